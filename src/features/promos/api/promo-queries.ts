import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import { promoListSchema } from './schemas';

export const PROMO_FALLBACKS = { list: 'Unable to load promotions. Please try again' } as const;

/** The promos the caller has not dismissed and that have not ended. */
const listPromos = apiGet('promos/', promoListSchema, { fallback: PROMO_FALLBACKS.list });

export const promoQueries = {
  all: () => ['promos'] as const,
  list: () => queryOptions({ queryKey: [...promoQueries.all(), 'list'] as const, ...listPromos }),
};
