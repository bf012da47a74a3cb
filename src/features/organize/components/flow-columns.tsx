import { createColumnHelper, type TableColumns } from '@/components/table/columns';
import { selectionColumn, type RowSelectionStore } from '@/components/table/RowSelection';
import { RecordLink } from '@/components/ui/RecordLink';
import { formatDate } from '@/lib/format';
import { personName } from '@/lib/person';
import { ProductLogo } from '@/features/reach';
import type { Flow } from '../api/schemas';
import { FLOW_TYPE_LABELS, flowTitle } from '../model/flow-review';
import { FlowReviewActions } from './FlowReviewActions';
import { FlowStatusBadge } from './FlowStatusBadge';
import { SourceMarks } from './SourceMark';

const column = createColumnHelper<Flow>();
const CELL = 'px-3 py-3';
const COUNT = { align: 'right', padding: CELL, className: 'whitespace-nowrap tabular-nums' } as const;
const DAY = { padding: CELL, className: 'whitespace-nowrap tabular-nums' } as const;
const SUBTLE = 'text-slate-600 dark:text-slate-300';

export const flowRowId = (flow: Flow) => flow.id;

/**
 * The list's columns; the ids of the sortable ones are the API's `order_by` values. Client admins
 * get a box to tick each row (`selection`) and its review menu.
 */
export function flowColumns({
  selection,
}: {
  /** Client admins' ticked rows; left out, no boxes and no review menu. */
  selection?: RowSelectionStore;
}): TableColumns<Flow> {
  return [
    ...(selection
      ? [
          selectionColumn<Flow>({
            store: selection,
            getRowId: flowRowId,
            rowLabel: (flow) => `Select ${flowTitle(flow)}`,
          }),
        ]
      : []),
    ...column.columns([
      column.accessor('name', {
        header: 'Name',
        meta: { padding: CELL },
        cell: ({ row: { original } }) => (
          <span className="flex flex-col">
            <RecordLink to="/organize/$" params={{ _splat: original.id }}>
              {original.name}
            </RecordLink>
            {original.domain && <span className={`text-xs font-normal ${SUBTLE}`}>{original.domain}</span>}
          </span>
        ),
      }),
      column.accessor((row) => row.app?.name ?? '', {
        id: 'app',
        header: 'Catalogue app',
        meta: { padding: CELL },
        cell: ({ row: { original } }) =>
          original.app ? (
            <span className="flex items-center gap-2">
              <ProductLogo name={original.app.name} size="sm" />
              {original.app.name}
            </span>
          ) : (
            <span className={`italic ${SUBTLE}`}>Not in the catalogue</span>
          ),
      }),
      column.display({
        id: 'sources',
        header: 'Sources',
        meta: { padding: CELL },
        cell: ({ row: { original } }) => <SourceMarks sources={original.sources} />,
      }),
      column.display({
        id: 'types',
        header: 'How',
        meta: { padding: CELL },
        cell: ({ row: { original } }) => (
          <span className="flex flex-col text-xs whitespace-nowrap">
            {original.types.map((type) => (
              <span key={type}>{FLOW_TYPE_LABELS[type]}</span>
            ))}
          </span>
        ),
      }),
      column.accessor('users', {
        header: 'Users',
        sortDescFirst: true,
        meta: COUNT,
        cell: (info) => info.getValue().toLocaleString('en-US'),
      }),
      column.accessor('sign_ins_30d', {
        header: 'Sign-ins (30 days)',
        sortDescFirst: true,
        meta: COUNT,
        cell: (info) => info.getValue().toLocaleString('en-US'),
      }),
      column.accessor('first_seen', {
        header: 'First seen',
        sortDescFirst: true,
        meta: DAY,
        cell: (info) => formatDate(info.getValue()),
      }),
      column.accessor('last_seen', {
        header: 'Last seen',
        sortDescFirst: true,
        meta: DAY,
        cell: (info) => formatDate(info.getValue()),
      }),
      column.accessor('status', {
        header: 'Status',
        meta: { padding: CELL },
        cell: (info) => <FlowStatusBadge status={info.getValue()} />,
      }),
      column.display({
        id: 'owner',
        header: 'Owner',
        meta: { padding: CELL, className: 'whitespace-nowrap' },
        cell: ({ row: { original } }) =>
          original.owner ? personName(original.owner) : <span className={SUBTLE}>No owner</span>,
      }),
      ...(selection ? [column.actions((flow) => <FlowReviewActions flow={flow} variant="menu" />)] : []),
    ]),
  ];
}
