import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no `window.matchMedia`; the app shell listens to it for the sidebar breakpoint. This
 * stubs it for every test of the calling file with a window `width` px wide (default: a laptop).
 */
export function useMatchMedia(width = 1280): void {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
      const min = /\(min-width:\s*(\d+)px\)/.exec(query);
      const max = /\(max-width:\s*(\d+)px\)/.exec(query);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      };
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
