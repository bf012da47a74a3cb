/**
 * What fixes a card's problem (a declined charge, a warning on the card) and who may take it. A fix
 * is worked out from the card as it is now; the page turns it into the dialog or link that takes it.
 */
import { formatMoney } from '@/lib/format';
import type { Card, CardApp } from '../api/schemas';

export type CardFix =
  /** Top the card up by `amount` (TopupDialog with it suggested). */
  | { kind: 'top_up'; amount: number }
  /** Raise the limit to `limit` (the edit dialog with it suggested). */
  | { kind: 'raise_limit'; limit: number }
  | { kind: 'activate' }
  /** A new number and expiry (the renewed card replaces this one). */
  | { kind: 'renew' }
  /** The catalogue page of the app a merchant is (`/product/<slug>`). */
  | { kind: 'open_app'; app: CardApp };

export interface CardCaller {
  /** Holds client_admin: edits, blocks, activates, cancels and renews cards. */
  isAdmin: boolean;
}

/** What the parts of a card's page need to offer fixes: the card as it is now, who asks, today, and how the page takes a fix. */
export interface CardFixContext {
  card: Card;
  caller: CardCaller;
  /** `YYYY-MM-DD`. */
  today: string;
  onFix: (fix: CardFix) => void;
}

/**
 * Whether `caller` may take `fix` on `card`: a top-up when the API says they may top the card up
 * (`can_top_up`: admins, and the holder where the tenant allows it), the limit, activation and
 * renewal for admins. A cancelled card takes no fix (cancelling is final); opening an app's page is
 * open to all.
 */
export function mayTakeFix(fix: CardFix, card: Card, caller: CardCaller): boolean {
  if (fix.kind === 'open_app') return true;
  if (card.status === 'CANCELLED') return false;
  return fix.kind === 'top_up' ? card.can_top_up : caller.isAdmin;
}

/** The fix's button or link text: 'Top up £18.00', 'Raise the limit to £130.00', … */
export function fixLabel(fix: CardFix, currency: string): string {
  switch (fix.kind) {
    case 'top_up':
      return `Top up ${formatMoney(fix.amount, currency)}`;
    case 'raise_limit':
      return `Raise the limit to ${formatMoney(fix.limit, currency)}`;
    case 'activate':
      return 'Activate the card';
    case 'renew':
      return 'Renew the card';
    case 'open_app':
      return `Open ${fix.app.name}'s page`;
  }
}

/** Who may take a fix the caller may not, in words for the caller: 'Ask a company admin to …'. */
export function askAdminText(fix: CardFix, currency: string): string {
  const label = fixLabel(fix, currency);
  return `Ask a company admin to ${label.charAt(0).toLowerCase()}${label.slice(1)}.`;
}
