import type { Card, CardTransaction } from '@/features/cards';

/**
 * A card for the pure tests: "Figma design team", £12.00 on it, £80.00 of its £100.00 monthly limit
 * spent, Olivia's, active, expiring in mid-2027; `changes` set what a test is about.
 */
export function testCard(changes: Partial<Card> = {}): Card {
  return {
    card_id: 'card-1',
    name: 'Figma design team',
    app: { id: 'app-figma', name: 'Figma', slug: 'figma', vendor: 'Figma' },
    holder: {
      user_id: 'u1',
      first_name: 'Olivia',
      last_name: 'Bennett',
      email: 'user@acme.test',
      avatar: null,
    },
    last4: '4242',
    status: 'ACTIVATED',
    currency: 'GBP',
    balance: 12,
    limit: 100,
    limit_period: 'monthly',
    topup_mode: 'fixed',
    topup_amount: 50,
    period_start: '2026-03-01',
    spent_this_period: 80,
    expires_on: '2027-06-30',
    next_charge: null,
    account_rate: 1,
    can_top_up: true,
    created_at: '2025-06-01T09:00:00Z',
    cancelled_at: null,
    cancel_reason: null,
    replaced_by: null,
    replaces: null,
    ...changes,
  };
}

/** A statement row of `testCard()`: a £30.00 charge from Figma declined for want of balance. */
export function testDeclinedCharge(changes: Partial<CardTransaction> = {}): CardTransaction {
  return {
    id: 't1',
    card_id: 'card-1',
    date: '2026-03-10',
    kind: 'charge',
    merchant: 'Figma',
    description: 'Figma Professional',
    reference: 'R-1',
    amount: -30,
    merchant_amount: null,
    merchant_currency: null,
    merchant_app: { id: 'app-figma', name: 'Figma', slug: 'figma', vendor: 'Figma' },
    status: 'declined',
    decline_reason: 'insufficient_balance',
    balance_after: 12,
    ...changes,
  };
}
