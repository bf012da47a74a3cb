import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { applyOptimisticUpdate } from '@/lib/optimistic';
import { promoQueries } from './promo-queries';
import { dismissPromoReplySchema, type PromoList } from './schemas';

export const PROMO_WRITE_FALLBACKS = {
  dismiss: 'Unable to dismiss the promotion. Please try again',
} as const;

/** Dismisses a promo (its id) optimistically: it leaves at once, and comes back with the reason when refused. */
export function useDismissPromoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorFallback: PROMO_WRITE_FALLBACKS.dismiss },
    mutationFn: (id: string) =>
      request('post', recordPath('promos/', id, 'dismiss'), dismissPromoReplySchema, {
        fallback: PROMO_WRITE_FALLBACKS.dismiss,
      }),
    onMutate: (id) =>
      applyOptimisticUpdate<PromoList>(queryClient, promoQueries.all(), (list) => {
        const rows = list.rows.filter((promo) => promo.id !== id);
        return { rows, count: list.count - (list.rows.length - rows.length) };
      }),
    onError: (_error, _id, context) => context?.rollback(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoQueries.all() }),
  });
}
