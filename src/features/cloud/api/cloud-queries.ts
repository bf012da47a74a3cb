import { apiQuery } from '@/lib/api-query';
import { cloudSpendSchema } from './schemas';

export const CLOUD_FALLBACKS = { spend: 'Unable to load cloud spend. Please try again' } as const;

/** Cloud's reads: one reply holds every provider, service and month. */
export const cloudQueries = {
  all: () => ['cloud'] as const,
  spend: () =>
    apiQuery([...cloudQueries.all(), 'spend'], 'cloud/spend/', cloudSpendSchema, {
      fallback: CLOUD_FALLBACKS.spend,
    }),
};
