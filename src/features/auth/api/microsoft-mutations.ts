import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { signInWithPost } from './sign-in';

/** Shown when a Microsoft sign-in fails and the backend gives no reason. */
export const MICROSOFT_SIGN_IN_FALLBACKS = {
  signIn: 'Unable to authenticate azure right now, please try again.',
} as const;

/** `POST /auth/azure/`: the Azure tenant (directory) id and Microsoft's id token. */
export const azureSignInInputSchema = z.object({
  azureTenantId: z.string().check(z.minLength(1)),
  id_token: z.string().check(z.minLength(1)),
});
export type AzureSignInInput = z.infer<typeof azureSignInInputSchema>;

/** Sign-in with Microsoft: the backend checks the id token and replies with our token pair. */
export function useMicrosoftSignInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AzureSignInInput) =>
      signInWithPost(
        'auth/azure/',
        z.parse(azureSignInInputSchema, input),
        MICROSOFT_SIGN_IN_FALLBACKS.signIn,
      ),
    // /msauth shows the server's reason (or the fallback) itself.
    meta: { silentError: true, errorFallback: MICROSOFT_SIGN_IN_FALLBACKS.signIn },
    onSuccess: () => queryClient.clear(),
  });
}
