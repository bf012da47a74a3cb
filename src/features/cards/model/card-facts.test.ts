import { describe, expect, it } from 'vitest';
import { cardFlags, expiryText } from './card-facts';

const TODAY = '2026-03-10';
const card = {
  status: 'ACTIVATED' as const,
  expires_on: '2028-01-31',
  balance: 100,
  next_charge: { date: '2026-04-01', amount: 60, merchant: 'Figma' },
};

describe('a card’s flags', () => {
  it('flag an expiry within 30 days, or past', () => {
    expect(cardFlags(card, TODAY)).toEqual([]);
    expect(cardFlags({ ...card, expires_on: '2026-04-09' }, TODAY)).toEqual(['expires_soon']);
    expect(cardFlags({ ...card, expires_on: '2026-04-10' }, TODAY)).toEqual([]);
    expect(cardFlags({ ...card, expires_on: TODAY }, TODAY)).toEqual(['expires_soon']);
    expect(cardFlags({ ...card, expires_on: '2026-03-09' }, TODAY)).toEqual(['expired']);
  });

  it('flag a balance that will not cover the next charge', () => {
    expect(cardFlags({ ...card, balance: 59.99 }, TODAY)).toEqual(['low_balance']);
    expect(cardFlags({ ...card, balance: 60 }, TODAY)).toEqual([]);
    expect(cardFlags({ ...card, balance: 0, next_charge: null }, TODAY)).toEqual([]);
  });

  it('flag nothing on a cancelled card', () => {
    expect(cardFlags({ ...card, status: 'CANCELLED', expires_on: '2026-03-20', balance: 0 }, TODAY)).toEqual(
      [],
    );
  });
});

it('shows the expiry as printed on a card', () => {
  expect(expiryText('2028-01-31')).toBe('01/2028');
});
