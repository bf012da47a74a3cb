import { Link } from '@tanstack/react-router';
import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { createColumnHelper, RowActions, type TableColumns } from '@/components/table';
import { fullName } from '@/lib/person';
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

/** A little less room around each cell than the kit's default: eight columns fit beside the sidebar. */
const CELL = 'px-3 py-3';

/** '30 Jun 2026' for a due date (`YYYY-MM-DD`, a day wherever one is); '—' for none. */
export function formatDueDate(date: string | null): string {
  if (!date) return '—';
  const day = parseISO(date);
  return Number.isNaN(day.getTime()) ? '—' : format(day, 'd MMM yyyy');
}

/** The Comments button's tooltip and the start of its name: 'Comments (3)'. */
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
    column.accessor('title', { header: 'Title', meta: { padding: CELL } }),
    column.accessor((row) => row.app.name, {
      id: 'app',
      header: 'App',
      meta: { padding: CELL },
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
            title={commentsLabel(original.comment_count)}
            disabled={isPlaceholderOpportunity(original)}
            onClick={() => actions.onComments(original)}
            className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            {original.comment_count}
          </button>
          {original.can_edit && (
            <RowActions
              actions={[
                {
                  label: `Edit ${original.title}`,
                  title: 'Edit',
                  icon: Pencil,
                  onSelect: () => actions.onEdit(original),
                },
                {
                  label: `Delete ${original.title}`,
                  title: 'Delete',
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
