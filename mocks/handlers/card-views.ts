/**
 * How cards, their statements and the payment account look to a caller, and the money rules every
 * cards route shares. Nothing about money is stored as a figure: a card's balance is the sum of its
 * rows (the generated past, then the rows stored since), the account's available money the sum of
 * its rows, and `committed` the balances of the tenant's live cards in the account's currency; all
 * in integer cents, so every running balance adds up exactly.
 *
 * Who sees what: client admins every card of their tenant, anyone else only the cards they hold;
 * another tenant's card does not exist.
 */
import type {
  AccountFunds,
  AccountTransaction,
  Card,
  CardActivity,
  CardApp,
  CardTransaction,
  CardTransactionKind,
  DeclineReason,
  ExpectedCharge,
  TransactionStatus,
} from '@/features/cards/api/schemas';
import { utcToday } from '@/lib/calendar';
import type { Person } from '@/lib/person';
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import {
  accounts,
  catalogueIndex,
  findCard,
  findTenantById,
  state,
  storedAccountRows,
  storedActivities,
  storedCardRows,
  tenantCards,
  type Account,
  type AccountTransactionRecord,
  type CardRecord,
  type CardTransactionRecord,
} from '../db';
import {
  convertCents,
  fromCents,
  periodStartOf,
  plusMonths,
  rateBetween,
  toCents,
} from '../fixtures/card-rules';
import { holderTopupsAllowed, seededAccountHistory, seededCardHistory } from '../fixtures/cards';
import { notFound } from '../http/replies';
import { personOf } from './opportunity-views';

export const CARD_NOT_FOUND = 'Card not found.';
export const cardNotFound = (): Response => notFound(CARD_NOT_FOUND);

/** The mock's today: the seed's reference day, or the current UTC day once that is later. */
export function cardsToday(): string {
  const reference = state.referenceDate.slice(0, 10);
  const now = utcToday();
  return now > reference ? now : reference;
}

/** One row of a card's statement in order, with the balance after it (cents). */
export interface StatementRow {
  id: string;
  card_id: string;
  date: string;
  kind: CardTransactionKind;
  merchant: string;
  description: string;
  reference: string;
  cents: number;
  merchantCents: number | null;
  merchantCurrency: string | null;
  merchantAppId: string | null;
  status: TransactionStatus;
  decline: DeclineReason | null;
  /** A recurring charge: months until the next. */
  every: number | null;
  balanceAfter: number;
}

export interface CardLedger {
  /** Oldest first. */
  rows: StatementRow[];
  balanceCents: number;
}

export interface AccountRow {
  id: string;
  date: string;
  kind: AccountTransaction['kind'];
  description: string;
  reference: string;
  inCents: number;
  outCents: number;
  cardId: string | null;
  balanceAfter: number;
}

/** What the replies about one tenant's cards need once per request. */
export interface CardsContext {
  tenantId: string;
  /** Null for the system's own reads (a sync bringing rows in). */
  caller: Account | null;
  isAdmin: boolean;
  /** The payment account's (the tenant's) currency. */
  currency: string;
  today: string;
  holderTopups: boolean;
  people: Map<string, Account>;
  stored: Map<string, CardTransactionRecord[]>;
  ledgers: Map<string, CardLedger>;
}

export function cardsContext(tenantId: string, caller: Account | null): CardsContext {
  return {
    tenantId,
    caller,
    isAdmin: caller === null || hasRole(caller, CLIENT_ADMIN),
    currency: findTenantById(tenantId)?.currency ?? 'GBP',
    today: cardsToday(),
    holderTopups: holderTopupsAllowed(tenantId),
    people: new Map(
      accounts.findMany((q) => q.where((a) => a.tenant_id === tenantId)).map((a) => [a.user_id, a] as const),
    ),
    stored: storedCardRows(tenantId),
    ledgers: new Map(),
  };
}

/** Client admins see every card of the tenant; anyone else the ones they hold. */
export function maySee(card: CardRecord, context: CardsContext): boolean {
  return context.isAdmin || card.holder_id === context.caller?.user_id;
}

/** The caller's card `id`: undefined when it is another tenant's, or not theirs to see. */
export function visibleCard(id: string, context: CardsContext): CardRecord | undefined {
  const card = findCard(id, context.tenantId);
  return card && maySee(card, context) ? card : undefined;
}

export function visibleCards(context: CardsContext): CardRecord[] {
  return tenantCards(context.tenantId).filter((card) => maySee(card, context));
}

function storedRow(row: CardTransactionRecord, balanceAfter: number): StatementRow {
  return {
    id: row.id,
    card_id: row.card_id,
    date: row.date,
    kind: row.kind,
    merchant: row.merchant,
    description: row.description,
    reference: row.reference,
    cents: toCents(row.amount),
    merchantCents: row.merchant_amount === null ? null : toCents(row.merchant_amount),
    merchantCurrency: row.merchant_currency,
    merchantAppId: row.merchant_app_id,
    status: row.status,
    decline: row.decline_reason,
    every: null,
    balanceAfter,
  };
}

/** A declined row moves nothing; every other row moves the balance by its amount. */
export const moves = (row: { status: TransactionStatus; cents: number }): number =>
  row.status === 'declined' ? 0 : row.cents;

/** A card's rows, oldest first: its generated past, then what was stored after the seed. */
export function ledgerOf(card: CardRecord, context: CardsContext): CardLedger {
  const known = context.ledgers.get(card.id);
  if (known) return known;
  const rows: StatementRow[] = [];
  let balance = 0;
  for (const row of seededCardHistory(card.id)?.rows ?? []) {
    balance += moves(row);
    rows.push({ ...row, card_id: card.id, balanceAfter: balance });
  }
  for (const row of context.stored.get(card.id) ?? []) {
    const next = storedRow(row, 0);
    balance += moves(next);
    next.balanceAfter = balance;
    rows.push(next);
  }
  const ledger = { rows, balanceCents: balance };
  context.ledgers.set(card.id, ledger);
  return ledger;
}

export const createdOn = (card: CardRecord): string => card.created_at.slice(0, 10);

export function periodStart(card: CardRecord, today: string): string {
  return periodStartOf(today, card.limit_period, createdOn(card));
}

/** Charges and fees less refunds, pending and settled, since `from` (cents). */
export function spentSince(ledger: CardLedger, from: string): number {
  let spent = 0;
  for (const row of ledger.rows) {
    if (row.date < from || row.status === 'declined') continue;
    if (row.kind === 'charge' || row.kind === 'fee' || row.kind === 'refund') spent -= row.cents;
  }
  return spent;
}

/** The next of the card's recurring charges (the last one's merchant and amount, its cadence on). */
export function nextCharge(card: CardRecord, ledger: CardLedger, today: string): ExpectedCharge | null {
  if (card.status === 'CANCELLED') return null;
  const last = ledger.rows.findLast((row) => row.every !== null);
  if (!last || last.every === null) return null;
  let date = plusMonths(last.date, last.every);
  for (let k = 2; date <= today; k++) date = plusMonths(last.date, last.every * k);
  return { date, amount: fromCents(-last.cents), merchant: last.merchant };
}

export const isExpired = (card: CardRecord, today: string): boolean => today > card.expires_on;

export function cardAppOf(appId: string): CardApp {
  const index = catalogueIndex();
  const product = index.productById.get(appId);
  if (!product) return { id: appId, name: '', slug: '', vendor: '' };
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    vendor: index.vendorById.get(product.vendor_id)?.name ?? '',
  };
}

/** A holder whose account was removed still shows by id. */
function holderOf(card: CardRecord, context: CardsContext): Person {
  const account = context.people.get(card.holder_id);
  return account
    ? personOf(account)
    : { user_id: card.holder_id, first_name: '', last_name: '', email: '', avatar: null };
}

/** Client admins top up any card; its holder too where the tenant allows it. */
export function allowedToTopUp(card: CardRecord, context: CardsContext): boolean {
  return context.isAdmin || (context.holderTopups && card.holder_id === context.caller?.user_id);
}

/** Whether the caller may top the card up now (`can_top_up`): allowed to, and the card is not cancelled. */
export const mayTopUp = (card: CardRecord, context: CardsContext): boolean =>
  card.status !== 'CANCELLED' && allowedToTopUp(card, context);

export function cardOf(card: CardRecord, context: CardsContext): Card {
  const ledger = ledgerOf(card, context);
  const start = periodStart(card, context.today);
  return {
    card_id: card.id,
    name: card.name,
    app: cardAppOf(card.app_id),
    holder: holderOf(card, context),
    last4: card.last4,
    status: card.status,
    currency: card.currency,
    balance: fromCents(ledger.balanceCents),
    limit: card.limit,
    limit_period: card.limit_period,
    topup_mode: card.topup_mode,
    topup_amount: card.topup_amount,
    period_start: start,
    // A refund of an earlier period's charge never shows as negative spending.
    spent_this_period: fromCents(Math.max(0, spentSince(ledger, start))),
    expires_on: card.expires_on,
    next_charge: nextCharge(card, ledger, context.today),
    account_rate: rateBetween(card.currency, context.currency),
    can_top_up: mayTopUp(card, context),
    created_at: card.created_at,
    cancelled_at: card.cancelled_at,
    cancel_reason: card.cancel_reason,
    replaced_by: card.replaced_by,
    replaces: card.replaces,
  };
}

export function transactionOf(row: StatementRow): CardTransaction {
  return {
    id: row.id,
    card_id: row.card_id,
    date: row.date,
    kind: row.kind,
    merchant: row.merchant,
    description: row.description,
    reference: row.reference,
    amount: fromCents(row.cents),
    merchant_amount: row.merchantCents === null ? null : fromCents(row.merchantCents),
    merchant_currency: row.merchantCurrency,
    merchant_app: row.merchantAppId === null ? null : cardAppOf(row.merchantAppId),
    status: row.status,
    decline_reason: row.decline,
    balance_after: fromCents(row.balanceAfter),
  };
}

// ---- the payment account ---------------------------------------------------------------------------

function storedAccountRow(row: AccountTransactionRecord): Omit<AccountRow, 'balanceAfter'> {
  return {
    id: row.id,
    date: row.date,
    kind: row.kind,
    description: row.description,
    reference: row.reference,
    inCents: toCents(row.money_in),
    outCents: toCents(row.money_out),
    cardId: row.card_id,
  };
}

/** The account's rows, oldest first, with the available money after each. */
export function accountRowsOf(tenantId: string): AccountRow[] {
  const rows: AccountRow[] = [];
  let available = 0;
  const add = (row: Omit<AccountRow, 'balanceAfter'>) => {
    available += row.inCents - row.outCents;
    rows.push({ ...row, balanceAfter: available });
  };
  for (const row of seededAccountHistory(tenantId)) add(row);
  for (const row of storedAccountRows(tenantId)) add(storedAccountRow(row));
  return rows;
}

export function availableCents(tenantId: string): number {
  const rows = accountRowsOf(tenantId);
  return rows.length === 0 ? 0 : rows[rows.length - 1]!.balanceAfter;
}

/** Σ of the balances of the tenant's cards that are not cancelled, each in the account's currency. */
export function committedCents(context: CardsContext): number {
  let committed = 0;
  for (const card of tenantCards(context.tenantId)) {
    if (card.status === 'CANCELLED') continue;
    committed += convertCents(ledgerOf(card, context).balanceCents, card.currency, context.currency);
  }
  return committed;
}

export function fundsOf(context: CardsContext): AccountFunds {
  const available = availableCents(context.tenantId);
  const committed = committedCents(context);
  return {
    currency: context.currency,
    balance: fromCents(committed + available),
    committed: fromCents(committed),
    available: fromCents(available),
  };
}

export function accountTransactionOf(row: AccountRow): AccountTransaction {
  return {
    id: row.id,
    date: row.date,
    kind: row.kind,
    description: row.description,
    reference: row.reference,
    money_in: fromCents(row.inCents),
    money_out: fromCents(row.outCents),
    balance: fromCents(row.balanceAfter),
    card_id: row.cardId,
  };
}

// ---- activities ------------------------------------------------------------------------------------

/** A card's activities, newest first: its generated past and what was stored after the seed. */
export function activitiesOf(card: CardRecord, context: CardsContext): CardActivity[] {
  const actor = (id: string | null): Person | null => {
    if (id === null) return null;
    const account = context.people.get(id);
    return account ? personOf(account) : null;
  };
  const all: CardActivity[] = [
    ...(seededCardHistory(card.id)?.activities ?? []).map((a) => ({
      id: a.id,
      card_id: card.id,
      kind: a.kind,
      actor: actor(a.actorId),
      at: a.at,
      details: a.details,
    })),
    ...storedActivities(card.id).map((a) => ({
      id: a.id,
      card_id: card.id,
      kind: a.kind,
      actor: actor(a.actor_id),
      at: a.at,
      details: a.details,
    })),
  ];
  // Newest first; the same moment keeps the order the activities happened in.
  return all
    .map((activity, i) => ({ activity, i }))
    .sort((x, y) => (x.activity.at === y.activity.at ? y.i - x.i : x.activity.at < y.activity.at ? 1 : -1))
    .map(({ activity }) => activity);
}
