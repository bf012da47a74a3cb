import { Link } from '@tanstack/react-router';
import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { createColumnHelper, RowActions, type TableColumns } from '@/components/table';
import { format, parseISO } from 'date-fns';
import { isPlaceholderOpportunity } from '../api/opportunity-mutations';
import type { Opportunity } from '../api/schemas';
import { OpportunityStatusBadge } from './OpportunityStatusBadge';
import { PersonName } from './PersonName';

/** Marks a row's actions, so focus can find the same action of the next row when this one leaves. */
export const ROW_ACTIONS_ATTRIBUTE = 'data-row-actions';

export interface OpportunityRowActions {
  onComments: (opportunity: Opportunity) => void;
  onEdit: (opportunity: Opportunity) => void;
  onDelete: (opportunity: Opportunity) => void;
}

const column = createColumnHelper<Opportunity>();

/** '30 Jun 2026' for a due date (`YYYY-MM-DD`, a day wherever one is); '—' for none. */
export function formatDueDate(date: string | null): string {
  if (!date) return '—';
  const day = parseISO(date);
  return Number.isNaN(day.getTime()) ? '—' : format(day, 'd MMM yyyy');
}

/** The Comments button's text: 'Comments (3)'. */
export function commentsLabel(count: number): string {
  return `Comments (${count})`;
}

/**
 * The list's columns; the ids of the sortable ones are the API's `order_by` values. Amounts are in
 * the tenant's currency (`money`). A row offers Edit and Delete only when the caller may change it
 * (`can_edit`); everyone may read and add comments.
 */
export function opportunityColumns(
  money: (amount: number) => string,
  actions: OpportunityRowActions,
): TableColumns<Opportunity> {
  return column.columns([
    column.accessor('title', { header: 'Title', meta: { className: 'min-w-48' } }),
    column.accessor((row) => row.app.name, {
      id: 'app',
      header: 'App',
      cell: ({ row: { original } }) =>
        isPlaceholderOpportunity(original) ? (
          original.app.name
        ) : (
          <Link
            to="/product/$slug"
            params={{ slug: original.app.slug }}
            className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {original.app.name}
          </Link>
        ),
    }),
    column.accessor((row) => (row.owner ? `${row.owner.first_name} ${row.owner.last_name}` : ''), {
      id: 'owner',
      header: 'Owner',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original } }) =>
        original.owner ? (
          <PersonName person={original.owner} />
        ) : (
          <span className="text-slate-600 dark:text-slate-300">No owner</span>
        ),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => <OpportunityStatusBadge status={info.getValue()} />,
    }),
    column.accessor('savings_potential', {
      header: 'Savings potential',
      sortDescFirst: true,
      meta: { align: 'right', className: 'whitespace-nowrap tabular-nums' },
      cell: (info) => money(info.getValue()),
    }),
    column.accessor('arr', {
      header: 'ARR',
      sortDescFirst: true,
      meta: { align: 'right', className: 'whitespace-nowrap tabular-nums' },
      cell: (info) => money(info.getValue()),
    }),
    column.accessor('due_date', {
      header: 'Due',
      meta: { className: 'whitespace-nowrap' },
      cell: (info) => formatDueDate(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { hideHeader: true, align: 'right', padding: 'px-2', className: 'whitespace-nowrap' },
      cell: ({ row: { original } }) => (
        <span {...{ [ROW_ACTIONS_ATTRIBUTE]: original.id }} className="flex items-center justify-end gap-1">
          <button
            type="button"
            data-action="comments"
            aria-label={`${commentsLabel(original.comment_count)} on ${original.title}`}
            disabled={isPlaceholderOpportunity(original)}
            onClick={() => actions.onComments(original)}
            className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            {commentsLabel(original.comment_count)}
          </button>
          {original.can_edit && (
            <RowActions
              actions={[
                {
                  label: `Edit ${original.title}`,
                  text: 'Edit',
                  icon: Pencil,
                  onSelect: () => actions.onEdit(original),
                },
                {
                  label: `Delete ${original.title}`,
                  text: 'Delete',
                  icon: Trash2,
                  danger: true,
                  onSelect: () => actions.onDelete(original),
                },
              ]}
            />
          )}
        </span>
      ),
    }),
  ]);
}
