/**
 * The totals arithmetic of opportunity lists and the board, for optimistic updates: every change
 * adjusts `count`, `value` (Σ savings_potential) and `arr` (Σ arr) by exactly the difference it
 * makes, so what is shown stays the sum of the rows the server holds. All functions are pure and
 * idempotent on ids (adding an id already present replaces it; removing a missing id changes nothing).
 */
import { roundCents } from '@/lib/calendar';
import type {
  Board,
  BoardColumn,
  Opportunity,
  OpportunityList,
  OpportunityStatus,
  Totals,
} from '../api/schemas';

type Amounts = Pick<Opportunity, 'savings_potential' | 'arr'>;

/** The totals of a set of rows. */
export function totalsOf(rows: readonly Amounts[]): Totals {
  let value = 0;
  let arr = 0;
  for (const row of rows) {
    value += row.savings_potential;
    arr += row.arr;
  }
  return { count: rows.length, value: roundCents(value), arr: roundCents(arr) };
}

function adjust<T extends Totals>(totals: T, removed: Amounts | undefined, added: Amounts | undefined): T {
  return {
    ...totals,
    count: totals.count - (removed ? 1 : 0) + (added ? 1 : 0),
    value: roundCents(totals.value - (removed?.savings_potential ?? 0) + (added?.savings_potential ?? 0)),
    arr: roundCents(totals.arr - (removed?.arr ?? 0) + (added?.arr ?? 0)),
  };
}

/**
 * Puts `opportunity` into a list whose filter it `belongs` to (or takes it out when it no longer
 * does), adjusting the totals by the difference. A new row goes first; an edited row keeps its place.
 */
export function upsertInList(
  list: OpportunityList,
  opportunity: Opportunity,
  belongs: boolean,
): OpportunityList {
  const index = list.rows.findIndex((row) => row.id === opportunity.id);
  const previous = index === -1 ? undefined : list.rows[index];
  if (!belongs) return previous ? removeFromList(list, opportunity.id) : list;
  const rows =
    index === -1 ? [opportunity, ...list.rows] : list.rows.map((row, i) => (i === index ? opportunity : row));
  return { ...adjust(list, previous, opportunity), rows };
}

/** Takes an opportunity out of a list, lowering the totals by its amounts. */
export function removeFromList(list: OpportunityList, id: string): OpportunityList {
  const previous = list.rows.find((row) => row.id === id);
  if (!previous) return list;
  return { ...adjust(list, previous, undefined), rows: list.rows.filter((row) => row.id !== id) };
}

function withColumnPositions(cards: Opportunity[]): Opportunity[] {
  return cards.map((card, position) => (card.position === position ? card : { ...card, position }));
}

function findCard(board: Board, id: string): Opportunity | undefined {
  for (const column of board.kanban) {
    const card = column.cards.find((candidate) => candidate.id === id);
    if (card) return card;
  }
  return undefined;
}

function mapColumns(board: Board, change: (column: BoardColumn) => BoardColumn): Board['kanban'] {
  return board.kanban.map((column) => {
    const next = change(column);
    return next === column ? column : { ...next, cards: withColumnPositions(next.cards) };
  });
}

/**
 * Moves a card to `status` at `position` (clamped to the column), or, for a card the board does not
 * hold yet, adds it there. Both columns' totals change by the card's amounts; the board's only when
 * the card is new. Positions in both columns are renumbered from 0.
 */
export function moveOnBoard(
  board: Board,
  card: Opportunity,
  status: OpportunityStatus,
  position: number,
): Board {
  const previous = findCard(board, card.id);
  const moved: Opportunity = { ...card, status };
  const kanban = mapColumns(board, (column) => {
    const held = column.cards.some((candidate) => candidate.id === card.id);
    const without = held ? column.cards.filter((candidate) => candidate.id !== card.id) : column.cards;
    const base = held ? adjust(column, previous, undefined) : column;
    if (column.status !== status) return held ? { ...base, cards: without } : column;
    const at = Math.max(0, Math.min(position, without.length));
    return {
      ...adjust(base, undefined, moved),
      cards: [...without.slice(0, at), moved, ...without.slice(at)],
    };
  });
  return { ...adjust(board, previous, moved), kanban };
}

/** An edited card in place (its status's column at its place, or first when its status changed). */
export function replaceOnBoard(board: Board, card: Opportunity): Board {
  const previous = findCard(board, card.id);
  if (!previous || previous.status !== card.status) return moveOnBoard(board, card, card.status, 0);
  return moveOnBoard(board, card, card.status, previous.position);
}

/** Takes a card off the board, lowering its column's and the board's totals. */
export function removeFromBoard(board: Board, id: string): Board {
  const previous = findCard(board, id);
  if (!previous) return board;
  const kanban = mapColumns(board, (column) =>
    column.status === previous.status
      ? { ...adjust(column, previous, undefined), cards: column.cards.filter((card) => card.id !== id) }
      : column,
  );
  return { ...adjust(board, previous, undefined), kanban };
}
