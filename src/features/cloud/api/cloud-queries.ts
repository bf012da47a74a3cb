import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import { cloudSpendSchema } from './schemas';

export const CLOUD_FALLBACKS = { spend: 'Unable to load cloud spend. Please try again' } as const;

/** Cloud's reads: one reply holds every provider, service and month. */
export const cloudQueries = {
  all: () => ['cloud'] as const,
  spend: () =>
    queryOptions({
      queryKey: [...cloudQueries.all(), 'spend'] as const,
      ...apiGet('cloud/spend/', cloudSpendSchema, { fallback: CLOUD_FALLBACKS.spend }),
    }),
};
