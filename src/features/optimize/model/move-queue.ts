/**
 * The board's moves, one after another. Each move shows at once, but its call waits until every
 * earlier move's call has settled, so the server applies the moves in the order they were made and
 * a quick second move never races the first. Each call sends its own move (its own target), never
 * a merged or recomputed one: the server renumbers the columns from exactly what the person did.
 *
 * A refused move is taken back by restoring the snapshot taken just before it was shown, then
 * showing the moves still waiting again on top of that (each with a fresh snapshot). Undoing only
 * the refused move is not enough: the snapshot of every later move was taken on a board that held
 * it, so restoring one of those later would bring the refused move back. After the re-showing the
 * board is exactly what the server holds: every earlier move has settled (shown as the server took
 * it, or already taken back), and the server receives the waiting moves in the same order with the
 * same targets. Anything else written to the cache meanwhile is read again from the server once the
 * last write has settled.
 */

/** A move on screen: how to put back what it replaced. */
export interface ShownMove {
  rollback: () => void;
}

export interface MoveQueue<M> {
  /**
   * Shows `move` at once and sends it with `call` after every earlier move's call has settled.
   * Resolves with the call's reply; rejects with its failure once the move has been taken back (or
   * with `show`'s failure, in which case nothing was shown and nothing is sent).
   */
  enqueue: <R>(move: M, call: (move: M) => Promise<R>) => Promise<R>;
  /** The moves shown whose call has not settled yet, oldest first. */
  pending: () => readonly M[];
}

/** `show` puts a move on screen and returns its snapshot (see `applyOptimisticUpdates`). */
export function createMoveQueue<M>(show: (move: M) => Promise<ShownMove>): MoveQueue<M> {
  interface Entry {
    move: M;
    shown?: ShownMove;
  }
  const entries: Entry[] = [];
  // Cache writes run in the order the moves were made: a write waits for the one before it, so a
  // write that has to cancel a refresh first can never land after a later move's write.
  let writes: Promise<unknown> = Promise.resolve();
  // The calls, one at a time.
  let calls: Promise<unknown> = Promise.resolve();

  function write<T>(step: () => Promise<T>): Promise<T> {
    const next = writes.then(step);
    writes = next.catch(() => undefined);
    return next;
  }

  function remove(entry: Entry): void {
    const index = entries.indexOf(entry);
    if (index !== -1) entries.splice(index, 1);
  }

  return {
    enqueue<R>(move: M, call: (move: M) => Promise<R>): Promise<R> {
      const entry: Entry = { move };
      entries.push(entry);
      const shown = write(async () => {
        entry.shown = await show(move);
      });
      const result = calls.then(async () => {
        try {
          await shown;
        } catch (error) {
          // Refused before anything changed (the read-only demo): there is nothing to send.
          remove(entry);
          throw error;
        }
        try {
          const reply = await call(move);
          remove(entry);
          return reply;
        } catch (error) {
          await write(async () => {
            entry.shown?.rollback();
            remove(entry);
            for (const waiting of entries) {
              if (waiting.shown) waiting.shown = await show(waiting.move);
            }
          });
          throw error;
        }
      });
      calls = result.catch(() => undefined);
      return result;
    },
    pending: () => entries.map((entry) => entry.move),
  };
}
