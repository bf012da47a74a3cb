import { apiQuery } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
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
    apiQuery([...licenseQueries.all(), 'usage'], 'usage/', usageListSchema, {
      fallback: LICENSE_FALLBACKS.usage,
    }),
  inactiveUsers: (slug: string, days: InactiveDays) =>
    apiQuery(
      [...licenseQueries.all(), 'inactive', slug, days],
      recordPath('usage/', slug, 'inactive_users'),
      inactiveUsersSchema,
      { searchParams: { days }, fallback: LICENSE_FALLBACKS.inactiveUsers },
    ),
  detail: (slug: string) =>
    apiQuery([...licenseQueries.all(), 'detail', slug], recordPath('licenses/', slug), licenseDetailSchema, {
      fallback: LICENSE_FALLBACKS.detail,
    }),
};
