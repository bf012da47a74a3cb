import { describe, expect, it } from 'vitest';
import { testCard } from '@/test/cards';
import type { Card } from '../api/schemas';
import { cardAlerts } from './card-alerts';

const card = (changes: Partial<Card> = {}) =>
  testCard({
    period_start: '2026-11-01',
    next_charge: { date: '2026-12-03', amount: 30, merchant: 'Figma' },
    ...changes,
  });

const today = '2026-11-20';

describe('cardAlerts', () => {
  it('flags a balance that will not cover the next charge, with the date, the amounts and the top-up', () => {
    expect(cardAlerts(card(), today)).toEqual([
      {
        kind: 'low_balance',
        text: 'Next charge £30.00 on 3 Dec; the balance is £12.00 — top up £18.00 before then.',
        charge: { date: '2026-12-03', amount: 30, merchant: 'Figma' },
        shortfall: 18,
        fix: { kind: 'top_up', amount: 18 },
      },
    ]);
  });

  it('is quiet when the balance covers the charge, or no charge is expected', () => {
    expect(cardAlerts(card({ balance: 30 }), today)).toEqual([]);
    expect(cardAlerts(card({ next_charge: null }), today)).toEqual([]);
  });

  it('flags a card expiring within 30 days, or expired, with Renew', () => {
    expect(cardAlerts(card({ balance: 50, expires_on: '2026-12-20' }), today)).toEqual([
      {
        kind: 'expiring',
        text: 'Expires on 20 Dec 2026, in 30 days — renew it to keep paying for Figma.',
        expiresOn: '2026-12-20',
        days: 30,
        fix: { kind: 'renew' },
      },
    ]);
    expect(cardAlerts(card({ balance: 50, expires_on: '2026-12-21' }), today)).toEqual([]);
    expect(cardAlerts(card({ balance: 50, expires_on: '2026-11-21' }), today)[0]?.text).toBe(
      'Expires on 21 Nov 2026, in 1 day — renew it to keep paying for Figma.',
    );
    expect(cardAlerts(card({ balance: 50, expires_on: today }), today)[0]?.text).toBe(
      'Expires today — renew it to keep paying for Figma.',
    );
    expect(cardAlerts(card({ balance: 50, expires_on: '2026-10-31' }), today)[0]).toMatchObject({
      text: 'Expired on 31 Oct 2026 — renew it to keep paying for Figma.',
      days: -20,
    });
  });

  it('puts money first when both apply, and says nothing about a cancelled or renewed card', () => {
    expect(cardAlerts(card({ expires_on: '2026-12-01' }), today).map((alert) => alert.kind)).toEqual([
      'low_balance',
      'expiring',
    ]);
    expect(cardAlerts(card({ status: 'CANCELLED', expires_on: '2026-12-01' }), today)).toEqual([]);
    expect(cardAlerts(card({ balance: 50, expires_on: '2026-12-01', replaced_by: 'card-2' }), today)).toEqual(
      [],
    );
  });

  it('still flags a blocked card (it will need the money once active)', () => {
    expect(cardAlerts(card({ status: 'BLOCKED' }), today)).toHaveLength(1);
  });
});
