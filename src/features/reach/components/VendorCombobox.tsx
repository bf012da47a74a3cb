import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
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
 * narrowed as one types (the first 50 matches are offered). Labelled like the other form fields, with
 * the field's message below it.
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
    () => searchByName(vendors ?? [], typed, 'asc').slice(0, OPTION_LIMIT),
    [vendors, typed],
  );
  const name = vendors?.find((vendor) => vendor.id === value)?.name ?? knownName ?? '';
  const selected: VendorOption | null = value === '' ? null : { id: value, name };

  return (
    <Field className={className}>
      <Label className="block text-sm font-medium text-slate-800 dark:text-slate-200">{label}</Label>
      <Combobox
        value={selected}
        // The name counts too, so the field shows it once the list arrives.
        by={(a, b) => a?.id === b?.id && a?.name === b?.name}
        onChange={(option: VendorOption | null) => onChange(option?.id ?? '')}
        onClose={() => setTyped('')}
      >
        <div className="relative mt-1">
          <ComboboxInput
            placeholder={placeholder ?? allLabel}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            displayValue={(option: VendorOption | null) => option?.name ?? ''}
            onChange={(event) => setTyped(event.target.value)}
            className={`block w-full rounded-md border bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ${
              error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
            }`}
          />
          <ComboboxButton
            aria-label={`Show ${label.toLowerCase()}s`}
            className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-500 dark:text-slate-400"
          >
            <ChevronsUpDown aria-hidden="true" className="size-4" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-[60] max-h-72 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-900"
        >
          {allLabel !== undefined && !typed.trim() && <VendorOptionItem value={null} label={allLabel} />}
          {matches.map((vendor) => (
            <VendorOptionItem
              key={vendor.id}
              value={{ id: vendor.id, name: vendor.name }}
              label={vendor.name}
            />
          ))}
          {typed.trim() && matches.length === 0 && (
            <p className="px-3 py-2 text-slate-600 dark:text-slate-300">
              {vendors === undefined ? 'Loading vendors…' : 'No vendor matches.'}
            </p>
          )}
        </ComboboxOptions>
      </Combobox>
      {error && <Description className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</Description>}
    </Field>
  );
}

function VendorOptionItem({ value, label }: { value: VendorOption | null; label: string }) {
  return (
    <ComboboxOption
      value={value}
      className="group flex cursor-default items-center gap-2 px-3 py-2 text-slate-800 select-none data-focus:bg-indigo-600 data-focus:text-white dark:text-slate-100"
    >
      <Check aria-hidden="true" className="invisible size-4 shrink-0 group-data-selected:visible" />
      {label}
    </ComboboxOption>
  );
}
