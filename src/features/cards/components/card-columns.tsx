import { createColumnHelper, type TableColumns } from '@/components/table';
import { StatusBadge } from '@/components/table/StatusBadge';
import { RecordLink } from '@/components/ui/RecordLink';
import { formatMoney } from '@/lib/format';
import { fullName } from '@/lib/person';
import { ProductLogo } from '@/features/reach';
import type { Card } from '../api/schemas';
import { CARD_FLAG_LABELS, cardFlags, expiryText, SPENT_PERIOD_PHRASES } from '../model/card-facts';
import { CardNumber } from './CardNumber';
import { CardRowActions, type CardActionHandlers } from './card-row-actions';
import { CardStatusBadge } from './CardStatusBadge';

const column = createColumnHelper<Card>();
const CELL = 'px-3 py-3';
const MONEY = { align: 'right', padding: CELL, className: 'whitespace-nowrap tabular-nums' } as const;
const SUBTLE = 'text-xs text-slate-600 dark:text-slate-300';

/** The list's columns; the ids of the sortable ones are the API's `order_by` values. */
export function cardColumns(options: {
  today: string;
  isAdmin: boolean;
  actions: CardActionHandlers;
}): TableColumns<Card> {
  const { today, isAdmin, actions } = options;
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      meta: { padding: CELL },
      cell: ({ row: { original } }) => (
        <RecordLink to="/cards/$id" params={{ id: original.card_id }}>
          {original.name}
        </RecordLink>
      ),
    }),
    column.accessor((row) => row.app.name, {
      id: 'app',
      header: 'App',
      meta: { padding: CELL },
      cell: (info) => (
        <span className="flex items-center gap-2">
          <ProductLogo name={info.getValue()} size="sm" />
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor((row) => fullName(row.holder) || row.holder.email, {
      id: 'holder',
      header: 'Holder',
      meta: { padding: CELL },
    }),
    column.display({
      id: 'number',
      header: 'Number',
      meta: { padding: CELL },
      cell: ({ row: { original } }) => <CardNumber last4={original.last4} />,
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { padding: CELL },
      cell: ({ row: { original } }) => (
        <span className="flex flex-col items-start gap-1">
          <CardStatusBadge status={original.status} />
          {cardFlags(original, today).map((flag) => (
            <StatusBadge key={flag} tone="warning">
              {CARD_FLAG_LABELS[flag]}
            </StatusBadge>
          ))}
        </span>
      ),
    }),
    column.accessor('balance', {
      header: 'Balance',
      sortDescFirst: true,
      meta: MONEY,
      cell: ({ row: { original } }) => formatMoney(original.balance, original.currency),
    }),
    column.accessor('limit', {
      header: 'Limit',
      sortDescFirst: true,
      meta: MONEY,
      cell: ({ row: { original } }) => formatMoney(original.limit, original.currency),
    }),
    column.accessor('spent_this_period', {
      header: 'Spent',
      sortDescFirst: true,
      meta: MONEY,
      cell: ({ row: { original } }) => (
        <span className="flex flex-col items-end">
          <span>{formatMoney(original.spent_this_period, original.currency)}</span>
          <span className={SUBTLE}>{SPENT_PERIOD_PHRASES[original.limit_period]}</span>
        </span>
      ),
    }),
    column.accessor('expires_on', {
      header: 'Expires',
      meta: { padding: CELL, className: 'whitespace-nowrap tabular-nums' },
      cell: (info) => expiryText(info.getValue()),
    }),
    column.actions((original) => (
      <CardRowActions card={original} isAdmin={isAdmin} today={today} on={actions} />
    )),
  ]);
}
