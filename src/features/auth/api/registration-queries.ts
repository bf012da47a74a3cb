import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { invitationSchema, type RegistrationKind } from './registration-schemas';

export const REGISTRATION_FALLBACKS = {
  invitation: 'Unable to check your invitation right now. Please try again.',
} as const;

export function registrationLinkPath(kind: RegistrationKind, token: string): string {
  return `auth/register/${kind}/${encodeURIComponent(token)}/`;
}

export const registrationQueries = {
  all: () => ['registration'] as const,
  /** What a registration link stands for (tenant, e-mail, inviter). */
  invitation: (kind: RegistrationKind, token: string) =>
    queryOptions({
      queryKey: [...registrationQueries.all(), 'invitation', kind, token] as const,
      queryFn: ({ signal }) =>
        request('get', registrationLinkPath(kind, token), invitationSchema, {
          signal,
          fallback: REGISTRATION_FALLBACKS.invitation,
        }),
      // Read once per visit: a refetch after the link is spent would only say it was used.
      staleTime: Infinity,
      meta: { errorFallback: REGISTRATION_FALLBACKS.invitation },
    }),
};
