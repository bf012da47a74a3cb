/**
 * Virtual payment cards, their statements and activities, and the payment account's statement, as
 * the API sends them. Money is a number in the currency named beside it (a card's in the card's,
 * the account's in the account's); dates are calendar dates `YYYY-MM-DD`, times ISO 8601 in UTC.
 * The full card number never leaves the server: a card carries its last four digits only.
 */
import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';
import { personSchema } from '@/lib/person';
import { words } from '@/lib/words';
import { cardOrderFieldSchema, cardStatusSchema, transactionStatusSchema } from './list-words';

export * from './list-words';

/** Largest page the card list and both statements serve (`top`); exports read every page of it. */
export const CARD_LIST_MAX_TOP = 500;

/** How much a card may spend: per calendar month, quarter or year, or once over its life. */
export const { values: LIMIT_PERIODS, schema: limitPeriodSchema } = words('monthly quarterly yearly one_off');
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;

/**
 * How a card is funded at each period's start: a fixed amount (`topup_amount`) added, or the balance
 * refilled up to the limit. A one-off card is funded once, when it is created.
 */
export const { values: TOPUP_MODES, schema: topupModeSchema } = words('fixed refill');
export type TopupMode = z.infer<typeof topupModeSchema>;

/** The catalogue app a card pays for (or a merchant is); `slug` names its product page. */
export const cardAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  vendor: z.string(),
});
export type CardApp = z.infer<typeof cardAppSchema>;

/** The charge a card's recurring charges say comes next (same merchant, same amount, same cadence). */
export const expectedChargeSchema = z.object({
  date: z.string(),
  amount: z.number(),
  merchant: z.string(),
});
export type ExpectedCharge = z.infer<typeof expectedChargeSchema>;

export const cardSchema = z.object({
  card_id: z.string(),
  name: z.string(),
  app: cardAppSchema,
  holder: personSchema,
  /** The card number's last four digits; shown as `•••• 1234`. */
  last4: z.string(),
  status: cardStatusSchema,
  /** One of the tenant's card currencies; the card's money is all in it. */
  currency: z.string(),
  /** Money on the card now (pending charges already taken off). */
  balance: z.number(),
  /** Most the card may spend in one period (`limit_period`). */
  limit: z.number(),
  limit_period: limitPeriodSchema,
  topup_mode: topupModeSchema,
  /** The fixed mode's amount per period; null when the card refills to its limit. */
  topup_amount: z.nullable(z.number()),
  /** First day of the current limit period (the card's creation day for a one-off card). */
  period_start: z.string(),
  /** Pending and settled charges less refunds since `period_start`. */
  spent_this_period: z.number(),
  /** The last day of the card's expiry month. */
  expires_on: z.string(),
  next_charge: z.nullable(expectedChargeSchema),
  /** Units of the payment account's currency one unit of the card's buys (1 in the same currency). */
  account_rate: z.number(),
  /** Whether the caller may top the card up: client admins, and its holder where the tenant allows it. */
  can_top_up: z.boolean(),
  created_at: z.string(),
  cancelled_at: z.nullable(z.string()),
  cancel_reason: z.nullable(z.string()),
  /** The card that renewed this one, and the card this one renewed. */
  replaced_by: z.nullable(z.string()),
  replaces: z.nullable(z.string()),
});
export type Card = z.infer<typeof cardSchema>;

/** `GET /cards/`: one page of cards, their count, and what a new card may be issued in. */
export const cardListSchema = z.extend(listReply(cardSchema), {
  /** Currencies the tenant's cards may be issued in, the tenant's own first. */
  currencies: z.array(z.string()),
  /** Whether holders may top up their own cards in this tenant. */
  holder_topups: z.boolean(),
});
export type CardList = z.infer<typeof cardListSchema>;

export const cardListQuerySchema = z.object({
  keyword: z.optional(z.string()),
  status: z.optional(cardStatusSchema),
  holder: z.optional(z.string()),
  app: z.optional(z.string()),
  order_by: z.optional(cardOrderFieldSchema),
  order: z.optional(z.enum(['asc', 'desc'])),
  skip: z.optional(z.number()),
  top: z.optional(z.number().check(z.maximum(CARD_LIST_MAX_TOP))),
});
export type CardListQuery = z.infer<typeof cardListQuerySchema>;

/** `POST /cards/`. */
export const cardCreateInputSchema = z.object({
  name: z.string(),
  app_id: z.string(),
  holder_id: z.string(),
  currency: z.string(),
  limit: z.number(),
  limit_period: limitPeriodSchema,
  topup_mode: topupModeSchema,
  topup_amount: z.nullable(z.number()),
});
export type CardCreateInput = z.infer<typeof cardCreateInputSchema>;

/** `PUT /cards/<id>/`: any of these (a card's app and currency are fixed once it is issued). */
export const cardUpdateInputSchema = z.partial(
  z.pick(cardCreateInputSchema, {
    name: true,
    holder_id: true,
    limit: true,
    limit_period: true,
    topup_mode: true,
    topup_amount: true,
  }),
);
export type CardUpdateInput = z.infer<typeof cardUpdateInputSchema>;

export const topupInputSchema = z.object({ amount: z.number() });
export const cancelInputSchema = z.object({ reason: z.string() });

/** The payment account's money: `balance` = `committed` (on live cards) + `available`. */
export const accountFundsSchema = z.object({
  currency: z.string(),
  balance: z.number(),
  committed: z.number(),
  available: z.number(),
});
export type AccountFunds = z.infer<typeof accountFundsSchema>;

/** Replies of create, edit, block, activate and cancel. */
export const cardReplySchema = z.object({ card: cardSchema, message: z.optional(z.string()) });
export type CardReply = z.infer<typeof cardReplySchema>;

/** `POST /cards/<id>/topup/`: the card and the account after the money moved. */
export const topupReplySchema = z.extend(cardReplySchema, { account: accountFundsSchema });
export type TopupReply = z.infer<typeof topupReplySchema>;

/** `POST /cards/<id>/renew/`: the new card, and the old one (now cancelled, `replaced_by` set). */
export const renewReplySchema = z.extend(cardReplySchema, { replaced: cardSchema });
export type RenewReply = z.infer<typeof renewReplySchema>;

/** Why a charge was declined. */
export const { values: DECLINE_REASONS, schema: declineReasonSchema } = words(
  'insufficient_balance over_limit card_blocked card_cancelled card_expired merchant_mismatch',
);
export type DeclineReason = z.infer<typeof declineReasonSchema>;

/** What moved money on a card: a purchase, a merchant's refund, a top-up, a fee, or money sent back to the account. */
export const { values: CARD_TRANSACTION_KINDS, schema: cardTransactionKindSchema } = words(
  'charge refund topup fee return',
);
export type CardTransactionKind = z.infer<typeof cardTransactionKindSchema>;

/**
 * One row of a card's statement. `amount` is signed in the card's currency: money in is positive,
 * money out negative. A declined row keeps the amount that was asked for and moves nothing, so
 * `balance_after` equals the row before's; every other row's `balance_after` is the row before's plus
 * its `amount`.
 */
export const cardTransactionSchema = z.object({
  id: z.string(),
  card_id: z.string(),
  date: z.string(),
  kind: cardTransactionKindSchema,
  merchant: z.string(),
  description: z.string(),
  /** Shared with the account statement's row for the same movement (a top-up, a return). */
  reference: z.string(),
  amount: z.number(),
  /** What the merchant charged in its own currency, where that differs from the card's. */
  merchant_amount: z.nullable(z.number()),
  merchant_currency: z.nullable(z.string()),
  /** The catalogue app the merchant is, when known. */
  merchant_app: z.nullable(cardAppSchema),
  status: transactionStatusSchema,
  decline_reason: z.nullable(declineReasonSchema),
  balance_after: z.number(),
});
export type CardTransaction = z.infer<typeof cardTransactionSchema>;

/** `GET /cards/<id>/statement/`: a period's rows newest first, with the balance before its first. */
export const cardStatementSchema = z.extend(listReply(cardTransactionSchema), {
  currency: z.string(),
  opening_balance: z.number(),
});
export type CardStatement = z.infer<typeof cardStatementSchema>;

export const statementQuerySchema = z.object({
  /** Calendar dates, both included. */
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  status: z.optional(transactionStatusSchema),
  skip: z.optional(z.number()),
  top: z.optional(z.number().check(z.maximum(CARD_LIST_MAX_TOP))),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const { values: CARD_ACTIVITY_KINDS, schema: cardActivityKindSchema } = words(
  'created updated topped_up limit_changed blocked activated cancelled renewed statement_synced',
);
export type CardActivityKind = z.infer<typeof cardActivityKindSchema>;

/** Who did what to a card, and when; `actor` is null for what the system did (a sync, a period's top-up). */
export const cardActivitySchema = z.object({
  id: z.string(),
  card_id: z.string(),
  kind: cardActivityKindSchema,
  actor: z.nullable(personSchema),
  at: z.string(),
  /** The change in words: "Topped up £50.00", "Limit £100.00 → £250.00 a month", a cancellation's reason. */
  details: z.string(),
});
export type CardActivity = z.infer<typeof cardActivitySchema>;
export const cardActivityListSchema = listReply(cardActivitySchema);
export type CardActivityList = z.infer<typeof cardActivityListSchema>;

/**
 * The statement sync (`GET`/`POST /cards/sync_statement/`): whether one runs, when the last started
 * and finished, and how many new rows it brought in. Null times before the first sync.
 */
export const statementSyncSchema = z.object({
  is_syncing: z.boolean(),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
  new_rows: z.number(),
});
export type StatementSync = z.infer<typeof statementSyncSchema>;
export const statementSyncReplySchema = z.object({
  sync: statementSyncSchema,
  message: z.optional(z.string()),
});
export type StatementSyncReply = z.infer<typeof statementSyncReplySchema>;

/** What moved money on the payment account. */
export const { values: ACCOUNT_TRANSACTION_KINDS, schema: accountTransactionKindSchema } = words(
  'deposit topup return refund fee',
);
export type AccountTransactionKind = z.infer<typeof accountTransactionKindSchema>;

/**
 * One row of the payment account's statement, in the account's currency. `balance` is the running
 * balance after the row: the row before's plus `money_in` less `money_out`.
 */
export const accountTransactionSchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: accountTransactionKindSchema,
  description: z.string(),
  reference: z.string(),
  money_in: z.number(),
  money_out: z.number(),
  balance: z.number(),
  /** The card a top-up went to or a return came from. */
  card_id: z.nullable(z.string()),
});
export type AccountTransaction = z.infer<typeof accountTransactionSchema>;

/** `GET /account/statement/`: a period's rows newest first, the balances around it, and the funds now. */
export const accountStatementSchema = z.extend(listReply(accountTransactionSchema), {
  opening_balance: z.number(),
  closing_balance: z.number(),
  funds: accountFundsSchema,
});
export type AccountStatement = z.infer<typeof accountStatementSchema>;

export const messageReplySchema = z.object({ message: z.optional(z.string()) });
