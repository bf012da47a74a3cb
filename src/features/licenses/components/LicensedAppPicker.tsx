import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SearchCombobox } from '@/components/form/SearchCombobox';
import { licenseQueries } from '../api/license-queries';
import type { UsageApp } from '../api/schemas';

/** Apps offered at a time; typing narrows them. */
const OPTION_LIMIT = 50;

/** The apps the tenant holds seats of (`GET /usage/`: every app it has contracts for), A to Z; undefined while they load. */
export function useLicensedApps(): readonly UsageApp[] | undefined {
  const usage = useQuery(licenseQueries.usage());
  return useMemo(
    () => usage.data?.rows.map((row) => row.app).sort((a, b) => a.name.localeCompare(b.name)),
    [usage.data],
  );
}

export interface LicensedAppPickerProps {
  label?: string;
  /** The chosen app's slug; '' is none. */
  value: string;
  onChange: (slug: string) => void;
  hint?: string;
  /** The field's message (a rule's or the server's), shown below and describing the input. */
  error?: string;
  className?: string;
}

/**
 * Picks one of the apps the tenant holds seats of by typing part of its name or vendor; the list is
 * held in the browser and narrowed as one types. The value is the app's slug, as License Management
 * names the app.
 */
export function LicensedAppPicker({
  label = 'App',
  value,
  onChange,
  hint,
  error,
  className,
}: LicensedAppPickerProps) {
  const apps = useLicensedApps();
  const [typed, setTyped] = useState('');
  const matches = useMemo(() => {
    const words = typed.trim().toLowerCase();
    return apps
      ?.filter((app) => !words || `${app.name} ${app.vendor}`.toLowerCase().includes(words))
      .slice(0, OPTION_LIMIT);
  }, [apps, typed]);
  // Until the apps arrive the slug stands for its name, so a chosen app never shows as none.
  const chosen = value
    ? (apps?.find((app) => app.slug === value) ?? { id: value, name: value, slug: value, vendor: '' })
    : null;

  return (
    <SearchCombobox<UsageApp>
      label={label}
      value={chosen}
      onChange={(app) => onChange(app?.slug ?? '')}
      options={matches}
      onSearch={setTyped}
      keyOf={(app) => app.slug}
      nameOf={(app) => app.name}
      renderOption={(app) => (
        <span>
          {app.name} <span className="opacity-75">({app.vendor})</span>
        </span>
      )}
      noMatch="No licensed app matches."
      loading="Loading apps…"
      placeholder="Type an app’s name"
      hint={hint}
      error={error}
      className={className}
    />
  );
}
