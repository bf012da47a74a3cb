import * as z from 'zod/mini';

/** `POST /auth/forgot_password/`: the same `{ message }` whether or not the account exists. */
export const forgotPasswordInputSchema = z.object({ email: z.string() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** `GET /auth/reset_password/<token>/`: whose password the link resets. */
export const resetLinkSchema = z.object({ email: z.string() });
export type ResetLink = z.infer<typeof resetLinkSchema>;

/** `POST /auth/reset_password/`: replies `{ message }`; the link is spent. */
export const resetPasswordInputSchema = z.object({ token: z.string(), password: z.string() });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
