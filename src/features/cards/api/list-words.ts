import * as z from 'zod/mini';

// The cards pages' URL vocabulary, apart from the payload schemas: route search validation runs in
// the entry chunk (route definitions live there), so it imports only this.

/** A card's status. Blocked and activated switch back and forth; cancelled is final. */
export const CARD_STATUSES = ['ACTIVATED', 'BLOCKED', 'CANCELLED'] as const;
export const cardStatusSchema = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof cardStatusSchema>;

/** Columns `GET /cards/` orders by (`order_by`). */
export const CARD_ORDER_FIELDS = [
  'name',
  'app',
  'holder',
  'status',
  'balance',
  'limit',
  'spent_this_period',
  'expires_on',
] as const;
export const cardOrderFieldSchema = z.enum(CARD_ORDER_FIELDS);
export type CardOrderField = z.infer<typeof cardOrderFieldSchema>;

/**
 * A statement's period: a named range ending today, or `custom` (the URL's `from` and `to`).
 * `this_month` and `last_month` are calendar months; the others count back from today.
 */
export const STATEMENT_PERIODS = [
  'this_month',
  'last_month',
  'last_90_days',
  'last_12_months',
  'custom',
] as const;
export const statementPeriodSchema = z.enum(STATEMENT_PERIODS);
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;

/** A card statement row's status. */
export const TRANSACTION_STATUSES = ['pending', 'settled', 'declined'] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;
