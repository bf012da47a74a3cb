import { UserX } from 'lucide-react';
import { createColumnHelper, RowActions, type TableColumns } from '@/components/table';
import { RecordLink } from '@/components/ui/RecordLink';
import type { UsageRow } from '../api/schemas';
import { formatUtilisation } from '../model/usage-view';
import { Sparkline } from './Sparkline';

const column = createColumnHelper<UsageRow>();
const NUMBER = { align: 'right', className: 'tabular-nums' } as const;

/** The usage table's columns; the ids of the sortable ones are the usage search's `order_by` values. */
export function usageColumns(onInactiveUsers: (row: UsageRow) => void): TableColumns<UsageRow> {
  return column.columns([
    column.accessor((row) => row.app.name, {
      id: 'app',
      header: 'App',
      cell: ({ row: { original } }) => (
        <span>
          <RecordLink to="/contracts/$slug" params={{ slug: original.app.slug }}>
            {original.app.name}
          </RecordLink>
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
            {original.app.vendor}
          </span>
        </span>
      ),
    }),
    column.accessor('licensed', { header: 'Licensed', meta: NUMBER, sortDescFirst: true }),
    column.accessor('assigned', { header: 'Assigned', meta: NUMBER, sortDescFirst: true }),
    column.accessor('active_30', { header: 'Active 30d', meta: NUMBER, sortDescFirst: true }),
    column.accessor('active_60', { header: 'Active 60d', meta: NUMBER, sortDescFirst: true }),
    column.accessor('active_90', { header: 'Active 90d', meta: NUMBER, sortDescFirst: true }),
    column.accessor('utilisation', {
      header: 'Utilisation',
      meta: NUMBER,
      cell: (info) => formatUtilisation(info.getValue()),
    }),
    column.display({
      id: 'trend',
      header: 'Trend',
      cell: ({ row: { original } }) => <Sparkline months={original.trend} />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { hideHeader: true },
      cell: ({ row: { original } }) => (
        <RowActions
          actions={[
            {
              label: `Inactive users of ${original.app.name}`,
              title: 'Inactive users',
              icon: UserX,
              onSelect: () => onInactiveUsers(original),
            },
          ]}
        />
      ),
    }),
  ]);
}
