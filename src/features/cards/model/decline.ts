/**
 * Every declined charge explained, with the one action that fixes it. The reason is told from the
 * statement row (what the card had, what was asked); the fix from the card as it is now, so a fix is
 * offered only while it is still needed and only to a caller who may take it:
 *
 * | Reason                 | Words                                                          | Fix (now)                                                                   |
 * | ---------------------- | -------------------------------------------------------------- | --------------------------------------------------------------------------- |
 * | insufficient_balance   | "The card had £12.00; the charge was £30.00."                  | top up by the charge less today's balance; none once the balance covers it  |
 * | over_limit             | the charge and the card's limit for its period                 | raise the limit to spent this period + the charge (admins); none if it fits |
 * | card_blocked           | the card was blocked                                           | activate (admins) while still blocked; renew instead once it has expired    |
 * | card_cancelled         | the card had been cancelled                                    | none: cancelling is final                                                   |
 * | card_expired           | the card had expired, and when                                 | renew (admins), unless it has been renewed                                  |
 * | merchant_mismatch      | the merchant is not the card's app                             | open the merchant's app page, when the merchant is a known app              |
 */
import { roundCents } from '@/lib/calendar';
import { formatDay, formatMoney } from '@/lib/format';
import type { Card, CardTransaction, DeclineReason, LimitPeriod } from '../api/schemas';
import { isExpired } from './card-facts';
import { askAdminText, mayTakeFix, type CardCaller, type CardFix } from './card-fix';

export interface DeclineExplanation {
  /** Null when the server gave none. */
  reason: DeclineReason | null;
  /** Why the charge was refused, in plain words. */
  text: string;
  /** The one action that fixes it, when it is still needed and the caller may take it. */
  fix: CardFix | null;
  /** What stands now instead of a fix: it no longer needs one, or who may take it. */
  note: string | null;
}

export const DECLINE_TITLES: Readonly<Record<DeclineReason, string>> = {
  insufficient_balance: 'Not enough balance',
  over_limit: 'Over the limit',
  card_blocked: 'Card blocked',
  card_cancelled: 'Card cancelled',
  card_expired: 'Card expired',
  merchant_mismatch: 'Another merchant',
};

const PER_PERIOD: Readonly<Record<LimitPeriod, string>> = {
  monthly: 'a month',
  quarterly: 'a quarter',
  yearly: 'a year',
  one_off: 'in all',
};

/** The card's limit in words: '£100.00 a month'. */
export function limitText(card: Pick<Card, 'limit' | 'limit_period' | 'currency'>): string {
  return `${formatMoney(card.limit, card.currency)} ${PER_PERIOD[card.limit_period]}`;
}

/** The fix the reason calls for on the card as it is now (null when nothing is left to fix). */
function neededFix(
  row: CardTransaction,
  card: Card,
  charge: number,
  today: string,
): { fix: CardFix | null; done: string | null } {
  const money = (amount: number) => formatMoney(amount, card.currency);
  switch (row.decline_reason) {
    case 'insufficient_balance': {
      const shortfall = roundCents(charge - card.balance);
      return shortfall > 0
        ? { fix: { kind: 'top_up', amount: shortfall }, done: null }
        : { fix: null, done: `The balance, ${money(card.balance)}, now covers it.` };
    }
    case 'over_limit': {
      const needed = roundCents(card.spent_this_period + charge);
      return needed > card.limit
        ? { fix: { kind: 'raise_limit', limit: needed }, done: null }
        : { fix: null, done: "The card's limit now leaves room for it." };
    }
    case 'card_blocked':
      return card.status === 'BLOCKED'
        ? { fix: isExpired(card, today) ? { kind: 'renew' } : { kind: 'activate' }, done: null }
        : { fix: null, done: card.status === 'ACTIVATED' ? 'The card is active again.' : null };
    case 'card_expired':
      return card.replaced_by || card.status === 'CANCELLED'
        ? { fix: null, done: card.replaced_by ? 'The card has been renewed.' : null }
        : { fix: { kind: 'renew' }, done: null };
    case 'merchant_mismatch':
      return { fix: row.merchant_app ? { kind: 'open_app', app: row.merchant_app } : null, done: null };
    case 'card_cancelled':
    case null:
      return { fix: null, done: card.replaced_by ? 'The card has been renewed.' : null };
  }
}

/** Why the row's charge was refused, in plain words. */
function reasonText(row: CardTransaction, card: Card, charge: number): string {
  const money = (amount: number) => formatMoney(amount, card.currency);
  switch (row.decline_reason) {
    case 'insufficient_balance':
      return `The card had ${money(row.balance_after)}; the charge was ${money(charge)}.`;
    case 'over_limit':
      return `The charge of ${money(charge)} would have taken the card over its limit of ${limitText(card)}.`;
    case 'card_blocked':
      return 'The card was blocked when the charge came in.';
    case 'card_cancelled':
      return 'The card had been cancelled when the charge came in.';
    case 'card_expired':
      return `The card had expired: it was valid until ${formatDay(card.expires_on)}.`;
    case 'merchant_mismatch':
      return `${row.merchant} is not ${card.app.name}, the only app this card pays.`;
    case null:
      return 'The charge was declined.';
  }
}

/**
 * A declined row's reason and fix; null for a row that was not declined. `caller` says who is
 * asking: a fix they may not take becomes a note saying who may. `today` (`YYYY-MM-DD`) tells an
 * expired card, which is renewed rather than activated.
 */
export function explainDecline(
  row: CardTransaction,
  card: Card,
  caller: CardCaller,
  today: string,
): DeclineExplanation | null {
  if (row.status !== 'declined') return null;
  const charge = Math.abs(row.amount);
  const { fix, done } = neededFix(row, card, charge, today);
  const reason = row.decline_reason;
  const text = reasonText(row, card, charge);
  if (!fix) return { reason, text, fix: null, note: done };
  if (mayTakeFix(fix, card, caller)) return { reason, text, fix, note: null };
  const note = card.status === 'CANCELLED' ? null : askAdminText(fix, card.currency);
  return { reason, text, fix: null, note };
}
