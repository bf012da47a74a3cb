import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';
import type { ForgotPasswordInput, ResetPasswordInput } from './password-reset-schemas';
import { messageReplySchema } from './schemas';

export const FORGOT_PASSWORD_FALLBACK = 'Unable to send the reset link right now. Please try again.';
export const RESET_PASSWORD_FALLBACK = 'Unable to change your password right now. Please try again.';

/** Asks for a reset link; the reply is the same whether or not the account exists. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      request('post', 'auth/forgot_password/', messageReplySchema, {
        json: input,
        fallback: FORGOT_PASSWORD_FALLBACK,
      }),
    meta: { errorFallback: FORGOT_PASSWORD_FALLBACK, silentError: true },
  });
}

/** Sets the new password with a reset link's token; the link is spent. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      request('post', 'auth/reset_password/', messageReplySchema, {
        json: input,
        fallback: RESET_PASSWORD_FALLBACK,
      }),
    meta: { errorFallback: RESET_PASSWORD_FALLBACK, silentError: true },
  });
}
