import type { ReactNode } from 'react';
import { SelectField } from '@/components/ui/SelectField';

/**
 * The controls above a list: its search field and faceted filters, laid out in a grid (pass the
 * grid's columns in `className`, e.g. 'sm:grid-cols-3').
 */
export function TableToolbar({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mb-4 grid gap-4 ${className}`}>{children}</div>;
}

export interface FacetOption<T extends string> {
  value: T;
  label: string;
}

export interface FacetFilterProps<T extends string> {
  label: string;
  options: readonly FacetOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** One faceted filter (e.g. status or role): a labelled select that only hands back its own values. */
export function FacetFilter<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: FacetFilterProps<T>) {
  return (
    <SelectField
      label={label}
      options={options}
      value={value}
      className={className}
      onChange={(event) => {
        const option = options.find((candidate) => candidate.value === event.target.value);
        if (option) onChange(option.value);
      }}
    />
  );
}

/** The list's result count ('Showing 12 of 1,205 users'), announced politely when it changes. */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}
