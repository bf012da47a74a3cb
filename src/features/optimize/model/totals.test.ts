import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from '@/lib/calendar';
import { testOpportunity } from '@/test/opportunity';
import { OPPORTUNITY_STATUSES, type Board, type OpportunityList } from '../api/schemas';
import {
  moveOnBoard,
  removeFromBoard,
  removeFromList,
  replaceOnBoard,
  totalsOf,
  upsertInList,
} from './totals';

const emptyList = (): OpportunityList => ({ rows: [], count: 0, value: 0, arr: 0 });
const emptyBoard = (): Board => ({
  kanban: OPPORTUNITY_STATUSES.map((status) => ({ status, cards: [], count: 0, value: 0, arr: 0 })),
  count: 0,
  value: 0,
  arr: 0,
});

/** Amounts as people enter them: whole pounds or pence. */
const amount = fc.integer({ min: 0, max: 10_000_000 }).map((pence) => pence / 100);
const status = fc.constantFrom(...OPPORTUNITY_STATUSES);
const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');

const change = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), id, status, savings: amount, arr: amount }),
  fc.record({ kind: fc.constant('edit' as const), id, status, savings: amount, arr: amount }),
  fc.record({ kind: fc.constant('delete' as const), id }),
  fc.record({ kind: fc.constant('move' as const), id, status, position: fc.integer({ min: -2, max: 12 }) }),
);

/** The shown totals must be the sums of the rows held, to the cent. */
function expectConsistent(list: OpportunityList, board: Board) {
  expect({ count: list.count, value: list.value, arr: list.arr }).toEqual(totalsOf(list.rows));
  const cards = board.kanban.flatMap((column) => column.cards);
  expect({ count: board.count, value: board.value, arr: board.arr }).toEqual(totalsOf(cards));
  for (const column of board.kanban) {
    expect({ count: column.count, value: column.value, arr: column.arr }).toEqual(totalsOf(column.cards));
    expect(column.cards.every((card) => card.status === column.status)).toBe(true);
    expect(column.cards.map((card) => card.position)).toEqual(column.cards.map((_, index) => index));
  }
  // The list and the board hold the same opportunities.
  expect(cards.map((card) => card.id).sort()).toEqual(list.rows.map((row) => row.id).sort());
}

describe('opportunity totals', () => {
  it('keeps every shown total equal to the sum of its rows through any sequence of add, edit, delete and move', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        let list = emptyList();
        let board = emptyBoard();
        for (const step of changes) {
          const current = list.rows.find((row) => row.id === step.id);
          if (step.kind === 'add' || step.kind === 'edit') {
            if ((step.kind === 'add') === Boolean(current)) continue;
            const next = testOpportunity(step.id, step.status, step.savings, step.arr);
            list = upsertInList(list, next, true);
            board = replaceOnBoard(board, next);
          } else if (step.kind === 'delete') {
            list = removeFromList(list, step.id);
            board = removeFromBoard(board, step.id);
          } else if (current) {
            const moved = { ...current, status: step.status };
            board = moveOnBoard(board, moved, step.status, step.position);
            list = upsertInList(list, moved, true);
          }
          expectConsistent(list, board);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('adjusts by exactly the difference an edit makes, to the cent', () => {
    let list = upsertInList(emptyList(), testOpportunity('a', 'identified', 0.1, 0.2), true);
    list = upsertInList(list, testOpportunity('b', 'identified', 0.2, 0.1), true);
    expect(list).toMatchObject({ count: 2, value: 0.3, arr: 0.3 });
    list = upsertInList(list, testOpportunity('a', 'identified', 1200.55, 2400), true);
    expect(list).toMatchObject({ count: 2, value: 1200.75, arr: 2400.1 });
    expect(list.rows.map((row) => row.id)).toEqual(['b', 'a']);
  });

  it('takes a row out of a list whose filter it no longer matches', () => {
    let list = upsertInList(emptyList(), testOpportunity('a', 'identified', 500, 1000), true);
    list = upsertInList(list, testOpportunity('a', 'realised', 500, 1000), false);
    expect(list).toEqual(emptyList());
    // Nothing to take out: unchanged.
    expect(upsertInList(list, testOpportunity('z', 'realised', 1, 1), false)).toBe(list);
  });

  it('moves a card within and between columns, renumbering positions and moving the column totals', () => {
    let board = emptyBoard();
    for (const [key, savings] of [
      ['a', 100],
      ['b', 200],
      ['c', 300],
    ] as const) {
      board = moveOnBoard(board, testOpportunity(key, 'identified', savings, savings * 2), 'identified', 99);
    }
    const identified = () => board.kanban[0]!;
    const inReview = () => board.kanban[1]!;
    expect(identified().cards.map((card) => card.id)).toEqual(['a', 'b', 'c']);

    board = moveOnBoard(board, identified().cards[2]!, 'identified', 0);
    expect(identified().cards.map((card) => [card.id, card.position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(identified()).toMatchObject({ count: 3, value: 600, arr: 1200 });

    board = moveOnBoard(board, identified().cards[1]!, 'in_review', 0);
    expect(identified()).toMatchObject({ count: 2, value: 500, arr: 1000 });
    expect(inReview()).toMatchObject({ count: 1, value: 100, arr: 200 });
    expect(inReview().cards[0]).toMatchObject({ id: 'a', status: 'in_review', position: 0 });
    expect(board).toMatchObject({ count: 3, value: 600, arr: 1200 });
  });

  it('rounds sums to the cent', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(
      totalsOf([testOpportunity('a', 'identified', 0.1, 0.7), testOpportunity('b', 'identified', 0.2, 0.1)]),
    ).toEqual({
      count: 2,
      value: 0.3,
      arr: 0.8,
    });
  });
});
