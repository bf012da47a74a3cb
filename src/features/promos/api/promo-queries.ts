import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import { promoListSchema } from './schemas';

export const LIST_PROMOS_FALLBACK = 'Unable to load promotions. Please try again';

export const promoQueries = {
  all: () => ['promos'] as const,
  /** The promos the caller has not dismissed and that have not ended. */
  list: () =>
    queryOptions({
      queryKey: [...promoQueries.all(), 'list'] as const,
      ...apiGet('promos/', promoListSchema, { fallback: LIST_PROMOS_FALLBACK }),
    }),
};
