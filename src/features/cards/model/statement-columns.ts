/**
 * The statements' columns as text: the table shows these words and the CSV export writes the same
 * headers and the same values, so a file reads exactly as the screen did.
 */
import { formatDay, formatMoney } from '@/lib/format';
import type { TransactionStatus } from '../api/list-words';
import type { AccountTransaction, CardTransaction } from '../api/schemas';

export interface TextColumn<Row> {
  /** The table column's id. */
  id: string;
  header: string;
  text: (row: Row) => string;
  /** Amounts line up on the right (and keep to one line). */
  align?: 'right';
  /** Kept to one line (dates, references). */
  nowrap?: boolean;
  /** Long text that wraps (descriptions): kept readably wide on a phone. */
  long?: boolean;
}

export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  pending: 'Pending',
  settled: 'Settled',
  declined: 'Declined',
};

/** A card statement's columns, money in the card's currency (and the merchant's, where it differs). */
export function cardStatementColumns(currency: string): TextColumn<CardTransaction>[] {
  return [
    { id: 'date', header: 'Date', text: (row) => formatDay(row.date), nowrap: true },
    { id: 'merchant', header: 'Merchant', text: (row) => row.merchant },
    { id: 'description', header: 'Description', text: (row) => row.description, long: true },
    { id: 'amount', header: 'Amount', text: (row) => formatMoney(row.amount, currency), align: 'right' },
    {
      id: 'merchant_amount',
      header: 'Merchant amount',
      text: (row) =>
        row.merchant_amount !== null && row.merchant_currency && row.merchant_currency !== currency
          ? formatMoney(row.merchant_amount, row.merchant_currency)
          : '',
      align: 'right',
    },
    { id: 'status', header: 'Status', text: (row) => TRANSACTION_STATUS_LABELS[row.status] },
    {
      id: 'balance',
      header: 'Balance',
      text: (row) => formatMoney(row.balance_after, currency),
      align: 'right',
    },
  ];
}

/** The payment account statement's columns, in the account's currency; an empty cell for no money. */
export function accountStatementColumns(currency: string): TextColumn<AccountTransaction>[] {
  const money = (amount: number) => (amount ? formatMoney(amount, currency) : '');
  return [
    { id: 'date', header: 'Date', text: (row) => formatDay(row.date), nowrap: true },
    { id: 'description', header: 'Description', text: (row) => row.description, long: true },
    { id: 'reference', header: 'Reference', text: (row) => row.reference, nowrap: true },
    { id: 'money_in', header: 'Money in', text: (row) => money(row.money_in), align: 'right' },
    { id: 'money_out', header: 'Money out', text: (row) => money(row.money_out), align: 'right' },
    { id: 'balance', header: 'Balance', text: (row) => formatMoney(row.balance, currency), align: 'right' },
  ];
}
