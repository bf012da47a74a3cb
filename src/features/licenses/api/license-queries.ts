import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import type { InactiveDays } from './list-words';
import { inactiveUsersSchema, licenseDetailSchema, usageListSchema } from './schemas';

export const FETCH_USAGE_FALLBACK = 'Unable to load usage. Please try again';
export const FETCH_INACTIVE_USERS_FALLBACK = 'Unable to load inactive users. Please try again';
export const FETCH_LICENSE_FALLBACK = 'Unable to load License Management. Please try again';

/**
 * Licences' reads. Usage, each app's inactive users and License Management all sit under
 * `licenseQueries.all()`: a reclaim changes the seats every one of them shows.
 */
export const licenseQueries = {
  all: () => ['licenses'] as const,
  usage: () =>
    queryOptions({
      queryKey: [...licenseQueries.all(), 'usage'] as const,
      ...apiGet('usage/', usageListSchema, { fallback: FETCH_USAGE_FALLBACK }),
    }),
  inactiveUsers: (slug: string, days: InactiveDays) =>
    queryOptions({
      queryKey: [...licenseQueries.all(), 'inactive', slug, days] as const,
      ...apiGet(`usage/${encodeURIComponent(slug)}/inactive_users/`, inactiveUsersSchema, {
        searchParams: { days },
        fallback: FETCH_INACTIVE_USERS_FALLBACK,
      }),
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...licenseQueries.all(), 'detail', slug] as const,
      ...apiGet(`licenses/${encodeURIComponent(slug)}/`, licenseDetailSchema, {
        fallback: FETCH_LICENSE_FALLBACK,
      }),
    }),
};
