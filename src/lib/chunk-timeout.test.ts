import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyChunkTimeout,
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadTimeoutError,
  withTimeout,
} from './chunk-timeout';

type Outcome<T> =
  { state: 'pending' } | { state: 'resolved'; value: T } | { state: 'rejected'; error: unknown };

/** Watches a promise without awaiting it, so fake time can be moved on while it is pending. */
function track<T>(promise: Promise<T>) {
  const seen: { outcome: Outcome<T> } = { outcome: { state: 'pending' } };
  promise.then(
    (value) => {
      seen.outcome = { state: 'resolved', value };
    },
    (error: unknown) => {
      seen.outcome = { state: 'rejected', error };
    },
  );
  return seen;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const never = () => new Promise<void>(() => {});

/** A lazily loaded route component as the router plugin makes it: callable, with `preload()`. */
function lazyComponent(preload: () => Promise<void> | undefined) {
  return Object.assign(() => null, { preload });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('passes a value through when the promise settles in time', async () => {
    const load = deferred<string>();
    const result = track(withTimeout(load.promise, 1000, () => new Error('too slow')));
    await vi.advanceTimersByTimeAsync(999);
    load.resolve('chunk');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.outcome).toEqual({ state: 'resolved', value: 'chunk' });

    // The timer that would have fired is gone: the outcome does not change later.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(result.outcome).toEqual({ state: 'resolved', value: 'chunk' });
  });

  it("rejects with the caller's error once the time is up, and not before", async () => {
    const result = track(withTimeout(never(), 1000, () => new Error('too slow')));
    await vi.advanceTimersByTimeAsync(999);
    expect(result.outcome.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.outcome).toMatchObject({ state: 'rejected', error: new Error('too slow') });
  });

  it("passes the promise's own failure through", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(withTimeout(Promise.reject(failure), 1000, () => new Error('too slow'))).rejects.toBe(
      failure,
    );
  });

  it('turns a non-Error rejection into an Error', async () => {
    await expect(withTimeout(Promise.reject('offline'), 1000, () => new Error('too slow'))).rejects.toThrow(
      new Error('offline'),
    );
  });
});

describe('applyChunkTimeout', () => {
  it('uses the 120 s chunk timeout', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a route chunk that never arrives with ChunkLoadTimeoutError after 120 s, and not before', async () => {
    const component = lazyComponent(never);
    applyChunkTimeout([{ options: { component } }]);

    const load = track(component.preload()!);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(load.outcome.state).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    expect(load.outcome.state).toBe('rejected');
    const { error } = load.outcome as { error: unknown };
    expect(error).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(error).toHaveProperty('message', 'This page took too long to load.');
  });

  it("fails a route whose loader's chunk never arrives after 120 s, and passes a loader's data through", async () => {
    const hung = { options: { loader: (): Promise<unknown> => never() } as Record<string, unknown> };
    const quick = { options: { loader: () => ({ found: true }) } as Record<string, unknown> };
    applyChunkTimeout([hung, quick]);

    const load = track((hung.options.loader as () => Promise<unknown>)());
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(load.outcome.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect((load.outcome as { error: unknown }).error).toBeInstanceOf(ChunkLoadTimeoutError);

    await expect((quick.options.loader as () => Promise<unknown>)()).resolves.toEqual({ found: true });
  });

  it('lets a chunk that loads in time through', async () => {
    const chunk = deferred<void>();
    const component = lazyComponent(() => chunk.promise);
    applyChunkTimeout([{ options: { component } }]);

    const load = track(component.preload()!);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    chunk.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(load.outcome).toEqual({ state: 'resolved', value: undefined });

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(load.outcome.state).toBe('resolved');
  });

  it('passes a failed chunk load through at once', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const component = lazyComponent(() => Promise.reject(failure));
    applyChunkTimeout([{ options: { component } }]);

    await expect(component.preload()).rejects.toBe(failure);
  });

  it('covers the error, pending and not-found components too', async () => {
    const kinds = ['errorComponent', 'pendingComponent', 'notFoundComponent'] as const;
    const components = kinds.map(() => lazyComponent(never));
    applyChunkTimeout([{ options: Object.fromEntries(kinds.map((kind, i) => [kind, components[i]])) }]);

    const loads = components.map((component) => track(component.preload()!));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    for (const load of loads) {
      expect(load.outcome.state).toBe('rejected');
      expect((load.outcome as { error: unknown }).error).toBeInstanceOf(ChunkLoadTimeoutError);
    }
  });

  it('takes a custom timeout', async () => {
    const component = lazyComponent(never);
    applyChunkTimeout([{ options: { component } }], 50);

    const load = track(component.preload()!);
    await vi.advanceTimersByTimeAsync(49);
    expect(load.outcome.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect((load.outcome as { error: unknown }).error).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('leaves components without preload, and preloads with nothing to load, alone', async () => {
    const plain = () => null;
    const nothingToLoad = lazyComponent(() => undefined);
    applyChunkTimeout([{ options: { component: plain } }, { options: { component: nothingToLoad } }]);

    expect(plain).not.toHaveProperty('preload');
    expect(nothingToLoad.preload()).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
