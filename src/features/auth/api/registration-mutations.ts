import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { useSessionStore } from '@/stores/session';
import { messageReplySchema } from './schemas';
import { registrationLinkPath, registrationQueries } from './registration-queries';
import type { RegisterInput, RegistrationKind, TokenRegistrationInput } from './registration-schemas';
import { signInWithPost } from './sign-in';

export const REGISTRATION_WRITE_FALLBACKS = {
  register: 'Unable to create your account right now. Please try again.',
  tokenRegistration: 'Unable to complete your registration right now. Please try again.',
} as const;

/** `/register`: the form shows failures beside its fields; success sets `userRegistrationSuccess`. */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      request('post', 'auth/register/', messageReplySchema, {
        json: input,
        fallback: REGISTRATION_WRITE_FALLBACKS.register,
      }),
    meta: { errorFallback: REGISTRATION_WRITE_FALLBACKS.register, silentError: true },
    onSuccess: () => useSessionStore.getState().setUserRegistrationSuccess(true),
  });
}

/** Completes a registration link and signs the new account in (the reply is a sign-in pair). */
export function useTokenRegistrationMutation(kind: RegistrationKind, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TokenRegistrationInput) =>
      signInWithPost(
        registrationLinkPath(kind, token),
        input,
        REGISTRATION_WRITE_FALLBACKS.tokenRegistration,
      ),
    meta: { errorFallback: REGISTRATION_WRITE_FALLBACKS.tokenRegistration, silentError: true },
    onSuccess: () => {
      useSessionStore.getState().setUserRegistrationSuccess(true);
      // A new identity: drop cached server data, except the invitation still on screen until the
      // page moves on (refetching it now would only say it was used).
      const keep = registrationQueries.all()[0];
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== keep });
    },
  });
}
