import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearTokens, getRefreshToken } from '@/lib/tokens';
import { SESSION_STORE_KEY, useSessionStore } from '@/stores/session';
import { obtainDemoTokens, obtainTokens, revokeRefreshToken } from './auth-api';
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

/** Clears tokens, the persisted store and cached server data, whatever the server says. */
export function signOutLocally(queryClient: { clear: () => void }): void {
  clearTokens();
  useSessionStore.getState().signedOut();
  localStorage.removeItem(SESSION_STORE_KEY);
  queryClient.clear();
}

/**
 * Signs out at once: the session is gone before anything is sent, so a page opened right after
 * (`/login`) finds nobody signed in. The refresh token, held here, is revoked afterwards; the call
 * outlives the page (docs/architecture.md) and its failure changes nothing for the user.
 */
export async function signOut(queryClient: { clear: () => void }): Promise<void> {
  const refresh = getRefreshToken();
  signOutLocally(queryClient);
  if (!refresh) return;
  try {
    await revokeRefreshToken(refresh);
  } catch {
    // Best effort: the token expires by itself within a day.
  }
}
