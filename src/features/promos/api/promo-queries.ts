import { apiQuery } from '@/lib/api-query';
import { promoListSchema } from './schemas';

export const PROMO_FALLBACKS = { list: 'Unable to load promotions. Please try again' } as const;

export const promoQueries = {
  all: () => ['promos'] as const,
  /** The promos the caller has not dismissed and that have not ended. */
  list: () =>
    apiQuery([...promoQueries.all(), 'list'], 'promos/', promoListSchema, { fallback: PROMO_FALLBACKS.list }),
};
