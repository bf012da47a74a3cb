import { MessageSquare } from 'lucide-react';
import { createColumnHelper, deleteAction, editAction, RowActions } from '@/components/table';
import type { TableColumns } from '@/components/table';
import { RecordLink } from '@/components/ui/RecordLink';
import { formatDay } from '@/lib/format';
import { fullName } from '@/lib/person';
import { isPlaceholderOpportunity } from '../api/opportunity-mutations';
import type { Opportunity } from '../api/schemas';
import { OpportunityStatusBadge } from './OpportunityStatusBadge';
import { PersonName } from './PersonName';

export { ROW_ACTIONS_ATTRIBUTE } from '@/components/table';

export interface OpportunityRowActions {
  onComments: (opportunity: Opportunity) => void;
  onEdit: (opportunity: Opportunity) => void;
  onDelete: (opportunity: Opportunity) => void;
}

const column = createColumnHelper<Opportunity>();

/** A little less room around each cell than the kit's default: eight columns fit beside the sidebar. */
const CELL = 'px-3 py-3';

/** The Comments button's tooltip and the start of its name: 'Comments (3)'. */
export function commentsLabel(count: number): string {
  return `Comments (${count})`;
}

/** The list's columns; the ids of the sortable ones are the API's `order_by` values. */
export function opportunityColumns(
  money: (amount: number) => string,
  actions: OpportunityRowActions,
): TableColumns<Opportunity> {
  return column.columns([
    column.accessor('title', { header: 'Title', meta: { padding: CELL } }),
    column.accessor((row) => row.app.name, {
      id: 'app',
      header: 'App',
      meta: { padding: CELL },
      cell: ({ row: { original } }) =>
        isPlaceholderOpportunity(original) ? (
          original.app.name
        ) : (
          <RecordLink to="/product/$slug" params={{ slug: original.app.slug }}>
            {original.app.name}
          </RecordLink>
        ),
    }),
    column.accessor((row) => (row.owner ? fullName(row.owner) : ''), {
      id: 'owner',
      header: 'Owner',
      meta: { padding: CELL },
      cell: ({ row: { original } }) =>
        original.owner ? (
          <PersonName person={original.owner} />
        ) : (
          <span className="text-slate-600 dark:text-slate-300">No owner</span>
        ),
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { padding: CELL },
      cell: (info) => <OpportunityStatusBadge status={info.getValue()} />,
    }),
    column.accessor('savings_potential', {
      // 'Savings' to the eye, so the amounts' column stays narrow; the full name for everyone else.
      header: () => (
        <>
          Savings <span className="sr-only">potential</span>
        </>
      ),
      sortDescFirst: true,
      meta: { align: 'right', padding: CELL, className: 'whitespace-nowrap tabular-nums' },
      cell: (info) => money(info.getValue()),
    }),
    column.accessor('arr', {
      header: 'ARR',
      sortDescFirst: true,
      meta: { align: 'right', padding: CELL, className: 'whitespace-nowrap tabular-nums' },
      cell: (info) => money(info.getValue()),
    }),
    column.accessor('due_date', {
      header: 'Due',
      meta: { padding: CELL, className: 'whitespace-nowrap' },
      cell: (info) => formatDay(info.getValue()),
    }),
    column.actions((original) => (
      <RowActions
        rowId={original.id}
        actions={[
          {
            label: `${commentsLabel(original.comment_count)} on ${original.title}`,
            title: commentsLabel(original.comment_count),
            icon: MessageSquare,
            text: String(original.comment_count),
            action: 'comments',
            disabled: isPlaceholderOpportunity(original),
            onSelect: () => actions.onComments(original),
          },
          original.can_edit && editAction(`Edit ${original.title}`, () => actions.onEdit(original)),
          original.can_edit && deleteAction(`Delete ${original.title}`, () => actions.onDelete(original)),
        ]}
      />
    )),
  ]);
}
