import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';
import type { ForgotPasswordInput, ResetPasswordInput } from './password-reset-schemas';
import { messageReplySchema } from './schemas';

export const FORGOT_PASSWORD_FALLBACK = 'Unable to send the reset link right now. Please try again.';
export const RESET_PASSWORD_FALLBACK = 'Unable to change your password right now. Please try again.';

/** A call whose form shows its failure itself: the input is the JSON body, the reply a message. */
function formCall<I>(path: string, fallback: string) {
  return {
    mutationFn: (input: I) => request('post', path, messageReplySchema, { json: input, fallback }),
    meta: { errorFallback: fallback, silentError: true },
  };
}

/** Asks for a reset link; the reply is the same whether or not the account exists. */
export function useForgotPasswordMutation() {
  return useMutation(formCall<ForgotPasswordInput>('auth/forgot_password/', FORGOT_PASSWORD_FALLBACK));
}

/** Sets the new password with a reset link's token; the link is spent. */
export function useResetPasswordMutation() {
  return useMutation(formCall<ResetPasswordInput>('auth/reset_password/', RESET_PASSWORD_FALLBACK));
}
