import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testOpportunity } from '@/test/opportunity';
import { totalsOf } from '../model/totals';
import { showMove } from './board-mutations';
import { opportunityQueries } from './opportunity-queries';
import {
  OPPORTUNITY_STATUSES,
  type Board,
  type Opportunity,
  type OpportunityList,
  type OpportunityStatus,
} from './schemas';

const cards = [
  testOpportunity('a', 'identified', 1200, 4800),
  testOpportunity('b', 'identified', 300.5, 900),
  testOpportunity('c', 'in_review', 2000, 8000),
];

function boardOf(rows: Opportunity[]): Board {
  const kanban = OPPORTUNITY_STATUSES.map((status) => {
    const column = rows.filter((row) => row.status === status).map((row, position) => ({ ...row, position }));
    return { status, cards: column, ...totalsOf(column) };
  });
  return { kanban, ...totalsOf(rows) };
}

function listOf(rows: Opportunity[]): OpportunityList {
  return { rows, ...totalsOf(rows) };
}

function cache() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(opportunityQueries.board().queryKey, boardOf(cards));
  const all = opportunityQueries.list({ status: 'all' }).queryKey;
  const identified = opportunityQueries.list({ status: 'identified' }).queryKey;
  const open = opportunityQueries.list({ status: 'open', keyword: 'zoom' }).queryKey;
  const realised = opportunityQueries.list({ status: 'realised' }).queryKey;
  queryClient.setQueryData(all, listOf(cards));
  queryClient.setQueryData(identified, listOf(cards.slice(0, 2)));
  queryClient.setQueryData(open, listOf(cards));
  queryClient.setQueryData(realised, listOf([]));
  return { queryClient, all, identified, open, realised };
}

describe('showMove', () => {
  it('moves the card on the board with both columns’ totals, the board’s staying the same', async () => {
    const { queryClient } = cache();
    await showMove(queryClient, { card: cards[0]!, status: 'in_review', position: 1 });
    const board = queryClient.getQueryData(opportunityQueries.board().queryKey)!;
    const column = (status: OpportunityStatus) =>
      board.kanban.find((candidate) => candidate.status === status)!;
    expect(column('identified')).toMatchObject({ count: 1, value: 300.5, arr: 900 });
    expect(column('identified').cards.map((card) => [card.id, card.position])).toEqual([['b', 0]]);
    expect(column('in_review')).toMatchObject({ count: 2, value: 3200, arr: 12800 });
    expect(column('in_review').cards.map((card) => [card.id, card.status, card.position])).toEqual([
      ['c', 'in_review', 0],
      ['a', 'in_review', 1],
    ]);
    expect(board).toMatchObject({ count: 3, value: 3500.5, arr: 13700 });
  });

  it('gives list rows their new status, and takes the card out of pages whose filter no longer selects it', async () => {
    const { queryClient, all, identified, open, realised } = cache();
    await showMove(queryClient, { card: cards[0]!, status: 'in_review', position: 0 });
    const get = (key: readonly unknown[]) => queryClient.getQueryData<OpportunityList>(key)!;

    expect(get(all).rows.map((row) => [row.id, row.status])).toEqual([
      ['a', 'in_review'],
      ['b', 'identified'],
      ['c', 'in_review'],
    ]);
    expect(get(all)).toMatchObject({ count: 3, value: 3500.5 });
    expect(get(identified)).toMatchObject({ count: 1, value: 300.5, arr: 900 });
    expect(get(identified).rows.map((row) => row.id)).toEqual(['b']);
    expect(get(open).rows.find((row) => row.id === 'a')?.status).toBe('in_review');
    // A page that does not show the card cannot tell where it belongs: it is read again afterwards.
    expect(get(realised)).toEqual(listOf([]));

    await showMove(queryClient, { card: cards[2]!, status: 'realised', position: 0 });
    expect(get(open)).toMatchObject({ count: 2, value: 1500.5, arr: 5700 });
  });

  it('puts the board and every list back together when rolled back', async () => {
    const { queryClient, identified } = cache();
    const before = queryClient.getQueryData(opportunityQueries.board().queryKey);
    const shown = await showMove(queryClient, { card: cards[1]!, status: 'dismissed', position: 0 });
    expect(queryClient.getQueryData<OpportunityList>(identified)?.count).toBe(1);
    shown.rollback();
    expect(queryClient.getQueryData(opportunityQueries.board().queryKey)).toEqual(before);
    expect(queryClient.getQueryData<OpportunityList>(identified)?.count).toBe(2);
  });
});
