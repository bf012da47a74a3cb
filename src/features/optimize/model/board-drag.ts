/**
 * The board's order of cards and how a card travels through it while it is carried, by pointer,
 * touch or keyboard, and the words a screen reader hears at each step. Pure: the board component
 * keeps the state, dnd-kit reports the gestures.
 */
import { OPPORTUNITY_STATUSES, STATUS_LABELS, type Board, type OpportunityStatus } from '../api/schemas';

/** The card ids of each column, in order. */
export type BoardLayout = Readonly<Record<OpportunityStatus, readonly string[]>>;

/** A place on the board: a column and a position in it, from 0. */
export interface Slot {
  status: OpportunityStatus;
  index: number;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

export function layoutOf(board: Board): BoardLayout {
  const layout = Object.fromEntries(OPPORTUNITY_STATUSES.map((status) => [status, [] as string[]])) as Record<
    OpportunityStatus,
    string[]
  >;
  for (const column of board.kanban) layout[column.status] = column.cards.map((card) => card.id);
  return layout;
}

export function slotOf(layout: BoardLayout, id: string): Slot | undefined {
  for (const status of OPPORTUNITY_STATUSES) {
    const index = layout[status].indexOf(id);
    if (index !== -1) return { status, index };
  }
  return undefined;
}

/** The layout with card `id` at `slot` (the position is clamped to the column), as the server orders it. */
export function placeIn(layout: BoardLayout, id: string, slot: Slot): BoardLayout {
  const next = { ...layout };
  for (const status of OPPORTUNITY_STATUSES) {
    if (layout[status].includes(id)) next[status] = layout[status].filter((other) => other !== id);
  }
  const column = next[slot.status];
  const at = Math.max(0, Math.min(slot.index, column.length));
  next[slot.status] = [...column.slice(0, at), id, ...column.slice(at)];
  return next;
}

/**
 * Where an arrow key takes a carried card: up and down within its column, left and right to the
 * same position in the next column (or its end, when that column is shorter). Nothing past an edge.
 */
export function step(layout: BoardLayout, id: string, direction: Direction): Slot | undefined {
  const from = slotOf(layout, id);
  if (!from) return undefined;
  if (direction === 'up') return from.index > 0 ? { ...from, index: from.index - 1 } : undefined;
  if (direction === 'down') {
    return from.index < layout[from.status].length - 1 ? { ...from, index: from.index + 1 } : undefined;
  }
  const columnIndex = OPPORTUNITY_STATUSES.indexOf(from.status) + (direction === 'left' ? -1 : 1);
  const status = OPPORTUNITY_STATUSES[columnIndex];
  if (!status) return undefined;
  return { status, index: Math.min(from.index, layout[status].length) };
}

export function sameSlot(a: Slot | undefined, b: Slot | undefined): boolean {
  return a?.status === b?.status && a?.index === b?.index;
}

/** 'In review, position 1 of 9': the column's name and the place among the cards it holds. */
function place(layout: BoardLayout, slot: Slot): string {
  return `${STATUS_LABELS[slot.status]}, position ${slot.index + 1} of ${layout[slot.status].length}`;
}

/** What a screen reader hears as a card is picked up, carried, dropped or put back. */
export const announce = {
  pickedUp: (title: string, layout: BoardLayout, slot: Slot) =>
    `Picked up ${title}. It is in ${place(layout, slot)}.`,
  moved: (title: string, layout: BoardLayout, slot: Slot) => `${title} moved to ${place(layout, slot)}.`,
  dropped: (title: string, layout: BoardLayout, slot: Slot) => `${title} dropped in ${place(layout, slot)}.`,
  cancelled: (title: string, slot: Slot) =>
    `Move cancelled. ${title} is back in ${STATUS_LABELS[slot.status]}.`,
};

export const BOARD_INSTRUCTIONS =
  'To move a card, press Space or Enter to pick it up. Use the arrow keys to carry it: left and right ' +
  'to another column, up and down within a column. Press Space or Enter to drop it, or Escape to cancel.';

const COLUMN_PREFIX = 'column:';

/** The drop target of a column's empty space (its cards are drop targets of their own). */
export function columnDropId(status: OpportunityStatus): string {
  return `${COLUMN_PREFIX}${status}`;
}

export function statusOfDropId(id: string): OpportunityStatus | undefined {
  if (!id.startsWith(COLUMN_PREFIX)) return undefined;
  return OPPORTUNITY_STATUSES.find((status) => status === id.slice(COLUMN_PREFIX.length));
}
