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

/** `silentError`: the caller shows a failure itself (e.g. beside a form's fields) instead of a toast. */
export function useUpdateTenantMutation({ silentError = false }: { silentError?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TenantUpdateInput }) =>
      request('put', `tenants/${encodeURIComponent(id)}/`, updateReplySchema, {
        json: changes,
        fallback: UPDATE_TENANT_FALLBACK,
      }),
    meta: { errorFallback: UPDATE_TENANT_FALLBACK, silentError },
    onSuccess: (reply) => {
      queryClient.setQueryData(tenantQueries.current().queryKey, (current) =>
        current && current.tenant.id === reply.tenant.id ? { ...current, ...reply } : current,
      );
      notifySuccess(reply);
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
