import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { DEMO_READ_ONLY_MESSAGE, DemoReadOnlyError } from './errors';
import { applyOptimisticUpdate, applyOptimisticUpdates, invalidateWhenLastSettles } from './optimistic';
import { testUser } from '@/test/identity';

interface Item {
  id: string;
  done: boolean;
}
interface List {
  rows: Item[];
  count: number;
}

const user = testUser();

const OPEN = ['tasks', 'list', 'open'] as const;
const ALL = ['tasks', 'list', 'all'] as const;
const OTHER = ['tenants', 'current'] as const;

const openList: List = { rows: [{ id: 'a', done: false }], count: 1 };
const allList: List = {
  rows: [
    { id: 'a', done: false },
    { id: 'b', done: true },
  ],
  count: 2,
};
const tenant = { name: 'Acme Corp' };

const complete = (id: string) => (list: List) => ({
  ...list,
  rows: list.rows.map((row) => (row.id === id ? { ...row, done: true } : row)),
});

function seededClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(OPEN, openList);
  queryClient.setQueryData(ALL, allList);
  queryClient.setQueryData(OTHER, tenant);
  return queryClient;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signedOut();
});

describe('applyOptimisticUpdate', () => {
  it('writes the change into every cached query under the key, and nowhere else', async () => {
    useSessionStore.getState().signedIn(user, 'stackwise');
    const queryClient = seededClient();

    await applyOptimisticUpdate<List>(queryClient, ['tasks'], complete('a'));

    expect(queryClient.getQueryData(OPEN)).toEqual({ rows: [{ id: 'a', done: true }], count: 1 });
    expect(queryClient.getQueryData(ALL)).toEqual({
      rows: [
        { id: 'a', done: true },
        { id: 'b', done: true },
      ],
      count: 2,
    });
    expect(queryClient.getQueryData(OTHER)).toBe(tenant);
  });

  it('rolls every query back to what it held before', async () => {
    useSessionStore.getState().signedIn(user, 'stackwise');
    const queryClient = seededClient();

    const context = await applyOptimisticUpdate<List>(queryClient, ['tasks'], complete('a'));
    context.rollback();

    expect(queryClient.getQueryData(OPEN)).toEqual(openList);
    expect(queryClient.getQueryData(ALL)).toEqual(allList);
    expect(queryClient.getQueryData(OTHER)).toBe(tenant);
  });

  it('skips queries that hold no data yet', async () => {
    useSessionStore.getState().signedIn(user, 'stackwise');
    const queryClient = seededClient();
    const pending = ['tasks', 'list', 'mine'] as const;
    queryClient.getQueryCache().build(queryClient, { queryKey: pending });
    const update = vi.fn(complete('a'));

    const context = await applyOptimisticUpdate<List>(queryClient, ['tasks'], update);

    expect(update).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryData(pending)).toBeUndefined();
    context.rollback();
    expect(queryClient.getQueryData(pending)).toBeUndefined();
  });

  it('cancels in-flight fetches, so a late stale reply cannot overwrite the change', async () => {
    useSessionStore.getState().signedIn(user, 'stackwise');
    const queryClient = seededClient();
    const stale = deferred<List>();
    // A refetch under way that will answer late, with the data from before the change.
    const refetch = queryClient.fetchQuery({ queryKey: OPEN, queryFn: () => stale.promise, staleTime: 0 });
    refetch.catch(() => {});
    expect(queryClient.isFetching({ queryKey: OPEN })).toBe(1);

    await applyOptimisticUpdate<List>(queryClient, ['tasks'], complete('a'));

    expect(queryClient.isFetching({ queryKey: ['tasks'] })).toBe(0);
    stale.resolve(openList);
    await stale.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(OPEN)).toEqual({ rows: [{ id: 'a', done: true }], count: 1 });
  });

  it('refuses the read-only demo account with DemoReadOnlyError and leaves the cache as it was', async () => {
    useSessionStore.getState().signedIn(user, 'demo');
    const queryClient = seededClient();
    const update = vi.fn(complete('a'));

    const attempt = applyOptimisticUpdate<List>(queryClient, ['tasks'], update);

    await expect(attempt).rejects.toBeInstanceOf(DemoReadOnlyError);
    await expect(attempt).rejects.toThrow(DEMO_READ_ONLY_MESSAGE);
    expect(update).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(OPEN)).toBe(openList);
    expect(queryClient.getQueryData(ALL)).toBe(allList);
  });

  it('does not cancel fetches for the demo account either', async () => {
    useSessionStore.getState().signedIn(user, 'demo');
    const queryClient = seededClient();
    const fresh = deferred<List>();
    const fetching = queryClient.fetchQuery({ queryKey: OPEN, queryFn: () => fresh.promise, staleTime: 0 });

    await expect(applyOptimisticUpdate<List>(queryClient, ['tasks'], complete('a'))).rejects.toThrow(
      DemoReadOnlyError,
    );

    expect(queryClient.isFetching({ queryKey: OPEN })).toBe(1);
    const newer: List = { rows: [], count: 0 };
    fresh.resolve(newer);
    await expect(fetching).resolves.toEqual(newer);
    expect(queryClient.getQueryData(OPEN)).toEqual(newer);
  });
});

describe('applyOptimisticUpdates', () => {
  it('writes each family of queries with its own update, handing over the key, and rolls them all back together', async () => {
    useSessionStore.getState().signedIn(user, 'stackwise');
    const queryClient = seededClient();
    const seenKeys: unknown[] = [];

    const context = await applyOptimisticUpdates(queryClient, [
      {
        queryKey: ['tasks'],
        update: (list: List, key) => {
          seenKeys.push(key);
          return complete('a')(list);
        },
      },
      { queryKey: OTHER, update: (current: typeof tenant) => ({ ...current, name: 'Acme Inc' }) },
    ]);

    expect(seenKeys).toEqual(expect.arrayContaining([OPEN, ALL]));
    expect(queryClient.getQueryData(OPEN)).toEqual({ rows: [{ id: 'a', done: true }], count: 1 });
    expect(queryClient.getQueryData(OTHER)).toEqual({ name: 'Acme Inc' });

    context.rollback();
    expect(queryClient.getQueryData(OPEN)).toEqual(openList);
    expect(queryClient.getQueryData(ALL)).toEqual(allList);
    expect(queryClient.getQueryData(OTHER)).toEqual(tenant);
  });

  it('when two writes reach the same query, both apply in order and the rollback restores the original', async () => {
    useSessionStore.getState().signedIn(user, 'stackwise');
    const queryClient = seededClient();

    const context = await applyOptimisticUpdates(queryClient, [
      { queryKey: ['tasks'], update: complete('a') },
      { queryKey: ALL, update: (list: List) => ({ ...list, count: list.count + 1 }) },
    ]);

    expect(queryClient.getQueryData(ALL)).toEqual({
      rows: [
        { id: 'a', done: true },
        { id: 'b', done: true },
      ],
      count: 3,
    });
    context.rollback();
    expect(queryClient.getQueryData(ALL)).toEqual(allList);
  });

  it('refuses the demo account before any write', async () => {
    useSessionStore.getState().signedIn(user, 'demo');
    const queryClient = seededClient();
    const update = vi.fn(complete('a'));
    await expect(
      applyOptimisticUpdates(queryClient, [{ queryKey: ['tasks'], update }]),
    ).rejects.toBeInstanceOf(DemoReadOnlyError);
    expect(update).not.toHaveBeenCalled();
  });
});

describe('invalidateWhenLastSettles', () => {
  it('reads again only when the settling write is the last of its family in flight', async () => {
    const queryClient = new QueryClient();
    const family = ['things'] as const;
    queryClient.setQueryData(['things', 'list'], ['a']);
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (release = resolve));
    const mutationFn = () => pending;
    // Two writes of the family in flight: the first to settle leaves the reading to the other.
    const first = queryClient.getMutationCache().build(queryClient, { mutationKey: family, mutationFn });
    const second = queryClient.getMutationCache().build(queryClient, { mutationKey: family, mutationFn });
    const running = [first.execute(undefined), second.execute(undefined)];

    expect(invalidateWhenLastSettles(queryClient, family, [['things']])).toBeUndefined();
    expect(queryClient.getQueryState(['things', 'list'])?.isInvalidated).toBe(false);

    release();
    await Promise.all(running);
    await invalidateWhenLastSettles(queryClient, family, [['things']]);
    expect(queryClient.getQueryState(['things', 'list'])?.isInvalidated).toBe(true);
  });
});
