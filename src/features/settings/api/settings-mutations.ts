import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  tenantQueries,
  TENANT_WRITE_FALLBACKS,
  updateTenant,
  useUpdateTenantMutation,
  type TenantEnvelope,
} from '@/features/tenants';
import { notifySuccess } from '@/lib/notify';
import { applyOptimisticUpdate } from '@/lib/optimistic';

/**
 * A settings form's save (`PUT /tenants/<id>/`): the form shows field errors and the failure itself,
 * so no error toast; the saved envelope replaces the cached one and a success toast follows.
 */
export function useSaveTenantSettingsMutation() {
  return useUpdateTenantMutation({ silentError: true });
}

/**
 * The AI survey agent switch: the cached tenant (which the sidebar reads) flips before the server
 * answers, and flips back with a toast when it refuses.
 */
export function useSurveyAgentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      updateTenant(id, { is_survey_agent_active: active }),
    meta: { errorFallback: TENANT_WRITE_FALLBACKS.update },
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
