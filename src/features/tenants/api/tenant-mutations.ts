import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { LIST_TENANTS_FALLBACK, tenantQueries } from './tenant-queries';
import {
  tenantEnvelopeSchema,
  tenantSchema,
  type TenantCreateInput,
  type TenantUpdateInput,
} from './schemas';

export const UPDATE_TENANT_FALLBACK = 'Unable to update tenant';

const updateReplySchema = z.extend(tenantEnvelopeSchema, { message: z.optional(z.string()) });
const createReplySchema = z.object({ tenant: tenantSchema, message: z.optional(z.string()) });

/** `PUT /tenants/<id>/`, the one call that changes a tenant: the saved envelope and the server's message. */
export function updateTenant(id: string, changes: TenantUpdateInput) {
  return request('put', `tenants/${encodeURIComponent(id)}/`, updateReplySchema, {
    json: changes,
    fallback: UPDATE_TENANT_FALLBACK,
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
    mutationFn: ({ id, changes }: { id: string; changes: TenantUpdateInput }) => updateTenant(id, changes),
    meta: { errorFallback: UPDATE_TENANT_FALLBACK, silentError },
    onSuccess: ({ message, ...envelope }) => {
      queryClient.setQueryData(tenantQueries.current().queryKey, (current) =>
        current && current.tenant.id === envelope.tenant.id ? { ...current, ...envelope } : current,
      );
      notifySuccess({ message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantQueries.all() }),
  });
}

export function useCreateTenantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TenantCreateInput) =>
      request('post', 'tenants/', createReplySchema, { json: input, fallback: LIST_TENANTS_FALLBACK }),
    // Only the company form creates tenants, and it shows a failure beside its fields.
    meta: { errorFallback: LIST_TENANTS_FALLBACK, silentError: true },
    onSuccess: (reply) => notifySuccess(reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantQueries.all() }),
  });
}
