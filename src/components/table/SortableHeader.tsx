import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import type { SortOrder } from '@/lib/list-search';

export interface SortableHeaderProps {
  children: ReactNode;
  /** The column's current order; false when the list is ordered by another column. */
  sorted: SortOrder | false;
  /** Asks for the next order; left out, the header is plain text. */
  onToggle?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Keep the header for screen readers only (e.g. an actions column). */
  hideLabel?: boolean;
  /** Padding and alignment (default 'px-4 py-3 text-left'). */
  className?: string;
}

/**
 * A column header (`th scope="col"`). A sortable one is a button (Enter or Space sorts), and the
 * column the list is ordered by carries `aria-sort` and an arrow.
 */
export function SortableHeader({
  children,
  sorted,
  onToggle,
  hideLabel = false,
  className = 'px-4 py-3 text-left',
}: SortableHeaderProps) {
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={`font-semibold whitespace-nowrap text-slate-700 dark:text-slate-200 ${className}`}
    >
      {hideLabel ? (
        <span className="sr-only">{children}</span>
      ) : onToggle ? (
        <button
          type="button"
          onClick={onToggle}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:text-indigo-300"
        >
          {children}
          {sorted === 'asc' ? (
            <ArrowUp aria-hidden="true" className="size-4" />
          ) : sorted === 'desc' ? (
            <ArrowDown aria-hidden="true" className="size-4" />
          ) : (
            <ChevronsUpDown aria-hidden="true" className="size-4 text-slate-400 dark:text-slate-500" />
          )}
        </button>
      ) : (
        children
      )}
    </th>
  );
}
