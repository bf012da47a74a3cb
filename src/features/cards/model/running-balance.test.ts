import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokensFor } from '@mocks/node';
import { addDays, localToday, roundCents } from '@/lib/calendar';
import { request } from '@/lib/http';
import { storeTokens } from '@/lib/tokens';
import { useMockApi } from '@/test/mock-api';
import { cardPath } from '../api/card-queries';
import {
  accountStatementSchema,
  CARD_LIST_MAX_TOP,
  cardListSchema,
  cardStatementSchema,
  type AccountTransaction,
  type CardTransaction,
} from '../api/schemas';

useMockApi();

/** Every row of a statement in the window, oldest first (the API sends them newest first). */
async function cardRows(cardId: string, from: string, to: string) {
  const page = await request('get', cardPath(cardId, 'statement'), cardStatementSchema, {
    searchParams: { from, to, top: CARD_LIST_MAX_TOP },
  });
  expect(page.count).toBe(page.rows.length);
  return { opening: page.opening_balance, rows: [...page.rows].reverse() };
}

async function accountRows(from: string, to: string) {
  const page = await request('get', 'account/statement/', accountStatementSchema, {
    searchParams: { from, to, top: CARD_LIST_MAX_TOP },
  });
  expect(page.count).toBe(page.rows.length);
  return { opening: page.opening_balance, closing: page.closing_balance, rows: [...page.rows].reverse() };
}

/** A card row moves the balance by its amount; a declined one moves nothing. */
const cardMove = (row: CardTransaction) => (row.status === 'declined' ? 0 : row.amount);
const accountMove = (row: AccountTransaction) => row.money_in - row.money_out;

/** Any window of the seeded past: its first day up to 450 days back, 1 to 120 days long. */
const windows = fc
  .tuple(fc.integer({ min: 0, max: 450 }), fc.integer({ min: 0, max: 119 }))
  .map(([back, length]) => {
    const today = localToday();
    const from = addDays(today, -back);
    return { from, to: addDays(from, length) };
  });

describe('running balances over the seeded data', () => {
  it('every card row’s balance is the row before’s plus its amount, from the opening balance, in any window', async () => {
    storeTokens(tokensFor('admin@acme.test'));
    const { rows: cards } = await request('get', 'cards/', cardListSchema, {
      searchParams: { top: CARD_LIST_MAX_TOP },
    });
    expect(cards.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cards), windows, async (card, { from, to }) => {
        const { opening, rows } = await cardRows(card.card_id, from, to);
        let balance = opening;
        for (const row of rows) {
          balance = roundCents(balance + cardMove(row));
          expect(row.balance_after).toBeCloseTo(balance, 2);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('every card’s whole statement runs from zero to its balance', async () => {
    storeTokens(tokensFor('admin@acme.test'));
    const { rows: cards } = await request('get', 'cards/', cardListSchema, {
      searchParams: { top: CARD_LIST_MAX_TOP },
    });
    for (const card of cards) {
      const { opening, rows } = await cardRows(card.card_id, '2000-01-01', addDays(localToday(), 1));
      expect(opening).toBe(0);
      const last = rows.at(-1);
      expect(last?.balance_after ?? 0).toBeCloseTo(card.balance, 2);
    }
  });

  it('every account row’s balance is the row before’s plus money in less money out, opening to closing', async () => {
    storeTokens(tokensFor('admin@acme.test'));
    await fc.assert(
      fc.asyncProperty(windows, async ({ from, to }) => {
        const { opening, closing, rows } = await accountRows(from, to);
        let balance = opening;
        for (const row of rows) {
          balance = roundCents(balance + accountMove(row));
          expect(row.balance).toBeCloseTo(balance, 2);
        }
        expect(closing).toBeCloseTo(balance, 2);
      }),
      { numRuns: 40 },
    );
  });
});
