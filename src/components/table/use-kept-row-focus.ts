import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps keyboard focus in a table when the row that held it leaves: a review that takes a row out
 * of the list's filter, a merge, a removal. Focus goes to the same control (by `data-action`) of
 * the row that now stands in its place (or the last row), else to that row's first control, else to
 * the first control left in `container` (e.g. 'Clear search and filters'). Focus the user moved
 * elsewhere is never taken back. `rows` is the list shown: the check runs whenever it changes.
 */
export function useKeptRowFocus(container: RefObject<HTMLElement | null>, rows: unknown): void {
  const held = useRef<{ element: HTMLElement; index: number; action: string | null } | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const row = target.closest('tbody > tr');
      held.current = row?.parentElement
        ? {
            element: target,
            index: Array.prototype.indexOf.call(row.parentElement.children, row),
            action: target.closest('[data-action]')?.getAttribute('data-action') ?? null,
          }
        : null;
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  }, [container]);

  useLayoutEffect(() => {
    const restore = () => {
      const last = held.current;
      const root = container.current;
      if (!last || !root || last.element.isConnected) return;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      held.current = null;
      const bodyRows = root.querySelectorAll<HTMLElement>('tbody > tr');
      const row = bodyRows[Math.min(last.index, bodyRows.length - 1)];
      const target =
        (last.action && row?.querySelector<HTMLElement>(`[data-action="${CSS.escape(last.action)}"]`)) ||
        row?.querySelector<HTMLElement>(FOCUSABLE) ||
        root.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    };
    restore();
    // A dialog or menu gives focus back a moment after it closes: look again once it has.
    const frame = requestAnimationFrame(restore);
    return () => cancelAnimationFrame(frame);
  }, [rows, container]);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])';
