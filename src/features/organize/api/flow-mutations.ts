/**
 * Every write to discovered apps: review (status), map to a catalogue product, assign an owner, the
 * same on many rows at once, and merging two rows. Each is optimistic: every cached list page, its
 * count and summary, and the app's own page show the change at once and go back, with the server's
 * reason in a toast, when it is refused. Once the last write settles, every flow read is read again,
 * and the tenant's figures ("apps in use") and Usage after anything that approves.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { notifyError, notifySuccess } from '@/lib/notify';
import { applyOptimisticUpdates, invalidateWhenLastSettles, type OptimisticWrite } from '@/lib/optimistic';
import type { Person } from '@/lib/person';
import { tenantQueries } from '@/features/tenants';
import { changeFlowList, mergedFlow } from '../model/flow-list-change';
import { flowPath, flowQueries } from './flow-queries';
import { flowBulkReplySchema, flowMergeReplySchema, flowReplySchema } from './schemas';
import type { Flow, FlowApp, FlowList, FlowListQuery, FlowReply, FlowStatus } from './schemas';

/** What a failed write says when the server gives no reason. */
export const FLOW_WRITE_FALLBACKS = {
  update: 'Unable to update the app. Please try again',
  bulk: 'Unable to update the selected apps. Please try again',
  merge: 'Unable to merge the apps. Please try again',
} as const;

const FLOW_MUTATION_KEY = ['flows', 'write'] as const;
// Usage lists the apps in use; approving one adds it there.
const USAGE_KEY = ['licenses'] as const;

/** One change to a flow, as the user chose it: a status, a catalogue product, an owner. */
export interface FlowChange {
  status?: FlowStatus;
  app?: FlowApp | null;
  owner?: Person | null;
}

/** The flow as it will be once `change` is saved. */
export function appliedChange(flow: Flow, change: FlowChange, now = new Date()): Flow {
  return {
    ...flow,
    ...(change.status === undefined ? {} : { status: change.status, reviewed_at: now.toISOString() }),
    ...(change.app === undefined ? {} : { app: change.app }),
    ...(change.owner === undefined ? {} : { owner: change.owner }),
  };
}

/** The request body of a change: ids, not the objects the page shows. */
function changeBody(change: FlowChange) {
  return {
    ...(change.status === undefined ? {} : { status: change.status }),
    ...(change.app === undefined ? {} : { app_id: change.app?.id ?? null }),
    ...(change.owner === undefined ? {} : { owner_id: change.owner?.user_id ?? null }),
  };
}

/** Every cache that shows `before`'s flows, written as `changed` and without `removed`. */
function flowWrites(before: Flow[], changed: Flow[], removed: string[] = []): OptimisticWrite<unknown>[] {
  const now = Date.now();
  return [
    {
      queryKey: flowQueries.lists(),
      update: (list: FlowList, queryKey) =>
        changeFlowList(list, (queryKey[2] ?? {}) as FlowListQuery, { before, changed, removed, now }),
    },
    ...changed.map((flow) => ({
      queryKey: flowQueries.detail(flow.id).queryKey,
      update: (reply: FlowReply) => ({ ...reply, flow }),
    })),
  ] as OptimisticWrite<unknown>[];
}

/** The server's rows put into every cache that shows them. */
function storeFlows(queryClient: QueryClient, flows: Flow[]): void {
  const byId = new Map(flows.map((flow) => [flow.id, flow]));
  queryClient.setQueriesData<FlowList>({ queryKey: flowQueries.lists() }, (list) =>
    list ? { ...list, rows: list.rows.map((row) => byId.get(row.id) ?? row) } : list,
  );
  for (const flow of flows) {
    queryClient.setQueryData<FlowReply>(flowQueries.detail(flow.id).queryKey, (reply) =>
      reply ? { ...reply, flow } : { flow },
    );
  }
}

/** Every flow read once no other flow write waits for its reply; the tenant's figures when one approved. */
function refreshWhenIdle(queryClient: QueryClient, approved: boolean): Promise<void> | undefined {
  return invalidateWhenLastSettles(queryClient, FLOW_MUTATION_KEY, [
    flowQueries.all(),
    ...(approved ? [tenantQueries.current().queryKey, USAGE_KEY] : []),
  ]);
}

/** Review, map or assign one flow. */
export function useUpdateFlowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...FLOW_MUTATION_KEY, 'update'],
    mutationFn: ({ flow, change }: { flow: Flow; change: FlowChange }) =>
      request('put', flowPath(flow.id), flowReplySchema, {
        json: changeBody(change),
        fallback: FLOW_WRITE_FALLBACKS.update,
      }),
    meta: { errorFallback: FLOW_WRITE_FALLBACKS.update },
    onMutate: ({ flow, change }) =>
      applyOptimisticUpdates(queryClient, flowWrites([flow], [appliedChange(flow, change)])),
    onSuccess: (reply) => {
      storeFlows(queryClient, [reply.flow]);
      notifySuccess(reply);
    },
    // The mutation cache toasts the server's reason (or the fallback).
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: (_reply, _error, { flow, change }) =>
      refreshWhenIdle(queryClient, change.status === 'approved' || flow.status === 'approved'),
  });
}

/** One status or owner for many flows; rows the server refuses go back when the lists are read again. */
export function useBulkFlowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...FLOW_MUTATION_KEY, 'bulk'],
    mutationFn: ({ flows, change }: { flows: Flow[]; change: Omit<FlowChange, 'app'> }) =>
      request('post', 'flows/bulk/', flowBulkReplySchema, {
        json: { ids: flows.map((flow) => flow.id), ...changeBody(change) },
        fallback: FLOW_WRITE_FALLBACKS.bulk,
      }),
    meta: { errorFallback: FLOW_WRITE_FALLBACKS.bulk },
    onMutate: ({ flows, change }) =>
      applyOptimisticUpdates(
        queryClient,
        flowWrites(
          flows,
          flows.map((flow) => appliedChange(flow, change)),
        ),
      ),
    onSuccess: (reply) => {
      storeFlows(queryClient, reply.updated);
      if (reply.errors.length === 0) notifySuccess(reply);
      // Some rows were refused: the server's message names each and why.
      else notifyError(new Error(reply.message), FLOW_WRITE_FALLBACKS.bulk);
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: (_reply, _error, { change }) => refreshWhenIdle(queryClient, change.status === 'approved'),
  });
}

/** `other` folded into `kept`: one row whose counts are the two rows' sums. */
export function useMergeFlowsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...FLOW_MUTATION_KEY, 'merge'],
    mutationFn: ({ kept, other }: { kept: Flow; other: Flow }) =>
      request('post', flowPath(kept.id, 'merge'), flowMergeReplySchema, {
        json: { other_id: other.id },
        fallback: FLOW_WRITE_FALLBACKS.merge,
      }),
    meta: { errorFallback: FLOW_WRITE_FALLBACKS.merge },
    onMutate: ({ kept, other }) =>
      applyOptimisticUpdates(queryClient, flowWrites([kept, other], [mergedFlow(kept, other)], [other.id])),
    onSuccess: (reply) => {
      storeFlows(queryClient, [reply.flow]);
      queryClient.removeQueries({ queryKey: flowQueries.detail(reply.merged_id).queryKey });
      notifySuccess(reply);
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: (_reply, _error, { kept, other }) =>
      refreshWhenIdle(queryClient, kept.status === 'approved' || other.status === 'approved'),
  });
}
