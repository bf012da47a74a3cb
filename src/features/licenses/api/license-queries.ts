import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import type { InactiveDays } from './list-words';
import { inactiveUsersSchema, licenseDetailSchema, usageListSchema } from './schemas';

export const LICENSE_FALLBACKS = {
  usage: 'Unable to load usage. Please try again',
  inactiveUsers: 'Unable to load inactive users. Please try again',
  detail: 'Unable to load License Management. Please try again',
} as const;

/**
 * Licences' reads. Usage, each app's inactive users and License Management all sit under
 * `licenseQueries.all()`: a reclaim changes the seats every one of them shows.
 */
export const licenseQueries = {
  all: () => ['licenses'] as const,
  usage: () =>
    queryOptions({
      queryKey: [...licenseQueries.all(), 'usage'] as const,
      ...apiGet('usage/', usageListSchema, { fallback: LICENSE_FALLBACKS.usage }),
    }),
  inactiveUsers: (slug: string, days: InactiveDays) =>
    queryOptions({
      queryKey: [...licenseQueries.all(), 'inactive', slug, days] as const,
      ...apiGet(`usage/${encodeURIComponent(slug)}/inactive_users/`, inactiveUsersSchema, {
        searchParams: { days },
        fallback: LICENSE_FALLBACKS.inactiveUsers,
      }),
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...licenseQueries.all(), 'detail', slug] as const,
      ...apiGet(`licenses/${encodeURIComponent(slug)}/`, licenseDetailSchema, {
        fallback: LICENSE_FALLBACKS.detail,
      }),
    }),
};
