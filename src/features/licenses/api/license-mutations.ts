import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opportunityQueries } from '@/features/optimize';
import { taskQueries } from '@/features/tasks';
import { tenantQueries } from '@/features/tenants';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { licenseQueries } from './license-queries';
import { reclaimReplySchema, type ReclaimInput } from './schemas';

export const LICENSE_WRITE_FALLBACKS = {
  reclaimSeats: 'Unable to reclaim the seats. Please try again',
} as const;

/**
 * Reclaims seats of one app. Not optimistic: the outcome (the task and the opportunity the server
 * opens) is what the dialog shows. On success every place the seats, the owner's tasks, the savings
 * opportunities and the tenant's figures appear is read again. Silent: the dialog shows a refusal.
 */
export function useReclaimSeatsMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['licenses', 'reclaim', slug],
    mutationFn: (input: ReclaimInput) =>
      request('post', recordPath('licenses/', slug, 'reclaim'), reclaimReplySchema, {
        json: input,
        fallback: LICENSE_WRITE_FALLBACKS.reclaimSeats,
      }),
    meta: { errorFallback: LICENSE_WRITE_FALLBACKS.reclaimSeats, silentError: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: licenseQueries.all() }),
        queryClient.invalidateQueries({ queryKey: opportunityQueries.all() }),
        queryClient.invalidateQueries({ queryKey: taskQueries.all() }),
        queryClient.invalidateQueries({ queryKey: tenantQueries.current().queryKey }),
      ]),
  });
}
