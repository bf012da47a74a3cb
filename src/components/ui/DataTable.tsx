import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's `order_by` value for this column; the header becomes a sort button. */
  sortKey?: string;
  /** The order a first click on this column sorts by (default 'asc'). */
  firstOrder?: SortOrder;
  align?: 'left' | 'right' | 'center';
  /** Keep the header for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
  className?: string;
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology (rendered as a visually hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The column (by id) whose cells are row headers. */
  rowHeader?: string;
  sort?: { by: string; order: SortOrder };
  onSortChange?: (sort: { by: string; order: SortOrder }) => void;
  /** Rows shown are being replaced (a new page or order is loading): dimmed and aria-busy. */
  busy?: boolean;
  /** Shown in the body when there are no rows. */
  empty?: ReactNode;
}

const alignments = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * A server-driven data table: the caller owns sorting and paging (usually in the URL). Sortable
 * headers are buttons and the sorted column carries `aria-sort`.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHeader,
  sort,
  onSortChange,
  busy = false,
  empty,
}: DataTableProps<Row>) {
  const toggle = (column: DataTableColumn<Row>) => {
    if (!column.sortKey || !onSortChange) return;
    const order: SortOrder =
      sort?.by === column.sortKey ? (sort.order === 'asc' ? 'desc' : 'asc') : (column.firstOrder ?? 'asc');
    onSortChange({ by: column.sortKey, order });
  };

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table
        aria-busy={busy || undefined}
        className={`min-w-full divide-y divide-slate-200 text-sm transition-opacity dark:divide-slate-800 ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            {columns.map((column) => {
              const sorted = column.sortKey !== undefined && sort?.by === column.sortKey;
              const align = alignments[column.align ?? 'left'];
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted ? (sort?.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={`px-4 py-3 font-semibold whitespace-nowrap text-slate-700 dark:text-slate-200 ${align} ${column.className ?? ''}`}
                >
                  {column.hideHeader ? (
                    <span className="sr-only">{column.header}</span>
                  ) : column.sortKey && onSortChange ? (
                    <button
                      type="button"
                      onClick={() => toggle(column)}
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:text-indigo-300"
                    >
                      {column.header}
                      {sorted ? (
                        sort?.order === 'asc' ? (
                          <ArrowUp aria-hidden="true" className="size-4" />
                        ) : (
                          <ArrowDown aria-hidden="true" className="size-4" />
                        )
                      ) : (
                        <ChevronsUpDown
                          aria-hidden="true"
                          className="size-4 text-slate-400 dark:text-slate-500"
                        />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.length === 0 && empty !== undefined ? (
            <tr>
              <td
                colSpan={columns.length}
                className="px-4 py-10 text-center text-slate-600 dark:text-slate-300"
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                {columns.map((column) => {
                  const className = `px-4 py-3 text-slate-700 dark:text-slate-200 ${alignments[column.align ?? 'left']} ${column.className ?? ''}`;
                  return column.id === rowHeader ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={`${className} font-medium text-slate-900 dark:text-white`}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
