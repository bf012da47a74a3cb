/**
 * Every write to stacks and stack requests. Each one is optimistic across every cached place the
 * item appears (catalogue pages, product pages, the stack, both request lists): the transition in
 * model/stack-transitions.ts runs before the call, again with the server's records after it, and is
 * rolled back, with the server's reason in a toast, when the server refuses. Lists are read again
 * once the last Reach write in flight has settled, so rapid clicks never flicker back.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { applyOptimisticUpdates, invalidateWhenLastSettles, type OptimisticWrite } from '@/lib/optimistic';
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import { useSignedInPerson } from '@/lib/use-signed-in-person';
import { useSessionStore } from '@/stores/session';
import {
  applyToItemDetail,
  applyToItemList,
  applyToRequestList,
  applyToStackList,
  isTenantRequestList,
  type StackTransition,
} from '../model/stack-transitions';
import { reachQueries } from './reach-queries';
import {
  approveReplySchema,
  messageReplySchema,
  stackEntryReplySchema,
  stackRequestReplySchema,
  type ItemDetail,
  type ItemList,
  type Product,
  type StackList,
  type StackRequest,
  type StackRequestList,
} from './schemas';

export const STACK_WRITE_FALLBACKS = {
  add: 'Unable to add the app to your stack. Please try again',
  remove: 'Unable to remove the app from your stack. Please try again',
  request: 'Unable to send the request. Please try again',
  cancelRequest: 'Unable to cancel the request. Please try again',
  approveRequest: 'Unable to approve the request. Please try again',
  rejectRequest: 'Unable to reject the request. Please try again',
} as const;

/** Every Reach write carries this key, so a write can tell whether it is the last one in flight. */
export const REACH_MUTATION_KEY = ['reach'] as const;

/** One cache write per shape under `reachQueries.all()`. */
export function transitionWrites(transition: StackTransition): OptimisticWrite<unknown>[] {
  return [
    {
      queryKey: reachQueries.itemLists(),
      update: (list: ItemList) => applyToItemList(list, transition),
    },
    {
      queryKey: reachQueries.itemDetails(),
      update: (detail: ItemDetail) => applyToItemDetail(detail, transition),
    },
    {
      queryKey: reachQueries.stackLists(),
      update: (list: StackList) => applyToStackList(list, transition),
    },
    {
      queryKey: reachQueries.requestLists(),
      update: (list: StackRequestList, key) => applyToRequestList(list, transition, isTenantRequestList(key)),
    },
  ] as OptimisticWrite<unknown>[];
}

/** Writes the server's records without a snapshot (the call succeeded). */
export function applyTransition(queryClient: QueryClient, transition: StackTransition): void {
  for (const { queryKey, update } of transitionWrites(transition)) {
    for (const [key, data] of queryClient.getQueriesData({ queryKey })) {
      if (data !== undefined) queryClient.setQueryData(key, update(data, key));
    }
  }
}

/** Reads the stack state again once no other Reach write is in flight (reviews and filters stay). */
function refreshWhenIdle(queryClient: QueryClient): Promise<void> | undefined {
  return invalidateWhenLastSettles(queryClient, REACH_MUTATION_KEY, [
    reachQueries.itemLists(),
    reachQueries.itemDetails(),
    reachQueries.stackLists(),
    reachQueries.requestLists(),
  ]);
}

const now = () => new Date().toISOString();
const PLACEHOLDER_PREFIX = 'pending-';
const placeholderId = (productId: string) => `${PLACEHOLDER_PREFIX}${productId}`;

/** A stack entry or request shown before the server created it: nothing can act on it yet. */
export function isPlaceholderId(id: string | null | undefined): boolean {
  return Boolean(id?.startsWith(PLACEHOLDER_PREFIX));
}

/** Whether the signed-in person adds apps directly (client admins and buyers) or requests them. */
export function useCanAddDirectly(): boolean {
  return useSessionStore((state) => {
    const user = state.identity.user;
    return Boolean(user && (hasRole(user, CLIENT_ADMIN) || user.is_buyer));
  });
}

function useStackMutation<V, R>(options: {
  call: (variables: V) => Promise<R>;
  fallback: string;
  /** The transition shown before the server answers. */
  before: (variables: V) => StackTransition;
  /** The transition with the server's records. */
  after: (reply: R, variables: V) => StackTransition;
  /** Forms show their own failure (beside the field) instead of a toast. */
  silentError?: boolean;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REACH_MUTATION_KEY,
    mutationFn: options.call,
    meta: { errorFallback: options.fallback, silentError: options.silentError ?? false },
    onMutate: (variables: V) =>
      applyOptimisticUpdates(queryClient, transitionWrites(options.before(variables))),
    onSuccess: (reply: R, variables: V) => {
      applyTransition(queryClient, options.after(reply, variables));
      notifySuccess(reply);
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

export function useAddToStackMutation() {
  return useStackMutation({
    call: (product: Product) =>
      request('post', 'stack/', stackEntryReplySchema, {
        json: { product_id: product.id },
        fallback: STACK_WRITE_FALLBACKS.add,
      }),
    fallback: STACK_WRITE_FALLBACKS.add,
    before: (product) => ({
      kind: 'added',
      entry: { id: placeholderId(product.id), product, added_at: now() },
    }),
    after: (reply) => ({ kind: 'added', entry: reply.stack }),
  });
}

export function useRemoveFromStackMutation() {
  return useStackMutation({
    call: ({ stackId }: { stackId: string; product: Product }) =>
      request('delete', recordPath('stack/', stackId), messageReplySchema, {
        fallback: STACK_WRITE_FALLBACKS.remove,
      }),
    fallback: STACK_WRITE_FALLBACKS.remove,
    before: ({ product }) => ({ kind: 'removed', productId: product.id }),
    after: (_reply, { product }) => ({ kind: 'removed', productId: product.id }),
  });
}

/** Sends a request with its reason; the request dialog shows a refusal beside its field. */
export function useRequestAppMutation() {
  const person = useSignedInPerson();
  return useStackMutation({
    call: ({ product, reason }: { product: Product; reason: string }) =>
      request('post', 'stack_requests/', stackRequestReplySchema, {
        json: { product_id: product.id, reason },
        fallback: STACK_WRITE_FALLBACKS.request,
      }),
    fallback: STACK_WRITE_FALLBACKS.request,
    silentError: true,
    before: ({ product, reason }) => ({
      kind: 'requested',
      request: {
        id: placeholderId(product.id),
        product,
        status: 'pending',
        reason,
        rejection_reason: null,
        requested_by: person,
        created_at: now(),
        decided_at: null,
      },
    }),
    after: (reply) => ({ kind: 'requested', request: reply.request }),
  });
}

export function useCancelRequestMutation() {
  return useStackMutation({
    call: (stackRequest: Pick<StackRequest, 'id' | 'product'>) =>
      request('delete', recordPath('stack_requests/', stackRequest.id), messageReplySchema, {
        fallback: STACK_WRITE_FALLBACKS.cancelRequest,
      }),
    fallback: STACK_WRITE_FALLBACKS.cancelRequest,
    before: (stackRequest) => ({ kind: 'cancelled', request: stackRequest }),
    after: (_reply, stackRequest) => ({ kind: 'cancelled', request: stackRequest }),
  });
}

export function useApproveRequestMutation() {
  const me = useSignedInPerson().user_id;
  return useStackMutation({
    call: (stackRequest: StackRequest) =>
      request('post', recordPath('stack_requests/', stackRequest.id, 'approve'), approveReplySchema, {
        fallback: STACK_WRITE_FALLBACKS.approveRequest,
      }),
    fallback: STACK_WRITE_FALLBACKS.approveRequest,
    before: (stackRequest) => ({
      kind: 'approved',
      request: { ...stackRequest, status: 'approved', decided_at: now() },
      entry: { id: placeholderId(stackRequest.product.id), product: stackRequest.product, added_at: now() },
      mine: stackRequest.requested_by.user_id === me,
    }),
    after: (reply, stackRequest) => ({
      kind: 'approved',
      request: reply.request,
      entry: reply.stack,
      mine: stackRequest.requested_by.user_id === me,
    }),
  });
}

/** Rejects with a reason; the reject dialog shows a refusal beside its field. */
export function useRejectRequestMutation() {
  const me = useSignedInPerson().user_id;
  return useStackMutation({
    call: ({ request: stackRequest, reason }: { request: StackRequest; reason: string }) =>
      request('post', recordPath('stack_requests/', stackRequest.id, 'reject'), stackRequestReplySchema, {
        json: { reason },
        fallback: STACK_WRITE_FALLBACKS.rejectRequest,
      }),
    fallback: STACK_WRITE_FALLBACKS.rejectRequest,
    silentError: true,
    before: ({ request: stackRequest, reason }) => ({
      kind: 'rejected',
      request: { ...stackRequest, status: 'rejected', rejection_reason: reason, decided_at: now() },
      mine: stackRequest.requested_by.user_id === me,
    }),
    after: (reply, { request: stackRequest }) => ({
      kind: 'rejected',
      request: reply.request,
      mine: stackRequest.requested_by.user_id === me,
    }),
  });
}
