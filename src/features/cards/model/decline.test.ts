import { describe, expect, it } from 'vitest';
import { testCard, testDeclinedCharge } from '@/test/cards';
import { fixLabel, mayTakeFix } from './card-fix';
import { explainDecline } from './decline';

const miro = { id: 'app-miro', name: 'Miro', slug: 'miro', vendor: 'Miro' };

const card = testCard;
const declined = testDeclinedCharge;

const admin = { isAdmin: true };
const holder = { isAdmin: false };
const today = '2026-03-15';

describe('explainDecline', () => {
  it('explains nothing for a row that went through', () => {
    expect(
      explainDecline(declined({ status: 'settled', decline_reason: null }), card(), admin, today),
    ).toBeNull();
    expect(
      explainDecline(declined({ status: 'pending', decline_reason: null }), card(), admin, today),
    ).toBeNull();
  });

  describe('not enough balance', () => {
    it('says what the card had and what was asked, and tops up by the shortfall against today’s balance', () => {
      const row = declined();
      expect(explainDecline(row, card(), admin, today)).toEqual({
        reason: 'insufficient_balance',
        text: 'The card had £12.00; the charge was £30.00.',
        fix: { kind: 'top_up', amount: 18 },
        note: null,
      });
      // The balance has moved since: the shortfall is worked out from today's.
      expect(explainDecline(row, card({ balance: 25.5 }), holder, today)?.fix).toEqual({
        kind: 'top_up',
        amount: 4.5,
      });
      expect(explainDecline(row, card({ balance: 29.99 }), holder, today)?.fix).toEqual({
        kind: 'top_up',
        amount: 0.01,
      });
    });

    it('offers no top-up once the balance covers the charge', () => {
      expect(explainDecline(declined(), card({ balance: 30 }), admin, today)).toMatchObject({
        fix: null,
        note: 'The balance, £30.00, now covers it.',
      });
    });

    it('lets only who may top the card up take it, and tells the others who may', () => {
      expect(explainDecline(declined(), card({ can_top_up: false }), holder, today)).toMatchObject({
        fix: null,
        note: 'Ask a company admin to top up £18.00.',
      });
    });

    it('says the amounts in the card’s currency', () => {
      expect(
        explainDecline(
          declined({ amount: -1250, balance_after: 1000 }),
          card({ currency: 'EUR', balance: 1000 }),
          admin,
          today,
        ),
      ).toMatchObject({
        text: 'The card had €1,000.00; the charge was €1,250.00.',
        fix: { kind: 'top_up', amount: 250 },
      });
    });
  });

  describe('over the limit', () => {
    const row = declined({ decline_reason: 'over_limit', balance_after: 60 });

    it('raises the limit to this period’s spending plus the charge, for admins', () => {
      expect(explainDecline(row, card({ spent_this_period: 80.1 }), admin, today)).toEqual({
        reason: 'over_limit',
        text: 'The charge of £30.00 would have taken the card over its limit of £100.00 a month.',
        fix: { kind: 'raise_limit', limit: 110.1 },
        note: null,
      });
      expect(explainDecline(row, card({ spent_this_period: 80 }), holder, today)).toMatchObject({
        fix: null,
        note: 'Ask a company admin to raise the limit to £110.00.',
      });
    });

    it('needs no fix once the limit leaves room (a new period, a raised limit)', () => {
      expect(explainDecline(row, card({ spent_this_period: 0 }), admin, today)).toMatchObject({
        fix: null,
        note: "The card's limit now leaves room for it.",
      });
      expect(explainDecline(row, card({ limit: 110 }), admin, today)?.fix).toBeNull();
    });

    it('names the limit’s period', () => {
      expect(explainDecline(row, card({ limit_period: 'one_off' }), admin, today)?.text).toMatch(
        /£100\.00 in all\.$/,
      );
      expect(explainDecline(row, card({ limit_period: 'quarterly' }), admin, today)?.text).toMatch(
        /a quarter\.$/,
      );
    });
  });

  describe('card blocked', () => {
    const row = declined({ decline_reason: 'card_blocked' });

    it('activates a card still blocked, for admins only', () => {
      expect(explainDecline(row, card({ status: 'BLOCKED' }), admin, today)).toEqual({
        reason: 'card_blocked',
        text: 'The card was blocked when the charge came in.',
        fix: { kind: 'activate' },
        note: null,
      });
      expect(explainDecline(row, card({ status: 'BLOCKED' }), holder, today)).toMatchObject({
        fix: null,
        note: 'Ask a company admin to activate the card.',
      });
    });

    it('renews instead once the card has expired (an expired card cannot be activated)', () => {
      expect(
        explainDecline(row, card({ status: 'BLOCKED', expires_on: '2026-03-14' }), admin, today)?.fix,
      ).toEqual({
        kind: 'renew',
      });
      expect(explainDecline(row, card({ status: 'BLOCKED', expires_on: today }), admin, today)?.fix).toEqual({
        kind: 'activate',
      });
    });

    it('needs nothing once the card is active again', () => {
      expect(explainDecline(row, card(), admin, today)).toMatchObject({
        fix: null,
        note: 'The card is active again.',
      });
    });
  });

  it('card cancelled: says so and offers nothing, cancelling being final', () => {
    const row = declined({ decline_reason: 'card_cancelled' });
    expect(explainDecline(row, card({ status: 'CANCELLED' }), admin, today)).toEqual({
      reason: 'card_cancelled',
      text: 'The card had been cancelled when the charge came in.',
      fix: null,
      note: null,
    });
  });

  describe('card expired', () => {
    const row = declined({ decline_reason: 'card_expired' });

    it('renews the card, for admins', () => {
      expect(explainDecline(row, card({ expires_on: '2026-02-28' }), admin, today)).toEqual({
        reason: 'card_expired',
        text: 'The card had expired: it was valid until 28 Feb 2026.',
        fix: { kind: 'renew' },
        note: null,
      });
      expect(explainDecline(row, card({ expires_on: '2026-02-28' }), holder, today)?.note).toBe(
        'Ask a company admin to renew the card.',
      );
    });

    it('offers nothing once it has been renewed (the old card is cancelled)', () => {
      expect(
        explainDecline(row, card({ status: 'CANCELLED', replaced_by: 'card-2' }), admin, today),
      ).toMatchObject({
        fix: null,
        note: 'The card has been renewed.',
      });
    });
  });

  describe('another merchant', () => {
    it('names the merchant and the card’s app, and opens the merchant’s app page for anyone', () => {
      const row = declined({ decline_reason: 'merchant_mismatch', merchant: 'Miro', merchant_app: miro });
      const explained = explainDecline(row, card(), holder, today);
      expect(explained).toEqual({
        reason: 'merchant_mismatch',
        text: 'Miro is not Figma, the only app this card pays.',
        fix: { kind: 'open_app', app: miro },
        note: null,
      });
    });

    it('has no page to open when the merchant is no known app', () => {
      const row = declined({ decline_reason: 'merchant_mismatch', merchant: 'ACME LTD', merchant_app: null });
      expect(explainDecline(row, card(), admin, today)).toMatchObject({ fix: null, note: null });
    });
  });
});

describe('fixes', () => {
  it('names each fix with its amount in the card’s currency', () => {
    expect(fixLabel({ kind: 'top_up', amount: 18 }, 'GBP')).toBe('Top up £18.00');
    expect(fixLabel({ kind: 'raise_limit', limit: 110 }, 'USD')).toBe('Raise the limit to $110.00');
    expect(fixLabel({ kind: 'activate' }, 'GBP')).toBe('Activate the card');
    expect(fixLabel({ kind: 'renew' }, 'GBP')).toBe('Renew the card');
    expect(fixLabel({ kind: 'open_app', app: miro }, 'GBP')).toBe("Open Miro's page");
  });

  it('lets nobody act on a cancelled card, but anyone open an app’s page', () => {
    const cancelled = card({ status: 'CANCELLED' });
    for (const fix of [
      { kind: 'top_up', amount: 1 },
      { kind: 'raise_limit', limit: 1 },
      { kind: 'activate' },
      { kind: 'renew' },
    ] as const) {
      expect(mayTakeFix(fix, cancelled, admin)).toBe(false);
    }
    expect(mayTakeFix({ kind: 'open_app', app: miro }, cancelled, holder)).toBe(true);
  });
});
