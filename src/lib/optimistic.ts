import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { assertWritable } from './demo-guard';

export interface OptimisticContext {
  rollback: () => void;
}

/**
 * The one optimistic-update helper: refuse demo writes before anything changes, cancel in-flight
 * fetches of the affected queries, snapshot them, write the new value, and return a rollback.
 * Use it in `onMutate`; call `context.rollback()` in `onError` and invalidate in `onSettled`.
 */
export async function applyOptimisticUpdate<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (current: T) => T,
): Promise<OptimisticContext> {
  assertWritable();
  await queryClient.cancelQueries({ queryKey });
  const snapshots = queryClient.getQueriesData<T>({ queryKey });
  for (const [key, data] of snapshots) {
    if (data !== undefined) queryClient.setQueryData<T>(key, update(data));
  }
  return {
    rollback: () => {
      for (const [key, data] of snapshots) queryClient.setQueryData(key, data);
    },
  };
}
