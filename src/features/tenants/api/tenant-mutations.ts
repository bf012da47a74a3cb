import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { applyOptimisticUpdate, invalidateWhenLastSettles } from '@/lib/optimistic';
import { TENANT_FALLBACKS, tenantQueries } from './tenant-queries';
import {
  tenantCreateReplySchema,
  tenantUpdateReplySchema,
  type TenantCreateInput,
  type TenantList,
  type TenantUpdateInput,
} from './schemas';

export const TENANT_WRITE_FALLBACKS = { update: 'Unable to update tenant' } as const;

/** Every tenant change carries this key, so a change can tell whether it is the last one in flight. */
const TENANT_UPDATE_KEY = ['tenants', 'update'] as const;

/**
 * Every tenant query reads again once no other tenant change is in flight: a list read while a
 * second switch waits for its reply would put that switch back before the server answered.
 */
function refreshWhenIdle(queryClient: QueryClient): Promise<void> | undefined {
  return invalidateWhenLastSettles(queryClient, TENANT_UPDATE_KEY, [tenantQueries.all()]);
}

/** `PUT /tenants/<id>/`, the one call that changes a tenant: the saved envelope and the server's message. */
export function updateTenant(id: string, changes: TenantUpdateInput) {
  return request('put', recordPath('tenants/', id), tenantUpdateReplySchema, {
    json: changes,
    fallback: TENANT_WRITE_FALLBACKS.update,
  });
}

/**
 * Saves a tenant's changes: the saved envelope replaces the cached current tenant when it is the same
 * one, a success toast follows, and every tenant query refetches. `silentError`: the caller shows a
 * failure itself (e.g. beside a form's fields) instead of a toast.
 */
export function useUpdateTenantMutation({ silentError = false }: { silentError?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TENANT_UPDATE_KEY,
    mutationFn: ({ id, changes }: { id: string; changes: TenantUpdateInput }) => updateTenant(id, changes),
    meta: { errorFallback: TENANT_WRITE_FALLBACKS.update, silentError },
    onSuccess: ({ message, ...envelope }) => {
      queryClient.setQueryData(tenantQueries.current().queryKey, (current) =>
        current && current.tenant.id === envelope.tenant.id ? { ...current, ...envelope } : current,
      );
      notifySuccess({ message });
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

export type TenantFlag = 'is_live' | 'is_active';

/**
 * Flips a company's live or active flag in every cached page of the list at once, then asks the
 * server; a refusal puts the old value back (with the server's reason in a toast) and the lists are
 * read again, so they end up as the server has them.
 */
export function useTenantFlagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TENANT_UPDATE_KEY,
    mutationFn: ({ id, flag, value }: { id: string; flag: TenantFlag; value: boolean }) =>
      updateTenant(id, { [flag]: value }),
    meta: { errorFallback: TENANT_WRITE_FALLBACKS.update },
    onMutate: ({ id, flag, value }) =>
      applyOptimisticUpdate<TenantList>(queryClient, tenantQueries.lists(), (list) => ({
        ...list,
        rows: list.rows.map((row) => (row.id === id ? { ...row, [flag]: value } : row)),
      })),
    onSuccess: ({ message }) => notifySuccess({ message }),
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

export function useCreateTenantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TenantCreateInput) =>
      request('post', 'tenants/', tenantCreateReplySchema, { json: input, fallback: TENANT_FALLBACKS.list }),
    // Only the company form creates tenants, and it shows a failure beside its fields.
    meta: { errorFallback: TENANT_FALLBACKS.list, silentError: true },
    onSuccess: (reply) => notifySuccess(reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantQueries.all() }),
  });
}
