import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { lazy, Suspense, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Figures } from '@/components/ui/Figures';
import { formatMoney } from '@/lib/format';
import { useMoveOpportunityMutation } from '../api/board-mutations';
import { OPPORTUNITY_STATUSES, type Board, type Opportunity } from '../api/schemas';
import {
  announce,
  BOARD_INSTRUCTIONS,
  columnDropId,
  layoutOf,
  placeIn,
  sameSlot,
  slotOf,
  statusOfDropId,
  step,
  type BoardLayout,
  type Direction,
  type Slot,
} from '../model/board-drag';
import { BoardCardBody, type CardDialog } from './BoardCard';
import { BoardColumn } from './BoardColumn';

// The edit form and the comments open on request: the board itself loads without them.
const OpportunityFormDialog = lazy(() =>
  import('./OpportunityFormDialog').then((module) => ({ default: module.OpportunityFormDialog })),
);
const CommentsPanel = lazy(() =>
  import('./CommentsPanel').then((module) => ({ default: module.CommentsPanel })),
);

/** A card being carried: where it was picked up and where it would land now. */
interface Carry {
  id: string;
  origin: Slot;
  slot: Slot;
  keyboard: boolean;
}

/** A card just dropped: shown where it landed until the board's cache holds the move. */
interface Landing {
  id: string;
  slot: Slot;
  from: Board;
}

const DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** Space between cards in a column (gap-2). */
const CARD_GAP = 8;

/** Mouse and pen: a press and a small move picks a card up, so a click stays a click. */
class MouseOrPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (...args: Parameters<(typeof PointerSensor.activators)[number]['handler']>) =>
        // Touch has its own sensor (a long press), so a swipe still scrolls the page.
        args[0].nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(...args),
    },
  ];
}

/**
 * Pointer collisions: the card under the pointer, else the column's empty space (dropping there
 * puts the card last).
 */
const pointerCollisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  const hits = within.length > 0 ? within : rectIntersection(args);
  const card = hits.find((hit) => statusOfDropId(String(hit.id)) === undefined);
  if (card) return [card];
  const column = hits.find((hit) => statusOfDropId(String(hit.id)) !== undefined);
  return column ? [column] : [];
};

/**
 * A carried card's drop target by keyboard: the card after it in its column, or the column itself
 * when it is last. Every place on the board has its own, so each step is reported as a new target
 * (and announced) even where nothing has a size to measure.
 */
function keyboardTarget(layout: BoardLayout, carry: Carry): UniqueIdentifier {
  return layout[carry.slot.status][carry.slot.index + 1] ?? columnDropId(carry.slot.status);
}

/** Where the carried card's top-left corner goes for the place `to`: the overlay follows the steps. */
function pointOf(
  layout: BoardLayout,
  carry: Carry,
  to: Slot,
  rects: ReadonlyMap<UniqueIdentifier, ClientRect>,
) {
  const column = layout[to.status];
  const at = column[to.index];
  const rect = at === undefined ? undefined : rects.get(at);
  if (rect) return { x: rect.left, y: rect.top };
  const others = column.filter((id) => id !== carry.id);
  const last = others.at(-1);
  const lastRect = last === undefined ? undefined : rects.get(last);
  if (lastRect) return { x: lastRect.left, y: lastRect.top + lastRect.height + CARD_GAP };
  const columnRect = rects.get(columnDropId(to.status));
  return columnRect ? { x: columnRect.left, y: columnRect.top } : undefined;
}

/** The board's columns and cards, moved by pointer, touch, keyboard (dnd-kit) or each card's menu. */
export function BoardView({ board, currency }: { board: Board; currency: string | undefined }) {
  const move = useMoveOpportunityMutation();
  const base = useMemo(() => layoutOf(board), [board]);
  const cards = useMemo(
    () =>
      new Map<string, Opportunity>(
        board.kanban.flatMap((column) => column.cards.map((card) => [card.id, card] as const)),
      ),
    [board],
  );
  const [carry, setCarryState] = useState<Carry | null>(null);
  const [landing, setLanding] = useState<Landing | null>(null);
  const [focus, setFocus] = useState<{ id: string; slot: Slot } | null>(null);
  const [moveMessage, setMoveMessage] = useState('');

  const layout = useMemo(() => {
    if (carry) return placeIn(base, carry.id, carry.slot);
    if (landing && landing.from === board) return placeIn(base, landing.id, landing.slot);
    return base;
  }, [base, board, carry, landing]);

  // What dnd-kit's callbacks (sensors, announcements) read between renders.
  const live = useRef({
    base,
    cards,
    carry: null as Carry | null,
    announced: undefined as Slot | undefined,
    ended: null as { carry: Carry; dropped: boolean } | null,
  });
  useLayoutEffect(() => {
    live.current.base = base;
    live.current.cards = cards;
  }, [base, cards]);

  const setCarry = useCallback((next: Carry | null) => {
    live.current.carry = next;
    setCarryState(next);
  }, []);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, { context }) => {
      const direction = DIRECTIONS[event.code];
      const current = live.current.carry;
      if (!direction || !current) return undefined;
      event.preventDefault();
      const shown = placeIn(live.current.base, current.id, current.slot);
      const next = step(shown, current.id, direction);
      if (!next) return undefined;
      setCarry({ ...current, slot: next });
      return pointOf(shown, current, next, context.droppableRects);
    },
    [setCarry],
  );

  const sensors = useSensors(
    useSensor(MouseOrPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const collisionDetection = useCallback<CollisionDetection>(
    (args) => (carry?.keyboard ? [{ id: keyboardTarget(layout, carry) }] : pointerCollisions(args)),
    [carry, layout],
  );

  const announcements = useMemo<Announcements>(() => {
    const titleOf = (id: string) => live.current.cards.get(id)?.title ?? 'The card';
    const shownWith = (moving: Carry) => placeIn(live.current.base, moving.id, moving.slot);
    return {
      onDragStart: () => {
        const current = live.current.carry;
        if (!current) return undefined;
        live.current.announced = current.origin;
        return announce.pickedUp(titleOf(current.id), live.current.base, current.origin);
      },
      onDragOver: () => {
        const current = live.current.carry;
        if (!current || sameSlot(current.slot, live.current.announced)) return undefined;
        live.current.announced = current.slot;
        return announce.moved(titleOf(current.id), shownWith(current), current.slot);
      },
      onDragEnd: () => {
        const ended = live.current.ended;
        if (!ended) return undefined;
        const title = titleOf(ended.carry.id);
        return ended.dropped
          ? announce.dropped(title, shownWith(ended.carry), ended.carry.slot)
          : announce.cancelled(title, ended.carry.origin);
      },
      onDragCancel: () => {
        const ended = live.current.ended;
        return ended ? announce.cancelled(titleOf(ended.carry.id), ended.carry.origin) : undefined;
      },
    };
  }, []);

  function handleDragStart({ active, activatorEvent }: DragStartEvent) {
    const id = String(active.id);
    const origin = slotOf(live.current.base, id);
    if (!origin) return;
    live.current.ended = null;
    setCarry({ id, origin, slot: origin, keyboard: activatorEvent instanceof KeyboardEvent });
  }

  function handleDragOver({ active, over }: DragOverEvent) {
    const current = live.current.carry;
    if (!current || current.keyboard || !over || over.id === current.id) return;
    const shown = placeIn(live.current.base, current.id, current.slot);
    const overId = String(over.id);
    const column = statusOfDropId(overId);
    let next: Slot | undefined;
    if (column) {
      if (column !== current.slot.status) next = { status: column, index: shown[column].length };
    } else {
      const at = slotOf(shown, overId);
      if (at && at.status === current.slot.status) next = at;
      else if (at) {
        // Into another column: above the card under the pointer, or below it past its middle.
        const dragged = active.rect.current.translated;
        const below = dragged !== null && dragged.top > over.rect.top + over.rect.height / 2;
        next = { status: at.status, index: at.index + (below ? 1 : 0) };
      }
    }
    if (next && !sameSlot(next, current.slot)) setCarry({ ...current, slot: next });
  }

  function handleDragEnd({ over }: DragEndEvent) {
    const current = live.current.carry;
    setCarry(null);
    if (!current) return;
    // A pointer let go away from every column puts the card back.
    const dropped = current.keyboard || over !== null;
    live.current.ended = { carry: current, dropped };
    const card = cards.get(current.id);
    if (!dropped || !card || sameSlot(current.slot, current.origin)) return;
    // Until the optimistic write reaches the board, the card stays where it was dropped.
    const landed: Landing = { id: current.id, slot: current.slot, from: board };
    setLanding(landed);
    move
      .mutateAsync({ card, status: current.slot.status, position: current.slot.index })
      .catch(() => setLanding((shown) => (shown === landed ? null : shown)));
  }

  function handleDragCancel() {
    const current = live.current.carry;
    setCarry(null);
    if (current) live.current.ended = { carry: current, dropped: false };
  }

  function handleMenuMove(card: Opportunity, to: Slot) {
    setFocus({ id: card.id, slot: to });
    setMoveMessage(announce.moved(card.title, placeIn(layout, card.id, to), to));
    move
      .mutateAsync({ card, status: to.status, position: to.index })
      // Refused before anything moved (the read-only demo): the focus stays on the menu's button.
      .catch(() => setFocus((wanted) => (wanted?.id === card.id ? null : wanted)));
  }

  const clearFocus = useCallback(() => setFocus(null), []);
  const [open, setOpen] = useState<{ card: Opportunity; dialog: CardDialog } | null>(null);
  const openDialog = useCallback((card: Opportunity, dialog: CardDialog) => setOpen({ card, dialog }), []);
  const closeDialog = useCallback(() => setOpen(null), []);
  const carried = carry ? cards.get(carry.id) : undefined;
  const dndId = useId();

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: BOARD_INSTRUCTIONS } }}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
    >
      <BoardTotals board={board} currency={currency} />
      <div className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {OPPORTUNITY_STATUSES.map((status) => {
          const column = board.kanban.find((candidate) => candidate.status === status);
          return (
            <BoardColumn
              key={status}
              status={status}
              totals={column ?? { count: 0, value: 0, arr: 0 }}
              ids={layout[status]}
              cards={cards}
              currency={currency}
              focusId={focus?.slot.status === status ? focus.id : undefined}
              onFocused={clearFocus}
              onMove={handleMenuMove}
              onOpen={openDialog}
            />
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {moveMessage}
      </p>
      <DragOverlay>
        {carried ? (
          <div aria-hidden="true" className="cursor-grabbing">
            <BoardCardBody
              card={carried}
              currency={currency}
              className="border-indigo-500 shadow-lg ring-2 ring-indigo-500 dark:border-indigo-400"
            />
          </div>
        ) : null}
      </DragOverlay>
      <Suspense fallback={null}>
        {open?.dialog === 'edit' && <OpportunityFormDialog opportunity={open.card} onClose={closeDialog} />}
        {open?.dialog === 'comments' && (
          <CommentsPanel opportunityId={open.card.id} title={open.card.title} onClose={closeDialog} />
        )}
      </Suspense>
    </DndContext>
  );
}

function BoardTotals({ board, currency }: { board: Board; currency: string | undefined }) {
  const figures = [
    { label: 'Opportunities', value: String(board.count) },
    { label: 'Value', value: formatMoney(board.value, currency) },
    { label: 'ARR', value: formatMoney(board.arr, currency) },
  ];
  return (
    <div className="mb-4">
      <Figures
        title="Board totals"
        figures={figures}
        size="sm"
        boxed={false}
        className="flex flex-wrap gap-x-8 gap-y-2"
      />
    </div>
  );
}
