import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/** Below the small-screen breakpoint (576 px, the `xs` screen) the sidebar is an off-canvas drawer. */
export const PHONE_QUERY = '(max-width: 575px)';

const phoneQuery = () => window.matchMedia(PHONE_QUERY);

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is below the small-screen breakpoint, following it as it changes. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery().matches,
    () => false,
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** The controls Tab can reach inside `panel` (those in a closed accordion panel cannot). */
function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
  );
}

/**
 * While `open`, `panel` behaves as a modal drawer: focus moves into it and Tab and Shift+Tab stay
 * inside; Escape (unless a popup inside handled it first) and a press outside it call `close`; when it
 * closes, focus goes back to whatever held it before it opened. `close` must keep its identity.
 */
export function useDrawer(panel: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusables(element)[0]?.focus();

    // On window, after the listeners on document: a popup that closes on Escape prevents its default.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
      if (event.key !== 'Tab') return;
      const items = focusables(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const wrapTo = !element.contains(active)
        ? first
        : event.shiftKey && active === first
          ? last
          : !event.shiftKey && active === last
            ? first
            : null;
      if (wrapTo) {
        event.preventDefault();
        wrapTo.focus();
      }
    };
    // A press outside only closes the drawer: it neither focuses nor activates what lies beneath.
    const onPointerDown = (event: PointerEvent) => {
      if (element.contains(event.target as Node)) return;
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [panel, open, close]);
}
