import * as z from 'zod/mini';
import { words } from '@/lib/words';

// The cards pages' URL vocabulary, apart from the payload schemas: route search validation runs in
// the entry chunk (route definitions live there), so it imports only this.

/** A card's status. Blocked and activated switch back and forth; cancelled is final. */
export const { values: CARD_STATUSES, schema: cardStatusSchema } = words('ACTIVATED BLOCKED CANCELLED');
export type CardStatus = z.infer<typeof cardStatusSchema>;

/** Columns `GET /cards/` orders by (`order_by`). */
export const { values: CARD_ORDER_FIELDS, schema: cardOrderFieldSchema } = words(
  'name app holder status balance limit spent_this_period expires_on',
);
export type CardOrderField = z.infer<typeof cardOrderFieldSchema>;

/**
 * A statement's period: a named range ending today, or `custom` (the URL's `from` and `to`).
 * `this_month` and `last_month` are calendar months; the others count back from today.
 */
export const { values: STATEMENT_PERIODS, schema: statementPeriodSchema } = words(
  'this_month last_month last_90_days last_12_months custom',
);
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;

/** A card statement row's status. */
export const { values: TRANSACTION_STATUSES, schema: transactionStatusSchema } =
  words('pending settled declined');
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;
