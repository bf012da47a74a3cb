import { useMemo, useState } from 'react';
import { SearchCombobox } from '@/components/form/SearchCombobox';
import type { Vendor } from '../api/schemas';
import { searchByName } from '../model/catalogue-records';

/** Vendors offered at a time; typing narrows them. */
const OPTION_LIMIT = 50;

interface VendorOption {
  id: string;
  name: string;
}

export interface VendorComboboxProps {
  label: string;
  /** The chosen vendor's id; '' is none (or, with `allLabel`, every vendor). */
  value: string;
  onChange: (vendorId: string) => void;
  /** Every vendor (`reachQueries.vendors()`); undefined while they load. */
  vendors: readonly Vendor[] | undefined;
  /** The chosen vendor's name while the list loads (e.g. the product being edited). */
  knownName?: string;
  /** Offers a first choice that clears the value ('All vendors'), for a filter. */
  allLabel?: string;
  placeholder?: string;
  /** The field's message (a rule's or the server's), shown below and describing the input. */
  error?: string;
  className?: string;
}

/**
 * Picks one vendor by typing part of its name: the whole vendor list is held in the browser and
 * narrowed as one types (the first 50 matches are offered).
 */
export function VendorCombobox({
  label,
  value,
  onChange,
  vendors,
  knownName,
  allLabel,
  placeholder,
  error,
  className = '',
}: VendorComboboxProps) {
  const [typed, setTyped] = useState('');
  const matches = useMemo(
    () =>
      vendors === undefined
        ? undefined
        : searchByName(vendors, typed, 'asc')
            .slice(0, OPTION_LIMIT)
            .map(({ id, name }) => ({ id, name })),
    [vendors, typed],
  );
  const name = vendors?.find((vendor) => vendor.id === value)?.name ?? knownName ?? '';
  // The name counts as part of the choice, so the field shows it once the list arrives.
  const selected: VendorOption | null = value === '' ? null : { id: value, name };

  return (
    <SearchCombobox<VendorOption>
      label={label}
      value={selected}
      onChange={(option) => onChange(option?.id ?? '')}
      options={matches}
      onSearch={setTyped}
      keyOf={(option) => `${option.id}\n${option.name}`}
      nameOf={(option) => option.name}
      noneLabel={allLabel}
      noMatch="No vendor matches."
      loading="Loading vendors…"
      buttonLabel={`Show ${label.toLowerCase()}s`}
      placeholder={placeholder ?? allLabel}
      error={error}
      className={className}
    />
  );
}
