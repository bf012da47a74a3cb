import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no ResizeObserver; Headless UI's anchored popups (comboboxes, menus) watch their anchor
 * with one. This stands in a silent one for every test of the calling file.
 */
export function useResizeObserver(): void {
  const original = globalThis.ResizeObserver;
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    globalThis.ResizeObserver = original;
  });
}
