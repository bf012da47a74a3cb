import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { reachQueries } from '../api/reach-queries';

/** Vendors offered at a time; typing narrows them. */
const OPTION_LIMIT = 50;

interface VendorOption {
  id: string;
  name: string;
}

/**
 * Picks one vendor (or all of them) by typing part of its name: a combobox over every vendor (about
 * a thousand, loaded once), showing the first matches. The chosen vendor is shown by name.
 */
export function VendorFilter({
  value,
  onChange,
  className = '',
}: {
  /** The chosen vendor's id; '' is every vendor. */
  value: string;
  onChange: (vendorId: string) => void;
  className?: string;
}) {
  const vendors = useQuery(reachQueries.vendors());
  const [typed, setTyped] = useState('');
  const text = useDeferredValue(typed.trim().toLocaleLowerCase('en'));
  const rows = vendors.data?.rows;
  const matches = useMemo(() => {
    const all = rows ?? [];
    const found = text ? all.filter((vendor) => vendor.name.toLocaleLowerCase('en').includes(text)) : all;
    return found.slice(0, OPTION_LIMIT);
  }, [rows, text]);
  const chosenName = rows?.find((vendor) => vendor.id === value)?.name;
  const selected: VendorOption | null =
    value === '' ? null : { id: value, name: chosenName ?? (vendors.isError ? 'Unknown vendor' : '') };

  return (
    <Field className={className}>
      <Label className="block text-sm font-medium text-slate-800 dark:text-slate-200">Vendor</Label>
      <Combobox
        value={selected}
        // The name counts too, so the field shows it once the vendors arrive for one chosen by link.
        by={(a, b) => a?.id === b?.id && a?.name === b?.name}
        onChange={(option: VendorOption | null) => {
          setTyped('');
          onChange(option?.id ?? '');
        }}
        onClose={() => setTyped('')}
      >
        <div className="relative mt-1">
          <ComboboxInput
            placeholder="All vendors"
            autoComplete="off"
            displayValue={(option: VendorOption | null) => option?.name ?? ''}
            onChange={(event) => setTyped(event.target.value)}
            className="block w-full rounded-md border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <ComboboxButton
            aria-label="Show vendors"
            className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-500 dark:text-slate-400"
          >
            <ChevronsUpDown aria-hidden="true" className="size-4" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-72 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-900"
        >
          {!text && <VendorOptionItem value={null} label="All vendors" />}
          {matches.map((vendor) => (
            <VendorOptionItem
              key={vendor.id}
              value={{ id: vendor.id, name: vendor.name }}
              label={vendor.name}
            />
          ))}
          {text && matches.length === 0 && (
            <p className="px-3 py-2 text-slate-600 dark:text-slate-300">
              {vendors.isPending ? 'Loading vendors…' : 'No vendor matches.'}
            </p>
          )}
        </ComboboxOptions>
      </Combobox>
    </Field>
  );
}

function VendorOptionItem({ value, label }: { value: VendorOption | null; label: string }) {
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
