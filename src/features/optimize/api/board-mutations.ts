/**
 * Moving a card on the board. A move shows at once on the board (the card and every total) and in
 * the cached list pages that show the card, is sent with `POST /opportunities/<id>/move/`, and goes
 * back with the server's reason in a toast when the server refuses it. Moves go through one queue
 * per query client (model/move-queue.ts): each shows at once, their calls go one after another.
 * The board, the lists and the tenant's figures are read again once the last opportunity write in
 * flight has settled, so rapid moves never flicker back.
 *
 * Why not TanStack Query's `scope` for the order: a scoped mutation that waits for its turn still
 * runs `onMutate` at once, so the optimistic part would work, but each mutation's rollback is the
 * snapshot it took, which holds every move made before it. A refused first move rolled back that
 * way drops the moves still waiting, and a later refusal brings the refused one back. The queue
 * takes back only the refused move (see move-queue.ts), so it orders the calls itself.
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { tenantQueries } from '@/features/tenants';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { applyOptimisticUpdates, invalidateWhenLastSettles, type OptimisticWrite } from '@/lib/optimistic';
import { statusMatches } from '../model/list-membership';
import { createMoveQueue, type MoveQueue } from '../model/move-queue';
import { moveOnBoard, removeFromList, upsertInList } from '../model/totals';
import { opportunityQueries } from './opportunity-queries';
import {
  opportunityReplySchema,
  type Board,
  type Opportunity,
  type OpportunityList,
  type OpportunityListQuery,
  type OpportunityStatus,
  type StatusFilter,
} from './schemas';

export const BOARD_WRITE_FALLBACKS = { move: 'Unable to move the opportunity. Please try again' } as const;

/** Under `['opportunities']`, so a move counts as one of the area's writes in flight. */
export const MOVE_OPPORTUNITY_MUTATION_KEY = [...opportunityQueries.all(), 'move'] as const;

/** A card and where it goes: its status's column, at `position` (from 0) in that column. */
export interface BoardMove {
  card: Opportunity;
  status: OpportunityStatus;
  position: number;
}

/**
 * A list page that shows the card: the row takes its new status, or leaves the page (and its
 * totals) when the page's status filter no longer selects it. Pages that do not show the card
 * cannot tell whether it now belongs to them (another page, another filter); they are read again
 * once the moves have settled.
 */
export function moveInList(list: OpportunityList, move: BoardMove, filter: StatusFilter | undefined) {
  const row = list.rows.find((candidate) => candidate.id === move.card.id);
  if (!row) return list;
  if (!statusMatches(filter, move.status)) return removeFromList(list, row.id);
  return upsertInList(list, { ...row, status: move.status }, true);
}

function listFilterOf(queryKey: QueryKey): StatusFilter | undefined {
  return (queryKey[2] as OpportunityListQuery | undefined)?.status;
}

/** Shows a move in every cache it appears in; the snapshot puts all of them back together. */
export function showMove(queryClient: QueryClient, move: BoardMove) {
  return applyOptimisticUpdates(queryClient, [
    {
      queryKey: opportunityQueries.board().queryKey,
      update: (board: Board) => moveOnBoard(board, move.card, move.status, move.position),
    },
    {
      queryKey: opportunityQueries.lists(),
      update: (list: OpportunityList, key) => moveInList(list, move, listFilterOf(key)),
    },
  ] as OptimisticWrite<unknown>[]);
}

const queues = new WeakMap<QueryClient, MoveQueue<BoardMove>>();

function movesOf(queryClient: QueryClient): MoveQueue<BoardMove> {
  let queue = queues.get(queryClient);
  if (!queue) {
    queue = createMoveQueue((move: BoardMove) => showMove(queryClient, move));
    queues.set(queryClient, queue);
  }
  return queue;
}

function sendMove({ card, status, position }: BoardMove) {
  return request('post', recordPath('opportunities/', card.id, 'move'), opportunityReplySchema, {
    json: { status, position },
    fallback: BOARD_WRITE_FALLBACKS.move,
  });
}

/**
 * Reads the board, the lists and the tenant's figures (identified savings follow the open
 * opportunities) again once no other opportunity write is in flight. The server's reply is not
 * written into the board: a later move of the same card may still be waiting, and its place on
 * screen must not jump back meanwhile.
 */
function refreshWhenIdle(queryClient: QueryClient): Promise<void> | undefined {
  return invalidateWhenLastSettles(queryClient, opportunityQueries.all(), [
    opportunityQueries.board().queryKey,
    opportunityQueries.lists(),
    tenantQueries.current().queryKey,
  ]);
}

/** Moves a card; the failure's toast comes from the query client (the server's text or the fallback). */
export function useMoveOpportunityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MOVE_OPPORTUNITY_MUTATION_KEY,
    mutationFn: (move: BoardMove) => movesOf(queryClient).enqueue(move, sendMove),
    meta: { errorFallback: BOARD_WRITE_FALLBACKS.move },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}
