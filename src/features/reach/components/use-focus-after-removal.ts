import { useCallback, useEffect, useRef } from 'react';
import { ROW_ACTIONS_ATTRIBUTE } from '@/components/table';

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * Keeps keyboard focus in place when an action takes its own row away (approve, reject, remove,
 * cancel): focus goes to the same action of the row that took its place, else of the row above,
 * else to the list's heading. `ids` are the rows shown, in order.
 *
 * A direct action calls `watch(id)` before it runs; focus moves once the row has left (at once when
 * the change is optimistic) and only when focus went with it. An action through a dialog calls
 * `afterDialog(id)` when the dialog has closed.
 */
export function useFocusAfterRemoval(ids: readonly string[] | undefined) {
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef<{ id: string; index: number; action: string | null } | null>(null);
  const idsRef = useRef(ids);
  useEffect(() => {
    idsRef.current = ids;
  }, [ids]);

  const focusNear = useCallback((index: number, action: string | null) => {
    const rows = container.current?.querySelectorAll<HTMLElement>(`[${ROW_ACTIONS_ATTRIBUTE}]`) ?? [];
    const row = rows.length > 0 ? rows[Math.min(index, rows.length - 1)] : undefined;
    const target =
      (action ? row?.querySelector<HTMLElement>(`[data-action="${action}"]:not(:disabled)`) : null) ??
      row?.querySelector<HTMLElement>('button:not(:disabled), a[href]');
    (target ?? heading.current)?.focus();
  }, []);

  const origin = (id: string) => {
    const index = idsRef.current?.indexOf(id) ?? -1;
    const active = document.activeElement;
    const action = active instanceof HTMLElement ? (active.dataset.action ?? null) : null;
    return { id, index: Math.max(0, index), action };
  };

  useEffect(() => {
    const removal = pending.current;
    if (!removal || !ids || ids.includes(removal.id)) return;
    pending.current = null;
    if (focusIsLost()) focusNear(removal.index, removal.action);
  }, [ids, focusNear]);

  return {
    /** The list's wrapper: the rows' actions are looked up inside it. */
    container,
    /** The list's heading (give it tabIndex={-1}): focus lands there when no row is left. */
    heading,
    /** Before a direct action on row `id`. */
    watch: (id: string) => {
      pending.current = origin(id);
    },
    /** Records where a dialog's action started; call the returned function once the dialog closed. */
    beforeDialog: (id: string) => {
      const start = origin(id);
      return () => {
        // After the dialog's own focus restoration, which cannot find a row that has left.
        window.setTimeout(() => {
          if (idsRef.current?.includes(start.id)) {
            const row = container.current?.querySelector<HTMLElement>(
              `[${ROW_ACTIONS_ATTRIBUTE}="${CSS.escape(start.id)}"]`,
            );
            row?.querySelector<HTMLElement>(`[data-action="${start.action ?? ''}"]`)?.focus();
            return;
          }
          focusNear(start.index, start.action);
        }, 0);
      };
    },
  };
}
