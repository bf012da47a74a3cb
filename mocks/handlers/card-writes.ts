/**
 * The cards' writes that move money or leave a trace: a statement row on a card and its twin on the
 * payment account (same reference), and an activity. Each is stored, so it persists with the demo's
 * other changes and is gone after a reseed; every figure is summed again from the rows on the next read.
 */
import type { CardActivityKind } from '@/features/cards/api/schemas';
import {
  accountTransactions,
  cardActivities,
  cards,
  cardTransactions,
  type AccountTransactionRecord,
  type CardRecord,
  type CardTransactionRecord,
} from '../db';
import { fnv1a32 } from '../hash';
import {
  cardLabel,
  convertCents,
  fromCents,
  moneyText,
  PAYMENT_ACCOUNT_MERCHANT,
  referenceFor,
} from '../fixtures/card-rules';
import { cardsToday } from './card-views';

/** A fresh reference for one movement: `TU-…` for a top-up, `RT-…` for a return. */
export function newReference(prefix: string): string {
  return referenceFor(prefix, fnv1a32(crypto.randomUUID()));
}

type CardRowInput = Omit<
  CardTransactionRecord,
  'id' | 'tenant_id' | 'card_id' | 'seq' | 'date' | 'created_at'
> & {
  id?: string;
};

/** Stores a row after the card's others (`seq`: its place, when the caller keeps count). */
export async function appendCardRow(
  card: CardRecord,
  row: CardRowInput,
  seq = cardTransactions.findMany((q) => q.where((r) => r.card_id === card.id)).length,
): Promise<CardTransactionRecord> {
  return cardTransactions.create({
    id: crypto.randomUUID(),
    ...row,
    tenant_id: card.tenant_id,
    card_id: card.id,
    seq,
    date: cardsToday(),
    created_at: new Date().toISOString(),
  });
}

type AccountRowInput = Omit<AccountTransactionRecord, 'id' | 'tenant_id' | 'seq' | 'date' | 'created_at'>;

export async function appendAccountRow(
  tenantId: string,
  row: AccountRowInput,
): Promise<AccountTransactionRecord> {
  const seq = accountTransactions.findMany((q) => q.where((r) => r.tenant_id === tenantId)).length;
  return accountTransactions.create({
    id: crypto.randomUUID(),
    ...row,
    tenant_id: tenantId,
    seq,
    date: cardsToday(),
    created_at: new Date().toISOString(),
  });
}

export async function logActivity(
  card: CardRecord,
  kind: CardActivityKind,
  actorId: string | null,
  details: string,
): Promise<void> {
  await cardActivities.create({
    id: crypto.randomUUID(),
    tenant_id: card.tenant_id,
    card_id: card.id,
    kind,
    actor_id: actorId,
    at: new Date().toISOString(),
    details,
  });
}

export async function updateCard(id: string, change: (row: CardRecord) => void): Promise<CardRecord> {
  const updated = await cards.update((q) => q.where((c) => c.id === id), {
    data(row) {
      change(row);
    },
  });
  return updated!;
}

const topupRow = (cents: number, reference: string, description: string): CardRowInput => ({
  kind: 'topup',
  merchant: PAYMENT_ACCOUNT_MERCHANT,
  description,
  reference,
  amount: fromCents(cents),
  merchant_amount: null,
  merchant_currency: null,
  merchant_app_id: null,
  status: 'settled',
  decline_reason: null,
});

const returnRow = (cents: number, reference: string): CardRowInput => ({
  kind: 'return',
  merchant: PAYMENT_ACCOUNT_MERCHANT,
  description: 'Balance returned to the payment account',
  reference,
  amount: -fromCents(cents),
  merchant_amount: null,
  merchant_currency: null,
  merchant_app_id: null,
  status: 'settled',
  decline_reason: null,
});

/** Money from the account onto the card: a topup row on both statements (`accountCurrency` out). */
export async function topUpCard(
  card: CardRecord,
  cents: number,
  accountCurrency: string,
  reference = newReference('TU'),
): Promise<void> {
  await appendCardRow(card, topupRow(cents, reference, 'Top-up from the payment account'));
  await appendAccountRow(card.tenant_id, {
    kind: 'topup',
    description: `Top-up to ${cardLabel(card)}`,
    reference,
    money_in: 0,
    money_out: fromCents(convertCents(cents, card.currency, accountCurrency)),
    card_id: card.id,
  });
}

/** The card's balance back to the account: a return row on both statements. */
export async function returnBalance(
  card: CardRecord,
  cents: number,
  accountCurrency: string,
  reference = newReference('RT'),
): Promise<void> {
  if (cents <= 0) return;
  await appendCardRow(card, returnRow(cents, reference));
  await appendAccountRow(card.tenant_id, {
    kind: 'return',
    description: `Balance returned from ${cardLabel(card)}`,
    reference,
    money_in: fromCents(convertCents(cents, card.currency, accountCurrency)),
    money_out: 0,
    card_id: card.id,
  });
}

export const toppedUpWords = (cents: number, currency: string) => `Topped up ${moneyText(cents, currency)}`;
