import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { format, parseISO } from 'date-fns';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { Pagination } from '@/components/ui/Pagination';
import { ACTIVITY_ORDER_FIELDS, type ActivityLog, type ActivityOrderBy } from '../api/schemas';
import { PAGE_SIZES, type ActivityLogSearch, type PageSize } from '../search';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const column = createColumnHelper<typeof features, ActivityLog>();

function formatTime(iso: string): string {
  return format(parseISO(iso), 'd MMM yyyy, HH:mm:ss');
}

/** Column ids are the server's `order_by` values; sorting and paging happen on the server. */
const columns = column.columns([
  column.accessor('time', {
    header: 'Time',
    sortDescFirst: true,
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap tabular-nums">
        {formatTime(info.getValue())}
      </time>
    ),
  }),
  column.accessor((row) => row.actor.name, {
    id: 'actor',
    header: 'Actor',
    sortDescFirst: false,
    cell: (info) => (
      <>
        <span className="block font-medium text-slate-900 dark:text-white">
          {info.row.original.actor.name}
        </span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          {info.row.original.actor.email}
        </span>
      </>
    ),
  }),
  column.accessor('action', { header: 'Action', sortDescFirst: false }),
  column.accessor('target', { header: 'Target', sortDescFirst: false }),
  column.accessor('ip_address', {
    header: 'IP address',
    sortDescFirst: false,
    cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
  }),
]);

function isOrderField(value: string): value is ActivityOrderBy {
  return (ACTIVITY_ORDER_FIELDS as readonly string[]).includes(value);
}

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

function toPageSize(value: number): PageSize {
  return PAGE_SIZES.find((size) => size === value) ?? PAGE_SIZES[0];
}

const SKELETON_WIDTHS = ['w-36', 'w-40', 'w-28', 'w-44', 'w-24'];

export interface ActivityLogTableProps {
  search: ActivityLogSearch;
  /** The page's rows; undefined while the first page loads (skeleton rows). */
  rows: readonly ActivityLog[] | undefined;
  count: number;
  /** A different page or order is loading: the previous rows stay, dimmed. */
  busy: boolean;
  caption: string;
  onSearchChange: (changes: Partial<ActivityLogSearch>) => void;
}

const noRows: ActivityLog[] = [];

/**
 * The server-paged activity table (TanStack Table in manual mode): sortable column headers are
 * buttons inside `th` with `aria-sort`; page, page size and order come from and go to the URL.
 */
export function ActivityLogTable({
  search,
  rows,
  count,
  busy,
  caption,
  onSearchChange,
}: ActivityLogTableProps) {
  const sorting: SortingState = [{ id: search.order_by, desc: search.order === 'desc' }];
  const pagination: PaginationState = { pageIndex: search.page - 1, pageSize: search.size };

  const table = useTable({
    features,
    columns,
    data: (rows as ActivityLog[] | undefined) ?? noRows,
    getRowId: (row) => row.id,
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    rowCount: count,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      if (!next || !isOrderField(next.id)) return;
      onSearchChange({ order_by: next.id, order: next.desc ? 'desc' : 'asc', page: 1 });
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      const size = toPageSize(next.pageSize);
      onSearchChange({ page: size === search.size ? next.pageIndex + 1 : 1, size });
    },
  });

  const skeletonRows = Math.min(search.size, 10);

  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table
          aria-busy={busy || rows === undefined || undefined}
          className={`min-w-full divide-y divide-slate-200 text-sm transition-opacity dark:divide-slate-800 ${busy ? 'opacity-60' : ''}`}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className="px-4 py-3 text-left font-semibold whitespace-nowrap text-slate-700 dark:text-slate-200"
                    >
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:text-indigo-300"
                      >
                        <table.FlexRender header={header} />
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden="true" className="size-4" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden="true" className="size-4" />
                        ) : (
                          <ChevronsUpDown
                            aria-hidden="true"
                            className="size-4 text-slate-400 dark:text-slate-500"
                          />
                        )}
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows === undefined
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  <tr key={i} aria-hidden="true" data-testid="skeleton-row">
                    {SKELETON_WIDTHS.map((width) => (
                      <td key={width} className="px-4 py-3">
                        <span
                          className={`block h-4 ${width} max-w-full animate-pulse rounded bg-slate-200 dark:bg-slate-700`}
                        />
                      </td>
                    ))}
                  </tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className="px-4 py-3 align-top text-slate-700 dark:text-slate-200">
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {rows !== undefined && (
        <Pagination
          label="Activity log pages"
          skip={(search.page - 1) * search.size}
          top={search.size}
          shown={rows.length}
          count={count}
          pageSizes={PAGE_SIZES}
          onChange={({ skip, top }) =>
            table.setPagination({ pageIndex: Math.floor(skip / top), pageSize: top })
          }
        />
      )}
    </>
  );
}
