/**
 * Virtual payment cards, and the money moved on them and on the tenant's payment account.
 *
 * A card's record holds what the API lets people change (name, holder, limit, status, …); its money
 * is never stored as a figure. The seed's cards are made on their first use (`ensureCards`). A seeded card's past (its statement and activities up to the seed's
 * reference day) is generated from the card's own seed when first read (`fixtures/card-history.ts`);
 * what happens after the seed (top-ups, returns, synced rows, activities) is stored here, one record
 * per row. Balances, funds and running balances are summed from the rows whenever they are read.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import type {
  AccountTransactionKind,
  CardActivityKind,
  CardStatus,
  CardTransactionKind,
  DeclineReason,
  LimitPeriod,
  TopupMode,
  TransactionStatus,
} from '@/features/cards/api/schemas';

/**
 * A field typed by the contract's word list without loading the contract's schemas: the demo's
 * start loads these collections, and the records are only ever written by the cards' own code.
 */
const word = <T extends string>() => z.custom<T>((value) => typeof value === 'string');

export const cardRecordSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  name: z.string(),
  /** The catalogue product it pays for. */
  app_id: z.string(),
  holder_id: z.string(),
  last4: z.string(),
  status: word<CardStatus>(),
  currency: z.string(),
  limit: z.number(),
  limit_period: word<LimitPeriod>(),
  topup_mode: word<TopupMode>(),
  topup_amount: z.nullable(z.number()),
  created_at: z.string(),
  expires_on: z.string(),
  cancelled_at: z.nullable(z.string()),
  cancel_reason: z.nullable(z.string()),
  replaced_by: z.nullable(z.string()),
  replaces: z.nullable(z.string()),
  /** Has a generated past (a seeded card); a card made through the API starts with no rows. */
  seeded: z.boolean(),
});
export type CardRecord = z.infer<typeof cardRecordSchema>;

/** A row of a card's statement made after the seed; `seq` orders a card's stored rows. */
export const cardTransactionRecordSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  card_id: z.string(),
  seq: z.number(),
  date: z.string(),
  kind: word<CardTransactionKind>(),
  merchant: z.string(),
  description: z.string(),
  reference: z.string(),
  amount: z.number(),
  merchant_amount: z.nullable(z.number()),
  merchant_currency: z.nullable(z.string()),
  merchant_app_id: z.nullable(z.string()),
  status: word<TransactionStatus>(),
  decline_reason: z.nullable(word<DeclineReason>()),
  created_at: z.string(),
});
export type CardTransactionRecord = z.infer<typeof cardTransactionRecordSchema>;

/** A row of a tenant's payment-account statement made after the seed; `seq` orders them. */
export const accountTransactionRecordSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  seq: z.number(),
  date: z.string(),
  kind: word<AccountTransactionKind>(),
  description: z.string(),
  reference: z.string(),
  money_in: z.number(),
  money_out: z.number(),
  card_id: z.nullable(z.string()),
  created_at: z.string(),
});
export type AccountTransactionRecord = z.infer<typeof accountTransactionRecordSchema>;

export const cardActivityRecordSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  card_id: z.string(),
  kind: word<CardActivityKind>(),
  /** Null for what the system did. */
  actor_id: z.nullable(z.string()),
  at: z.string(),
  details: z.string(),
});
export type CardActivityRecord = z.infer<typeof cardActivityRecordSchema>;

/**
 * A tenant's statement sync: the last one started (`number` counts them), the cards it covers and
 * when it finishes (`settles_at`; its rows are brought in when a read finds that time passed).
 */
export const cardSyncRecordSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  number: z.number(),
  card_ids: z.array(z.string()),
  started_at: z.string(),
  settles_at: z.string(),
  finished_at: z.nullable(z.string()),
  new_rows: z.number(),
});
export type CardSyncRecord = z.infer<typeof cardSyncRecordSchema>;

export const cards = new Collection({ schema: cardRecordSchema });
export const cardTransactions = new Collection({ schema: cardTransactionRecordSchema });
export const accountTransactions = new Collection({ schema: accountTransactionRecordSchema });
export const cardActivities = new Collection({ schema: cardActivityRecordSchema });
export const cardSyncs = new Collection({ schema: cardSyncRecordSchema });

export function tenantCards(tenantId: string): CardRecord[] {
  return cards.findMany((q) => q.where((c) => c.tenant_id === tenantId));
}

/** A card of `tenantId`; another tenant's card does not exist. */
export function findCard(id: string, tenantId: string | null): CardRecord | undefined {
  return cards.findFirst((q) => q.where((c) => c.id === id && c.tenant_id === tenantId));
}

/** Rows stored after the seed, grouped by card, each card's in order. */
export function storedCardRows(tenantId: string): Map<string, CardTransactionRecord[]> {
  const byCard = new Map<string, CardTransactionRecord[]>();
  for (const row of cardTransactions.findMany((q) => q.where((r) => r.tenant_id === tenantId))) {
    const list = byCard.get(row.card_id);
    if (list) list.push(row);
    else byCard.set(row.card_id, [row]);
  }
  for (const list of byCard.values()) list.sort((a, b) => a.seq - b.seq);
  return byCard;
}

export function storedAccountRows(tenantId: string): AccountTransactionRecord[] {
  return accountTransactions
    .findMany((q) => q.where((r) => r.tenant_id === tenantId))
    .sort((a, b) => a.seq - b.seq);
}

export function storedActivities(cardId: string): CardActivityRecord[] {
  return cardActivities.findMany((q) => q.where((a) => a.card_id === cardId));
}

export function findCardSync(tenantId: string): CardSyncRecord | undefined {
  return cardSyncs.findFirst((q) => q.where((s) => s.tenant_id === tenantId));
}
