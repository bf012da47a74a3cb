import { describe, expect, it } from 'vitest';
import { opportunityWrites, type OpportunityChange } from './opportunity-mutations';
import { opportunityQueries } from './opportunity-queries';
import type { Board, Opportunity, OpportunityList, OpportunityListQuery } from './schemas';

function opportunity(id: string, overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id,
    title: `Opportunity ${id}`,
    app: { id: 'product-zoom', name: 'Zoom', slug: 'zoom' },
    owner: null,
    status: 'identified',
    position: 0,
    savings_potential: 100,
    arr: 1000,
    due_date: null,
    comment_count: 0,
    created_at: '2026-03-01T09:00:00Z',
    updated_at: '2026-03-01T09:00:00Z',
    can_edit: true,
    ...overrides,
  };
}

const list = (rows: Opportunity[], count = rows.length): OpportunityList => ({
  rows,
  count,
  value: rows.reduce((sum, row) => sum + row.savings_potential, 0) + (count - rows.length) * 100,
  arr: rows.reduce((sum, row) => sum + row.arr, 0) + (count - rows.length) * 1000,
});

/** The change applied to one cached list page asking `query`. */
function onList(change: OpportunityChange, page: OpportunityList, query: OpportunityListQuery) {
  const [write] = opportunityWrites(change);
  return write!.update(page, [...opportunityQueries.lists(), query]) as OpportunityList;
}

function onBoard(change: OpportunityChange, board: Board) {
  const [, write] = opportunityWrites(change);
  return write!.update(board, opportunityQueries.board().queryKey) as Board;
}

describe('opportunityWrites', () => {
  const a = opportunity('a');
  const b = opportunity('b', { savings_potential: 250.5, arr: 2000 });

  it('puts a new opportunity first on the first page of a list that selects it, keeping the page size', () => {
    const fresh = opportunity('new', { savings_potential: 40, arr: 400 });
    const next = onList({ kind: 'saved', opportunity: fresh }, list([a, b], 5), { skip: 0, top: 2 });
    expect(next.rows.map((row) => row.id)).toEqual(['new', 'a']);
    expect(next).toMatchObject({ count: 6, value: 650.5 + 40, arr: 6000 + 400 });
  });

  it('changes only the totals of a later page', () => {
    const fresh = opportunity('new', { savings_potential: 40, arr: 400 });
    const next = onList({ kind: 'saved', opportunity: fresh }, list([a, b], 5), { skip: 2, top: 2 });
    expect(next.rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(next).toMatchObject({ count: 6, value: 690.5, arr: 6400 });
  });

  it('leaves a list whose filter does not select the opportunity alone', () => {
    const page = list([a, b]);
    const realised = opportunity('new', { status: 'realised' });
    expect(onList({ kind: 'saved', opportunity: realised }, page, { status: 'open' })).toBe(page);
  });

  it('adjusts by the difference when edited, and takes a row out of a list it no longer belongs to', () => {
    const edited = { ...b, savings_potential: 300, arr: 1500 };
    const next = onList({ kind: 'saved', opportunity: edited }, list([a, b]), { status: 'open' });
    expect(next.rows.map((row) => row.savings_potential)).toEqual([100, 300]);
    expect(next).toMatchObject({ count: 2, value: 400, arr: 2500 });

    const dismissed = { ...b, status: 'dismissed' as const };
    const left = onList({ kind: 'saved', opportunity: dismissed }, list([a, b]), { status: 'open' });
    expect(left.rows.map((row) => row.id)).toEqual(['a']);
    expect(left).toMatchObject({ count: 1, value: 100, arr: 1000 });
  });

  it('puts the server’s record in place of the placeholder without counting it twice', () => {
    const placeholder = opportunity('pending-1', { savings_potential: 40, arr: 400 });
    const shown = onList({ kind: 'saved', opportunity: placeholder }, list([a]), {});
    const saved = { ...placeholder, id: 'opp-9' };
    const next = onList({ kind: 'saved', opportunity: saved, replaces: 'pending-1' }, shown, {});
    expect(next.rows.map((row) => row.id)).toEqual(['opp-9', 'a']);
    expect(next).toMatchObject({ count: 2, value: 140, arr: 1400 });
  });

  it('lowers the totals when deleted', () => {
    expect(onList({ kind: 'deleted', id: 'b' }, list([a, b]), {})).toMatchObject({
      rows: [a],
      count: 1,
      value: 100,
      arr: 1000,
    });
  });

  it('follows on the board: a new card first in its column, an edit in place, a delete gone', () => {
    const board: Board = {
      kanban: [
        { status: 'identified', cards: [a], count: 1, value: 100, arr: 1000 },
        { status: 'in_review', cards: [{ ...b, status: 'in_review' }], count: 1, value: 250.5, arr: 2000 },
        { status: 'negotiating', cards: [], count: 0, value: 0, arr: 0 },
        { status: 'realised', cards: [], count: 0, value: 0, arr: 0 },
        { status: 'dismissed', cards: [], count: 0, value: 0, arr: 0 },
      ],
      count: 2,
      value: 350.5,
      arr: 3000,
    };
    const added = onBoard({ kind: 'saved', opportunity: opportunity('new') }, board);
    expect(added.kanban[0]!.cards.map((card) => card.id)).toEqual(['new', 'a']);
    expect(added).toMatchObject({ count: 3, value: 450.5, arr: 4000 });

    const moved = onBoard({ kind: 'saved', opportunity: { ...b, status: 'realised' } }, board);
    expect(moved.kanban[1]).toMatchObject({ count: 0, value: 0 });
    expect(moved.kanban[3]).toMatchObject({ count: 1, value: 250.5 });
    expect(moved).toMatchObject({ count: 2, value: 350.5 });

    expect(onBoard({ kind: 'deleted', id: 'a' }, board)).toMatchObject({ count: 1, value: 250.5, arr: 2000 });
  });
});
