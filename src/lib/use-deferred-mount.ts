import { useDeferredValue } from 'react';

/**
 * False in the render that mounts the component and true in a deferred render just after it, which
 * React splits into short slices. For a widget whose library code is slow to mount (a combobox): the
 * page paints a still copy of it first, and the live one replaces it without a long task.
 */
export function useDeferredMount(): boolean {
  return useDeferredValue(true, false);
}
