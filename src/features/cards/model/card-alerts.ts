/**
 * What needs doing about a card before it lets someone down, for its page and the list's badges.
 * Pure: the card and today's date (`YYYY-MM-DD`) in, the alerts out. A cancelled card has none.
 *
 * - **low_balance**: the balance will not cover the card's next expected charge; the fix is a top-up
 *   by the difference.
 * - **expiring**: the card expires within `EXPIRY_WARNING_DAYS` days (or has expired) and has not
 *   been renewed; the fix is renewing it.
 */
import { daysBetween, roundCents } from '@/lib/calendar';
import { formatDay, formatDayMonth, formatMoney } from '@/lib/format';
import type { Card, ExpectedCharge } from '../api/schemas';
import { balanceShortOfNextCharge, EXPIRY_WARNING_DAYS } from './card-facts';
import type { CardFix } from './card-fix';

export type CardAlert =
  | {
      kind: 'low_balance';
      /** The alert in words, with the fix's amount. */
      text: string;
      charge: ExpectedCharge;
      shortfall: number;
      fix: Extract<CardFix, { kind: 'top_up' }>;
    }
  | {
      kind: 'expiring';
      text: string;
      expiresOn: string;
      /** Days from today to the expiry date (negative once expired). */
      days: number;
      fix: Extract<CardFix, { kind: 'renew' }>;
    };

function lowBalance(card: Card): CardAlert | null {
  const charge = card.next_charge;
  if (!charge || !balanceShortOfNextCharge(card)) return null;
  const money = (amount: number) => formatMoney(amount, card.currency);
  const shortfall = roundCents(charge.amount - card.balance);
  return {
    kind: 'low_balance',
    text:
      `Next charge ${money(charge.amount)} on ${formatDayMonth(charge.date)}; ` +
      `the balance is ${money(card.balance)} — top up ${money(shortfall)} before then.`,
    charge,
    shortfall,
    fix: { kind: 'top_up', amount: shortfall },
  };
}

function expiring(card: Card, today: string): CardAlert | null {
  if (card.replaced_by) return null;
  const days = daysBetween(today, card.expires_on);
  if (days > EXPIRY_WARNING_DAYS) return null;
  const when =
    days < 0
      ? `Expired on ${formatDay(card.expires_on)}`
      : days === 0
        ? 'Expires today'
        : `Expires on ${formatDay(card.expires_on)}, in ${days === 1 ? '1 day' : `${days} days`}`;
  return {
    kind: 'expiring',
    text: `${when} — renew it to keep paying for ${card.app.name}.`,
    expiresOn: card.expires_on,
    days,
    fix: { kind: 'renew' },
  };
}

/** A card's alerts, most urgent first (money before expiry); none for a cancelled card. */
export function cardAlerts(card: Card, today: string): CardAlert[] {
  if (card.status === 'CANCELLED') return [];
  return [lowBalance(card), expiring(card, today)].filter((alert): alert is CardAlert => alert !== null);
}
