import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';

const numberFormat = new Intl.NumberFormat('en-US');

export interface PaginationProps {
  /** Names the navigation landmark, e.g. 'Companies pages'. */
  label: string;
  /** Rows skipped before this page (the server's `skip`). */
  skip: number;
  /** Page size (the server's `top`). */
  top: number;
  /** Rows on this page. */
  shown: number;
  /** Rows in the whole list (the server's `count`). */
  count: number;
  /** Choices for the rows-per-page select; left out when not given. */
  pageSizes?: readonly number[];
  /** A new page or page size; a new size starts again at the first page. */
  onChange: (page: { skip: number; top: number }) => void;
}

/**
 * Paging for a server-paged list (`count` is the server's total) or a list held in the browser
 * (`count` is its length, and the caller shows rows `skip` to `skip + top`): 'Showing 1–25 of
 * 49,812' (announced politely when it changes), rows per page, the page position and Previous / Next.
 */
export function Pagination({ label, skip, top, shown, count, pageSizes, onChange }: PaginationProps) {
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(count / top));
  const page = Math.floor(skip / top) + 1;
  const from = shown === 0 ? 0 : skip + 1;
  const to = skip + shown;
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-200"
    >
      <p aria-live="polite">
        Showing {numberFormat.format(from)}–{numberFormat.format(to)} of {numberFormat.format(count)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {pageSizes && pageSizes.length > 1 && (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId}>Rows per page</label>
            <select
              id={sizeId}
              value={top}
              onChange={(event) => onChange({ skip: 0, top: Number(event.target.value) })}
              className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        )}
        <span>
          Page {numberFormat.format(Math.min(page, pageCount))} of {numberFormat.format(pageCount)}
        </span>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            className="px-3"
            disabled={skip <= 0}
            onClick={() => onChange({ skip: Math.max(0, skip - top), top })}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <Button
            variant="secondary"
            className="px-3"
            disabled={skip + top >= count}
            onClick={() => onChange({ skip: skip + top, top })}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
