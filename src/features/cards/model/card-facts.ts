/**
 * What a card's row says beyond its fields: the limit period in words, the expiry month, and the
 * two things worth flagging (it expires soon; its balance will not cover the next charge). Pure,
 * with today passed in, so the rows and their tests never depend on the clock.
 */
import { daysBetween } from '@/lib/calendar';
import type { Card, LimitPeriod, TopupMode } from '../api/schemas';

/** A card expiring within this many days is flagged. */
export const EXPIRY_WARNING_DAYS = 30;

export const LIMIT_PERIOD_LABELS: Readonly<Record<LimitPeriod, string>> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
  one_off: 'One-off',
};

/** The period a card's spending is counted over, as a phrase after the amount ("£20.00 this month"). */
export const SPENT_PERIOD_PHRASES: Readonly<Record<LimitPeriod, string>> = {
  monthly: 'this month',
  quarterly: 'this quarter',
  yearly: 'this year',
  one_off: 'since issued',
};

export const TOPUP_MODE_LABELS: Readonly<Record<TopupMode, string>> = {
  fixed: 'A fixed amount each period',
  refill: 'Refill to the limit',
};

/** The card's expiry as it is printed on a card: `MM/YYYY` of its last day. */
export function expiryText(expiresOn: string): string {
  return `${expiresOn.slice(5, 7)}/${expiresOn.slice(0, 4)}`;
}

export type CardFlag = 'expired' | 'expires_soon' | 'low_balance';

export const CARD_FLAG_LABELS: Readonly<Record<CardFlag, string>> = {
  expired: 'Expired',
  expires_soon: 'Expires soon',
  low_balance: 'Low balance',
};

/** Whether the card's balance will not cover the charge its recurring charges say comes next. */
export const balanceShortOfNextCharge = (card: Pick<Card, 'balance' | 'next_charge'>) =>
  card.next_charge !== null && card.balance < card.next_charge.amount;

/** Whether the card is past its expiry (the last day of its expiry month). */
export const isExpired = (card: Pick<Card, 'expires_on'>, today: string) =>
  daysBetween(today, card.expires_on) < 0;

/** What a live card's row flags (a cancelled card flags nothing: it will never be charged again). */
export function cardFlags(
  card: Pick<Card, 'status' | 'expires_on' | 'balance' | 'next_charge'>,
  today: string,
): CardFlag[] {
  if (card.status === 'CANCELLED') return [];
  const flags: CardFlag[] = [];
  if (isExpired(card, today)) flags.push('expired');
  else if (daysBetween(today, card.expires_on) <= EXPIRY_WARNING_DAYS) flags.push('expires_soon');
  if (balanceShortOfNextCharge(card)) flags.push('low_balance');
  return flags;
}
