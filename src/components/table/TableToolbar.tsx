import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';

export interface TableToolbarProps {
  /** The list's search field: always in view. */
  search?: ReactNode;
  /** The filters (and other controls that narrow or order the list). */
  children?: ReactNode;
  /** How many filters are set (the keyword aside): the phone's Filters button shows it. */
  filtersSet?: number;
  /** The grid's columns from the `sm` screen up, e.g. 'sm:grid-cols-3'. */
  className?: string;
}

/**
 * The controls above a list: its search field and its filters, laid out in a grid (pass the grid's
 * columns in `className`). Below the small-screen breakpoint the filters wait behind a **Filters**
 * button that says how many are set, so the list's first rows stay on the first screen; from 576 px up
 * they are all in view and the button is gone (its wrappers are `display: contents` there).
 */
export function TableToolbar({ search, children, filtersSet = 0, className = '' }: TableToolbarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hasFilters = children !== undefined && children !== null && children !== false;
  return (
    <div className={`mb-4 grid gap-4 ${className}`}>
      <div className="flex items-end gap-2 xs:contents">
        {search && <div className="min-w-0 flex-1 xs:contents">{search}</div>}
        {hasFilters && (
          <Button
            variant="secondary"
            aria-label={filtersSet > 0 ? `Filters, ${filtersSet} set` : 'Filters'}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
            className="xs:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
            {filtersSet > 0 && (
              <span className="rounded-full bg-indigo-600 px-1.5 text-xs leading-5 text-white dark:bg-indigo-500">
                {filtersSet}
              </span>
            )}
          </Button>
        )}
      </div>
      {hasFilters && (
        <div id={panelId} className={`${open ? 'grid gap-4' : 'hidden'} xs:contents`}>
          {children}
        </div>
      )}
    </div>
  );
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
