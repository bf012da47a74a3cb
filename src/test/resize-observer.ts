import { afterAll, beforeAll, beforeEach } from 'vitest';

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

/**
 * A ResizeObserver stand-in for components that size themselves from their container (jsdom has no
 * layout, so every element measures 0 × 0): each observed element reports `initial` (or the size last given
 * to `resize` in the same test), at once when it is observed and again on every later `resize`. Call `resize` inside
 * `act` once something is observed.
 */
export function useSizedResizeObserver(initial: { width: number; height: number }): {
  resize: (size: { width: number; height: number }) => void;
} {
  const original = globalThis.ResizeObserver;
  let size = initial;
  const live = new Set<SizedResizeObserver>();

  class SizedResizeObserver implements ResizeObserver {
    readonly #callback: ResizeObserverCallback;
    readonly #targets = new Set<Element>();
    constructor(callback: ResizeObserverCallback) {
      this.#callback = callback;
    }
    observe(target: Element) {
      this.#targets.add(target);
      live.add(this);
      this.report([target]);
    }
    unobserve(target: Element) {
      this.#targets.delete(target);
    }
    disconnect() {
      this.#targets.clear();
      live.delete(this);
    }
    report(targets: Iterable<Element> = this.#targets) {
      const entries = [...targets].map(
        (target) =>
          ({
            target,
            contentRect: DOMRectReadOnly.fromRect(size),
            borderBoxSize: [{ inlineSize: size.width, blockSize: size.height }],
            contentBoxSize: [{ inlineSize: size.width, blockSize: size.height }],
            devicePixelContentBoxSize: [{ inlineSize: size.width, blockSize: size.height }],
          }) as ResizeObserverEntry,
      );
      if (entries.length > 0) this.#callback(entries, this);
    }
  }

  beforeAll(() => {
    globalThis.ResizeObserver = SizedResizeObserver;
  });
  beforeEach(() => {
    size = initial;
  });
  afterAll(() => {
    globalThis.ResizeObserver = original;
    live.clear();
  });
  return {
    resize(next) {
      size = next;
      for (const observer of live) observer.report();
    },
  };
}
