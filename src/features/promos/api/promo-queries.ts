import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import { promoListSchema } from './schemas';

export const LIST_PROMOS_FALLBACK = 'Unable to load promotions. Please try again';

/** The promos the caller has not dismissed and that have not ended. */
const listPromos = apiGet('promos/', promoListSchema, { fallback: LIST_PROMOS_FALLBACK });

export const promoQueries = {
  all: () => ['promos'] as const,
  list: () => queryOptions({ queryKey: [...promoQueries.all(), 'list'] as const, ...listPromos }),
};
