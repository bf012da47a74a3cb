import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  tenantEnvelopeSchema,
  type TenantEnvelope,
  type TenantUpdateInput,
} from '@/features/tenants/api/schemas';
import { UPDATE_TENANT_FALLBACK } from '@/features/tenants/api/tenant-mutations';
import { tenantQueries } from '@/features/tenants/api/tenant-queries';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { applyOptimisticUpdate } from '@/lib/optimistic';

const updateReplySchema = z.extend(tenantEnvelopeSchema, { message: z.optional(z.string()) });

function putTenant(id: string, changes: TenantUpdateInput) {
  return request('put', `tenants/${encodeURIComponent(id)}/`, updateReplySchema, {
    json: changes,
    fallback: UPDATE_TENANT_FALLBACK,
  });
}

/**
 * A settings form's save (`PUT /tenants/<id>/`): the form shows field errors and the failure itself,
 * so no error toast; the saved envelope replaces the cached one and a success toast follows.
 */
export function useSaveTenantSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TenantUpdateInput }) => putTenant(id, changes),
    meta: { errorFallback: UPDATE_TENANT_FALLBACK, silentError: true },
    onSuccess: ({ message, ...envelope }) => {
      queryClient.setQueryData(tenantQueries.current().queryKey, (current) =>
        current && current.tenant.id === envelope.tenant.id ? { ...current, ...envelope } : current,
      );
      notifySuccess({ message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantQueries.all() }),
  });
}

/**
 * The AI survey agent switch: the cached tenant (which the sidebar reads) flips before the server
 * answers, and flips back with a toast when it refuses.
 */
export function useSurveyAgentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      putTenant(id, { is_survey_agent_active: active }),
    meta: { errorFallback: UPDATE_TENANT_FALLBACK },
    onMutate: ({ active }) =>
      applyOptimisticUpdate<TenantEnvelope>(queryClient, tenantQueries.current().queryKey, (envelope) => ({
        ...envelope,
        tenant: { ...envelope.tenant, is_survey_agent_active: active },
      })),
    onError: (_error, _input, context) => context?.rollback(),
    onSuccess: (reply) => notifySuccess(reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenantQueries.current().queryKey }),
  });
}
