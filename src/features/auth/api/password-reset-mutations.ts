import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';
import type { ForgotPasswordInput, ResetPasswordInput } from './password-reset-schemas';
import { messageReplySchema } from './schemas';

export const PASSWORD_RESET_WRITE_FALLBACKS = {
  forgotPassword: 'Unable to send the reset link right now. Please try again.',
  resetPassword: 'Unable to change your password right now. Please try again.',
} as const;

/** A call whose form shows its failure itself: the input is the JSON body, the reply a message. */
function formCall<I>(path: string, fallback: string) {
  return {
    mutationFn: (input: I) => request('post', path, messageReplySchema, { json: input, fallback }),
    meta: { errorFallback: fallback, silentError: true },
  };
}

/** Asks for a reset link; the reply is the same whether or not the account exists. */
export function useForgotPasswordMutation() {
  return useMutation(
    formCall<ForgotPasswordInput>('auth/forgot_password/', PASSWORD_RESET_WRITE_FALLBACKS.forgotPassword),
  );
}

/** Sets the new password with a reset link's token; the link is spent. */
export function useResetPasswordMutation() {
  return useMutation(
    formCall<ResetPasswordInput>('auth/reset_password/', PASSWORD_RESET_WRITE_FALLBACKS.resetPassword),
  );
}
