import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/SearchField';
import { tenantQueries } from '@/features/tenants';

/** Companies offered at a time; typing narrows them on the server. */
const OPTION_LIMIT = 20;

interface CompanyOption {
  id: string;
  name: string;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Picks one company (or all of them) by typing part of its name: a combobox over `GET /tenants/`,
 * so it works for any number of companies. The chosen company is shown by name even when it is not
 * among the options loaded (e.g. opened from a shared link).
 */
export function CompanyFilter({
  value,
  onChange,
  className = '',
}: {
  /** The chosen company's id; '' is every company. */
  value: string;
  onChange: (tenantId: string) => void;
  className?: string;
}) {
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const options = useQuery({
    ...tenantQueries.list({
      keyword: keyword || undefined,
      order_by: 'name',
      order: 'asc',
      top: OPTION_LIMIT,
    }),
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({ ...tenantQueries.detail(value), enabled: value !== '' });
  const rows: CompanyOption[] = options.data?.rows ?? [];
  const known = rows.find((row) => row.id === value)?.name ?? chosen.data?.tenant.name;
  const selected: CompanyOption | null =
    value === '' ? null : { id: value, name: known ?? (chosen.isError ? 'Unknown company' : '') };

  return (
    <Field className={className}>
      <Label className="block text-sm font-medium text-slate-800 dark:text-slate-200">Company</Label>
      <Combobox
        value={selected}
        // The name counts too, so the field shows it once it arrives for a company chosen by link.
        by={(a, b) => a?.id === b?.id && a?.name === b?.name}
        onChange={(option: CompanyOption | null) => onChange(option?.id ?? '')}
        onClose={() => setTyped('')}
        immediate
      >
        <div className="relative mt-1">
          <ComboboxInput
            placeholder="All companies"
            autoComplete="off"
            displayValue={(option: CompanyOption | null) => option?.name ?? ''}
            onChange={(event) => setTyped(event.target.value)}
            className="block w-full rounded-md border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <ComboboxButton
            aria-label="Show companies"
            className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-500 dark:text-slate-400"
          >
            <ChevronsUpDown aria-hidden="true" className="size-4" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-72 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] dark:border-slate-700 dark:bg-slate-900"
        >
          <CompanyOptionItem value={null} label="All companies" />
          {rows.map((row) => (
            <CompanyOptionItem key={row.id} value={{ id: row.id, name: row.name }} label={row.name} />
          ))}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}

function CompanyOptionItem({ value, label }: { value: CompanyOption | null; label: string }) {
  return (
    <ComboboxOption
      value={value}
      className="group flex cursor-default items-center gap-2 px-3 py-2 text-slate-800 select-none data-focus:bg-indigo-600 data-focus:text-white dark:text-slate-100"
    >
      <Check aria-hidden="true" className="invisible size-4 group-data-selected:visible" />
      {label}
    </ComboboxOption>
  );
}
