import { useDeferredValue, type ReactNode } from 'react';

/**
 * False in the render that mounts the component and true in a deferred render just after it, which
 * React splits into short slices. For a widget whose library code is slow to mount (a combobox): the
 * page paints a still copy of it first, and the live one replaces it without a long task.
 */
export function useDeferredMount(): boolean {
  return useDeferredValue(true, false);
}

/**
 * Renders `children` in a deferred render just after the one that mounts it (`useDeferredMount`):
 * for a large part of a page that arrives with its data, so mounting the page holds no long task.
 * Nothing (or `fallback`) shows for that moment: put it where nothing stands below it, or give
 * `fallback` its size, so nothing moves when it comes.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useDeferredMount() ? children : fallback;
}
