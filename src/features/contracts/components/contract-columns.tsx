import { Link } from '@tanstack/react-router';
import { format, parseISO } from 'date-fns';
import { FileText, Pencil, Trash2 } from 'lucide-react';
import { createColumnHelper, RowActions, type TableColumns } from '@/components/table';
import { formatMoney } from '@/lib/format';
import { fullName } from '@/lib/person';
import { BILLING_LABELS, type Contract } from '../api/schemas';
import { RenewalBadge } from './RenewalBadge';

const column = createColumnHelper<Contract>();
const CELL = 'px-3 py-3';
const numbers = new Intl.NumberFormat('en-US');

/** '30 Jun 2026' for a calendar date (`YYYY-MM-DD`, the same day wherever one is). */
export function formatDay(date: string): string {
  const day = parseISO(date);
  return Number.isNaN(day.getTime()) ? '—' : format(day, 'd MMM yyyy');
}

export const ownerName = (contract: Pick<Contract, 'owner'>) =>
  contract.owner ? fullName(contract.owner) : '';

export interface ContractRowActions {
  onDocuments: (contract: Contract) => void;
  onEdit: (contract: Contract) => void;
  onDelete: (contract: Contract) => void;
}

/**
 * The list's columns; the ids of the sortable ones are the API's `order_by` values. The cost shows
 * in the contract's currency and, beneath, in the tenant's (`tenantCurrency`). Only client admins
 * (`canWrite`) get Edit and Delete; everyone may open a contract's documents.
 */
export function contractColumns(options: {
  today: string;
  tenantCurrency: string | undefined;
  canWrite: boolean;
  actions: ContractRowActions;
}): TableColumns<Contract> {
  const { today, tenantCurrency, canWrite, actions } = options;
  return column.columns([
    column.accessor((row) => row.app.name, {
      id: 'app',
      header: 'App',
      meta: { padding: CELL },
      cell: ({ row: { original } }) => (
        <Link
          to="/contracts/$slug"
          params={{ slug: original.app.slug }}
          className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {original.app.name}
        </Link>
      ),
    }),
    column.accessor((row) => row.app.vendor, { id: 'vendor', header: 'Vendor', meta: { padding: CELL } }),
    column.accessor(ownerName, {
      id: 'owner',
      header: 'Owner',
      meta: { padding: CELL },
      cell: (info) => info.getValue() || <span className="text-slate-600 dark:text-slate-300">No owner</span>,
    }),
    column.accessor('start_date', {
      header: 'Start',
      meta: { padding: CELL, className: 'whitespace-nowrap' },
      cell: (info) => formatDay(info.getValue()),
    }),
    column.accessor('end_date', {
      header: 'End',
      meta: { padding: CELL, className: 'whitespace-nowrap' },
      cell: (info) => formatDay(info.getValue()),
    }),
    column.accessor('notice_days', {
      header: () => (
        <>
          Notice <span className="sr-only">(days)</span>
        </>
      ),
      meta: { align: 'right', padding: CELL, className: 'tabular-nums' },
      cell: (info) => `${numbers.format(info.getValue())} d`,
    }),
    column.accessor('cancel_by', {
      header: 'Cancel by',
      meta: { padding: CELL, className: 'whitespace-nowrap' },
      cell: (info) => (
        <span className="flex flex-col items-start gap-1">
          {formatDay(info.getValue())}
          <RenewalBadge cancelBy={info.getValue()} today={today} />
        </span>
      ),
    }),
    column.accessor('billing_frequency', {
      header: 'Billing',
      enableSorting: false,
      meta: { padding: CELL },
      cell: ({ row: { original } }) => BILLING_LABELS[original.billing_frequency],
    }),
    column.accessor('annual_cost', {
      header: 'Annual cost',
      sortDescFirst: true,
      meta: { align: 'right', padding: CELL, className: 'whitespace-nowrap tabular-nums' },
      cell: ({ row: { original } }) => (
        <span className="flex flex-col items-end">
          <span>{formatMoney(original.annual_cost, original.currency)}</span>
          {tenantCurrency && original.currency !== tenantCurrency && (
            <span className="text-xs text-slate-600 dark:text-slate-300">
              {formatMoney(original.annual_cost_tenant, tenantCurrency)}
            </span>
          )}
        </span>
      ),
    }),
    column.accessor('auto_renew', {
      header: 'Auto-renew',
      enableSorting: false,
      meta: { padding: CELL },
      cell: (info) => (info.getValue() ? 'Yes' : 'No'),
    }),
    column.accessor('seats', {
      header: () => (
        <>
          Seats <span className="sr-only">bought and used</span>
        </>
      ),
      sortDescFirst: true,
      meta: { align: 'right', padding: CELL, className: 'whitespace-nowrap tabular-nums' },
      cell: ({ row: { original } }) => (
        <span
          className={
            original.seats_used > original.seats ? 'font-semibold text-red-700 dark:text-red-300' : ''
          }
        >
          {numbers.format(original.seats_used)} / {numbers.format(original.seats)}
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { hideHeader: true, align: 'right', padding: 'px-2', className: 'whitespace-nowrap' },
      cell: ({ row: { original } }) => (
        <span className="flex items-center justify-end gap-1">
          <button
            type="button"
            aria-label={`Documents (${original.document_count}) of ${original.app.name}`}
            title={`Documents (${original.document_count})`}
            onClick={() => actions.onDocuments(original)}
            className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <FileText aria-hidden="true" className="size-4" />
            {original.document_count}
          </button>
          {canWrite && (
            <RowActions
              actions={[
                {
                  label: `Edit contract for ${original.app.name}`,
                  title: 'Edit',
                  icon: Pencil,
                  onSelect: () => actions.onEdit(original),
                },
                {
                  label: `Delete contract for ${original.app.name}`,
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
