/** A route chunk that has not loaded after 120 s has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('This page took too long to load.');
    this.name = 'ChunkLoadTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, makeError: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(makeError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface Preloadable {
  preload?: () => Promise<void> | undefined;
}

/**
 * Route components split by the router plugin load through `component.preload()`; wrapping it makes a
 * chunk that never arrives fail after CHUNK_LOAD_TIMEOUT_MS, so the route's error view can offer a
 * retry. A route's loader travels in its page's chunk and the router waits for it before it renders,
 * so the loader is held to the same limit: a page that has not loaded after 120 s has failed.
 */
export function applyChunkTimeout(
  routes: Iterable<{ options: Record<string, unknown> }>,
  ms = CHUNK_LOAD_TIMEOUT_MS,
): void {
  const kinds = ['component', 'errorComponent', 'pendingComponent', 'notFoundComponent'] as const;
  for (const route of routes) {
    const loader = route.options.loader;
    if (typeof loader === 'function') {
      route.options.loader = (...args: unknown[]): Promise<unknown> =>
        withTimeout(
          Promise.resolve((loader as (...a: unknown[]) => unknown)(...args)),
          ms,
          () => new ChunkLoadTimeoutError(),
        );
    }
    for (const kind of kinds) {
      const component = route.options[kind] as Preloadable | undefined;
      const preload = component?.preload;
      if (!component || typeof preload !== 'function') continue;
      component.preload = () => {
        const loading = preload();
        return loading ? withTimeout(loading, ms, () => new ChunkLoadTimeoutError()) : loading;
      };
    }
  }
}
