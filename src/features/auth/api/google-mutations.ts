import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInWithPost } from './sign-in';

/** Shown when a Google sign-in fails and the backend gives no reason. */
export const GOOGLE_SIGN_IN_FALLBACKS = {
  signIn: 'Unable to authenticate google right now, please try again.',
} as const;

/** Sign-in with Google (code flow): the backend exchanges the code and replies with our token pair. */
export function useGoogleSignInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authCode: string) =>
      signInWithPost('auth/google/', { auth_code: authCode }, GOOGLE_SIGN_IN_FALLBACKS.signIn),
    // The button shows the server's reason (or the fallback) beneath itself.
    meta: { silentError: true, errorFallback: GOOGLE_SIGN_IN_FALLBACKS.signIn },
    onSuccess: () => queryClient.clear(),
  });
}
