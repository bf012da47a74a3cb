/**
 * The statement sync: fetching the card issuer's new transactions. Like the audit-log sync, a started
 * sync stores when it finishes (`STATEMENT_SYNC_MS` later on the mock's clock) and the next read of the
 * tenant's cards that finds the time passed brings its rows in, so it survives reloads and needs no
 * timer (a test moves `Date` on). Each synced card gets 1–3 rows, fixed by the sync's number and the
 * card: a settled charge from its app when the card can pay one, then pending charges, and now and
 * then a charge it refuses (another merchant's, or more than it holds); a blocked or expired card sees
 * one attempt, declined. The card's rules decide what is declined, and a declined row is told to the
 * card's holder and the tenant's client admins.
 */
import type { StatementSync } from '@/features/cards/api/schemas';
import { productSlug } from '@/features/reach/model/form-rules';
import {
  accounts,
  catalogueIndex,
  cardSyncs,
  findCardSync,
  tenantCards,
  type CardRecord,
  type CardSyncRecord,
} from '../db';
import {
  cardLabel,
  declineReasonFor,
  declineWords,
  fromCents,
  moneyText,
  referenceFor,
  toCents,
} from '../fixtures/card-rules';
import { productId } from '../fixtures/catalogue';
import { fnv1a32, mulberry32, stableUuid } from '../hash';
import { clientAdminIds, sendNotification } from '../notify';
import { appendCardRow, logActivity } from './card-writes';
import {
  cardAppOf,
  cardsContext,
  isExpired,
  ledgerOf,
  periodStart,
  spentSince,
  type CardsContext,
} from './card-views';

/** How long a statement sync runs (mock clock). */
export const STATEMENT_SYNC_MS = 2000;

/** Merchants that charge a card by mistake now and then (catalogue apps). */
const STRAY_MERCHANTS = ['Grammarly', 'Zoom', 'Canva', 'Notion', 'Dropbox'];

export function syncOf(record: CardSyncRecord | undefined, now = Date.now()): StatementSync {
  if (!record) return { is_syncing: false, started_at: null, finished_at: null, new_rows: 0 };
  const running = record.finished_at === null && Date.parse(record.settles_at) > now;
  return {
    is_syncing: running,
    started_at: record.started_at,
    finished_at: record.finished_at,
    new_rows: record.new_rows,
  };
}

export function isSyncing(tenantId: string, now = Date.now()): boolean {
  return syncOf(findCardSync(tenantId), now).is_syncing;
}

export async function startSync(tenantId: string, cardIds: string[]): Promise<CardSyncRecord> {
  const now = Date.now();
  const previous = findCardSync(tenantId);
  const fields = {
    number: (previous?.number ?? 0) + 1,
    card_ids: cardIds,
    started_at: new Date(now).toISOString(),
    settles_at: new Date(now + STATEMENT_SYNC_MS).toISOString(),
    finished_at: null,
    new_rows: 0,
  };
  if (!previous) {
    return cardSyncs.create({ id: stableUuid(`card-sync:${tenantId}`), tenant_id: tenantId, ...fields });
  }
  const updated = await cardSyncs.update((q) => q.where((s) => s.tenant_id === tenantId), {
    data(row) {
      Object.assign(row, fields);
    },
  });
  return updated!;
}

function strayApp(card: CardRecord, pick: number): { id: string; name: string } | null {
  const index = catalogueIndex();
  const names = STRAY_MERCHANTS.filter((name) => productId(productSlug(name)) !== card.app_id);
  const name = names[pick % names.length];
  const id = name === undefined ? undefined : productId(productSlug(name));
  return id !== undefined && index.productById.has(id) ? { id, name: name! } : null;
}

/** What a sync declined, for the client admins' summary. */
interface DeclineTally {
  cards: number;
  charges: number;
}

/**
 * Brings in one card's new rows; returns how many. Each decline notifies the holder, and `admins`
 * (the tenant's client admins when one card is synced; none when every card is, since they get one
 * summary instead of a notification per decline).
 */
async function syncCard(
  card: CardRecord,
  sync: CardSyncRecord,
  context: CardsContext,
  admins: readonly string[],
  tally: DeclineTally,
): Promise<number> {
  const random = mulberry32(fnv1a32(`card-sync:${sync.tenant_id}:${sync.number}:${card.id}`));
  const expired = isExpired(card, context.today);
  // A blocked or expired card only sees its merchant try once; the rest bring 1–3 rows.
  const count = card.status === 'BLOCKED' || expired ? 1 : 1 + Math.floor(random() * 3);
  const ledger = ledgerOf(card, context);
  let seq = context.stored.get(card.id)?.length ?? 0;
  let balance = ledger.balanceCents;
  let spent = spentSince(ledger, periodStart(card, context.today));
  const limit = toCents(card.limit);
  const app = cardAppOf(card.app_id);
  const own = { id: card.app_id, name: app.name };
  const base = Math.max(500, Math.round(limit * (0.02 + random() * 0.06)));
  const declined: { merchant: string; cents: number; reason: string }[] = [];
  const room = () => Math.min(balance, limit - spent);

  const charge = async (cents: number, pending: boolean, merchant: { id: string; name: string }) => {
    const reason = declineReasonFor({
      cancelled: card.status === 'CANCELLED',
      expired,
      blocked: card.status === 'BLOCKED',
      spentCents: spent,
      limitCents: limit,
      balanceCents: balance,
      cents,
      ownMerchant: merchant.id === card.app_id,
    });
    await appendCardRow(
      card,
      {
        kind: 'charge',
        merchant: merchant.name,
        description:
          merchant.id === card.app_id ? `${merchant.name} usage charge` : `${merchant.name} purchase`,
        reference: referenceFor('CH', fnv1a32(`${card.id}:${sync.number}:${seq}`)),
        amount: -fromCents(cents),
        merchant_amount: null,
        merchant_currency: null,
        merchant_app_id: merchant.id,
        status: reason ? 'declined' : pending ? 'pending' : 'settled',
        decline_reason: reason,
      },
      seq++,
    );
    if (reason) {
      declined.push({
        merchant: merchant.name,
        cents,
        reason: declineWords(reason, { app: app.name, period: card.limit_period }),
      });
      return;
    }
    balance -= cents;
    spent += cents;
  };

  // First a settled charge from the card's app, sized to what the card can pay when it can.
  await charge(room() >= 100 ? Math.min(base, Math.floor(room() * 0.9)) : base, false, own);
  for (let i = 1; i < count; i++) {
    if (i === 1 && random() < 0.15) {
      // Now and then a charge the card refuses: another merchant's, or more than it holds.
      const stray = random() < 0.5 ? strayApp(card, Math.floor(random() * 100)) : null;
      await charge(stray ? Math.max(100, Math.round(base * 0.2)) : balance + base, false, stray ?? own);
    } else {
      const left = room();
      await charge(left >= 200 ? Math.min(Math.round(base * 0.3), Math.floor(left / 2)) : 100, true, own);
    }
  }

  const holder = accounts.findFirst((q) => q.where((a) => a.user_id === card.holder_id));
  const recipients = [...new Set([...(holder?.is_active ? [holder.user_id] : []), ...admins])];
  tally.cards += declined.length > 0 ? 1 : 0;
  tally.charges += declined.length;
  for (const d of declined) {
    await sendNotification({
      userIds: recipients,
      kind: 'card_declined',
      title: `Card payment to ${d.merchant} declined`,
      text: `A ${moneyText(d.cents, card.currency)} charge from ${d.merchant} on ${cardLabel(card)} was declined: ${d.reason}.`,
      link: `/cards/${card.id}`,
    });
  }
  await logActivity(
    card,
    'statement_synced',
    null,
    `Statement synced: ${count} new transaction${count === 1 ? '' : 's'}`,
  );
  return count;
}

const settling = new Map<string, Promise<void>>();

/** Brings in a finished sync's rows, once; every cards route calls this before it reads. */
export function settleSync(tenantId: string): Promise<void> {
  const running = settling.get(tenantId);
  if (running) return running;
  const record = findCardSync(tenantId);
  if (!record || record.finished_at !== null || Date.parse(record.settles_at) > Date.now()) {
    return Promise.resolve();
  }
  const work = (async () => {
    let newRows = 0;
    // One view of the money before any row comes in: each card reads only its own rows.
    const context = cardsContext(tenantId, null);
    const admins = clientAdminIds(tenantId);
    const single = record.card_ids.length === 1;
    const byId = new Map(tenantCards(tenantId).map((card) => [card.id, card]));
    const tally: DeclineTally = { cards: 0, charges: 0 };
    for (const id of record.card_ids) {
      const card = byId.get(id);
      if (!card || card.status === 'CANCELLED') continue;
      newRows += await syncCard(card, record, context, single ? admins : [], tally);
    }
    if (!single && tally.charges > 0) {
      const charges = tally.charges === 1 ? '1 card payment' : `${tally.charges} card payments`;
      await sendNotification({
        userIds: admins,
        kind: 'card_declined',
        title: `${charges} declined`,
        text: `The statement sync found ${charges} declined on ${tally.cards === 1 ? '1 card' : `${tally.cards} cards`}; each card's statement says why.`,
        link: '/cards',
      });
    }
    await cardSyncs.update((q) => q.where((s) => s.id === record.id), {
      data(row) {
        row.finished_at = record.settles_at;
        row.new_rows = newRows;
      },
    });
  })();
  settling.set(tenantId, work);
  return work.finally(() => settling.delete(tenantId));
}
