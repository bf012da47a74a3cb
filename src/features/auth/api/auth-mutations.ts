import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session';
import { obtainDemoTokens, obtainTokens } from './auth-api';
import type { LoginInput } from './schemas';
import { completeSignIn } from './sign-in';

export const AUTH_WRITE_FALLBACKS = { login: 'Unable to sign in right now. Please try again.' } as const;

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => completeSignIn(await obtainTokens(input)),
    // The login form shows the server's reason beside the button.
    meta: { silentError: true },
    onSuccess: () => queryClient.clear(),
  });
}

export function useDemoLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      useSessionStore.getState().setDemoAuthenticating(true);
      try {
        return await completeSignIn(await obtainDemoTokens());
      } finally {
        useSessionStore.getState().setDemoAuthenticating(false);
      }
    },
    meta: { silentError: true },
    onSuccess: () => queryClient.clear(),
  });
}
