import { FileText } from 'lucide-react';
import { createColumnHelper, deleteAction, editAction, RowActions } from '@/components/table';
import type { TableColumns } from '@/components/table';
import { RecordLink } from '@/components/ui/RecordLink';
import { formatDay, formatMoney } from '@/lib/format';
import { fullName } from '@/lib/person';
import { BILLING_LABELS, type Contract } from '../api/schemas';
import { RenewalBadge } from './RenewalBadge';

const column = createColumnHelper<Contract>();
const CELL = 'px-3 py-3';
const numbers = new Intl.NumberFormat('en-US');

export const ownerName = (contract: Pick<Contract, 'owner'>) =>
  contract.owner ? fullName(contract.owner) : '';

export interface ContractRowActions {
  onDocuments: (contract: Contract) => void;
  onEdit: (contract: Contract) => void;
  onDelete: (contract: Contract) => void;
}

/** The list's columns; the ids of the sortable ones are the API's `order_by` values. */
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
        <RecordLink to="/contracts/$slug" params={{ slug: original.app.slug }}>
          {original.app.name}
        </RecordLink>
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
    column.actions((original) => (
      <RowActions
        actions={[
          {
            label: `Documents (${original.document_count}) of ${original.app.name}`,
            title: `Documents (${original.document_count})`,
            icon: FileText,
            text: String(original.document_count),
            onSelect: () => actions.onDocuments(original),
          },
          canWrite && editAction(`Edit contract for ${original.app.name}`, () => actions.onEdit(original)),
          canWrite &&
            deleteAction(`Delete contract for ${original.app.name}`, () => actions.onDelete(original)),
        ]}
      />
    )),
  ]);
}
