/* eslint-disable no-restricted-imports -- the one place that takes Headless UI's menu: every menu gets its keys here */
import { MenuItems as HeadlessMenuItems, type MenuItemsProps } from '@headlessui/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';

export { Menu, MenuButton, MenuItem, MenuSeparator } from '@headlessui/react';
/* eslint-enable no-restricted-imports */

/** Letters typed within this long of each other make one search; after it a letter starts a new one. */
export const MENU_TYPEAHEAD_RESET_MS = 500;
/** How many items PageUp and PageDown move the active item of a menu. */
export const MENU_PAGE_STEP = 5;

/**
 * A menu's list of items (Headless UI's, with its arrows, Home/End, Enter, Escape and Tab), where
 * typed letters find the next item whose text starts with them until {@link MENU_TYPEAHEAD_RESET_MS}
 * pass without a key, and PageUp/PageDown move {@link MENU_PAGE_STEP} items, stopping at the ends.
 * Disabled items are skipped, as the arrows skip them.
 */
export function MenuItems(props: MenuItemsProps) {
  const onKeyDown = useMenuKeys();
  return (
    <HeadlessMenuItems
      {...props}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        props.onKeyDown?.(event);
        if (!event.defaultPrevented) onKeyDown(event);
      }}
    />
  );
}

/** The key handler for a menu's list: type-ahead and page moves; other keys are left to Headless UI. */
function useMenuKeys() {
  const query = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (event: KeyboardEvent<HTMLElement>) => {
    const list = event.currentTarget;
    const { key } = event;
    const page = key === 'PageDown' ? 1 : key === 'PageUp' ? -1 : 0;
    const letter = key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    // A space is a letter while a search runs, else it chooses the item (Headless UI).
    if (!page && (!letter || (key === ' ' && query.current === ''))) return;
    event.preventDefault();
    event.stopPropagation();

    const items = [...list.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(
      (item) => item.getAttribute('aria-disabled') !== 'true',
    );
    const activeId = list.getAttribute('aria-activedescendant');
    const current = items.findIndex((item) => item.id === activeId);
    let target: HTMLElement | undefined;
    if (page) {
      const from = current === -1 ? (page > 0 ? -1 : items.length) : current;
      target = items[Math.min(items.length - 1, Math.max(0, from + page * MENU_PAGE_STEP))];
    } else {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => (query.current = ''), MENU_TYPEAHEAD_RESET_MS);
      // A new search starts after the active item; a longer one may stay on it.
      const start = current + (query.current === '' ? 1 : 0);
      query.current += key.toLowerCase();
      const wanted = query.current;
      const order = [...items.slice(Math.max(0, start)), ...items.slice(0, Math.max(0, start))];
      target = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(wanted));
    }
    if (!target || target.id === activeId) return;
    // Headless UI makes an item active when it takes focus; the list then takes focus back, so
    // focus stays where the menu keeps it and the item is its active descendant.
    target.focus({ preventScroll: true });
    list.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'nearest' });
  };
}
