import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { assertWritable } from './demo-guard';

export interface OptimisticContext {
  rollback: () => void;
}

/** One cache write of an optimistic change: every cached query under `queryKey` goes through `update`. */
export interface OptimisticWrite<T> {
  queryKey: QueryKey;
  update: (current: T, queryKey: QueryKey) => T;
}

/**
 * The one optimistic-update helper: refuse demo writes before anything changes, cancel in-flight
 * fetches of the affected queries, snapshot them, write the new values, and return a rollback.
 * Use it in `onMutate`; call `context.rollback()` in `onError` and invalidate in `onSettled`.
 * A change that shows in several caches (a list and a detail, two lists of different shapes) passes
 * one write per cache; they are applied and rolled back together.
 */
export async function applyOptimisticUpdates(
  queryClient: QueryClient,
  // Each write is typed by its caller; the helper only moves values around.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  writes: readonly OptimisticWrite<any>[],
): Promise<OptimisticContext> {
  assertWritable();
  await Promise.all(writes.map(({ queryKey }) => queryClient.cancelQueries({ queryKey })));
  const snapshots = new Map<string, [QueryKey, unknown]>();
  for (const { queryKey, update } of writes) {
    for (const [key, data] of queryClient.getQueriesData({ queryKey })) {
      if (data === undefined) continue;
      const hash = JSON.stringify(key);
      if (!snapshots.has(hash)) snapshots.set(hash, [key, data]);
      queryClient.setQueryData(key, update(queryClient.getQueryData(key), key));
    }
  }
  return {
    rollback: () => {
      for (const [key, data] of snapshots.values()) queryClient.setQueryData(key, data);
    },
  };
}

/** `applyOptimisticUpdates` for a change that shows in one family of queries. */
export function applyOptimisticUpdate<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (current: T) => T,
): Promise<OptimisticContext> {
  return applyOptimisticUpdates(queryClient, [{ queryKey, update: (current: T) => update(current) }]);
}

/**
 * Reads `queryKeys` again once the write settling now is the last of its family (`mutationKey`) in
 * flight. Reading while a sibling write still waits for its reply would put that write's optimistic
 * change back on screen before the server answered; the last write to settle reads for them all.
 * Returned so a mutation may wait for the reads; a caller that lets its form go at once ignores it.
 */
export function invalidateWhenLastSettles(
  queryClient: QueryClient,
  mutationKey: QueryKey,
  queryKeys: readonly QueryKey[],
): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
  return Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
