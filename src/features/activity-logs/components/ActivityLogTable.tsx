import { format, parseISO } from 'date-fns';
import { createColumnHelper, PagedTable, type ListPage } from '@/components/table';
import { ACTIVITY_ORDER_FIELDS, type ActivityLog } from '../api/schemas';
import type { ActivityLogSearch } from '../model/search';

const column = createColumnHelper<ActivityLog>();

function formatTime(iso: string): string {
  return format(parseISO(iso), 'd MMM yyyy, HH:mm:ss');
}

const top = { meta: { className: 'align-top' } } as const;

/** Column ids are the server's `order_by` values; sorting and paging happen on the server. */
const columns = column.columns([
  column.accessor('time', {
    ...top,
    header: 'Time',
    sortDescFirst: true,
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap tabular-nums">
        {formatTime(info.getValue())}
      </time>
    ),
  }),
  column.accessor((row) => row.actor.name, {
    ...top,
    id: 'actor',
    header: 'Actor',
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
  column.accessor('action', { ...top, header: 'Action' }),
  column.accessor('target', { ...top, header: 'Target' }),
  column.accessor('ip_address', {
    ...top,
    header: 'IP address',
    cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
  }),
]);

export interface ActivityLogTableProps {
  /** The page's URL state: its order and paging. */
  list: ListPage<ActivityLogSearch>;
  /** The page's rows and the period's count; undefined while the first page loads (skeleton rows). */
  page: { rows: readonly ActivityLog[]; count: number } | undefined;
  caption: string;
}

/**
 * The server-paged activity table: sortable column headers (a new order starts at page 1); page,
 * page size and order come from and go to the URL.
 */
export function ActivityLogTable({ list, page, caption }: ActivityLogTableProps) {
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      page={page}
      getRowId={(row) => row.id}
      {...list.sortBy(ACTIVITY_ORDER_FIELDS)}
      busy={list.busy}
      skeletonRows={Math.min(list.search.size, 10)}
      paging={{ label: 'Activity log pages', ...list.paging }}
    />
  );
}
