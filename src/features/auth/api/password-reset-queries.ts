import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
import { resetLinkSchema } from './password-reset-schemas';

export const PASSWORD_RESET_FALLBACKS = {
  link: 'Unable to check your reset link right now. Please try again.',
} as const;

export const passwordResetQueries = {
  all: () => ['password-reset'] as const,
  /** Whose password a reset link resets; fails with the link's problem (invalid, used, expired). */
  link: (token: string) =>
    queryOptions({
      queryKey: [...passwordResetQueries.all(), 'link', token] as const,
      ...apiGet(recordPath('auth/reset_password/', token), resetLinkSchema, {
        fallback: PASSWORD_RESET_FALLBACKS.link,
      }),
      // Read once per visit: a refetch after the reset would only say the link was used.
      staleTime: Infinity,
    }),
};
