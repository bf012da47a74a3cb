/**
 * Password reset: `POST /auth/forgot_password/` e-mails a reset link (into the
 * outbox) and says the same thing whether or not the account exists; `GET /auth/reset_password/
 * <token>/` checks a link; `POST /auth/reset_password/` sets the new password and spends the link
 * (and every other open link of that account, as Django's token generator does).
 */
import * as z from 'zod/mini';
import { resetPasswordInputSchema } from '@/features/auth/api/password-reset-schemas';
import { validatePassword } from '@/features/auth/model/form-rules';
import { validate } from '@/lib/validation';
import {
  accounts,
  findAccountByEmail,
  findAccountById,
  passwordResets,
  type PasswordResetRecord,
} from '../db';
import { DEMO_EMAIL } from '../fixtures';
import { PASSWORD_RESET_LIFETIME_HOURS } from '../fixtures/invitations';
import { open } from '../http/handler';
import { detail, fieldErrors, json } from '../http/replies';
import { sendMail } from '../outbox';

export const RESET_LINK_INVALID = 'This password reset link is not valid.';
export const RESET_LINK_USED = 'This password reset link has already been used.';
export const RESET_LINK_EXPIRED = 'This password reset link has expired.';
export const PASSWORD_CHANGED = 'Your password has been changed. You can now sign in with your new password.';

export function resetLinkSentMessage(email: string): string {
  return `If an account exists for ${email}, we have sent a link to reset its password.`;
}

const forgotBodySchema = z.object({ email: z.string() });

type Usable = { ok: true; reset: PasswordResetRecord } | { ok: false; response: Response };

function usableReset(token: string): Usable {
  const reset = passwordResets.findFirst((q) => q.where((r) => r.token === token));
  if (!reset || !findAccountById(reset.user_id)) {
    return { ok: false, response: detail(404, RESET_LINK_INVALID, { code: 'token_invalid' }) };
  }
  if (reset.status === 'used')
    return { ok: false, response: detail(410, RESET_LINK_USED, { code: 'token_used' }) };
  if (Date.parse(reset.expires_at) <= Date.now()) {
    return { ok: false, response: detail(410, RESET_LINK_EXPIRED, { code: 'token_expired' }) };
  }
  return { ok: true, reset };
}

export const passwordResetHandlers = [
  open.post('/auth/forgot_password/', { body: forgotBodySchema }, async ({ body: input }) => {
    const invalid = validate(input.email, 'required||email', 'Email');
    if (invalid) return fieldErrors({ email: [invalid] });

    const email = input.email.trim();
    const account = findAccountByEmail(email);
    // Only active accounts that sign in with a password get a link; the reply never tells.
    if (account?.is_active && account.email !== DEMO_EMAIL) {
      const now = Date.now();
      const token = crypto.randomUUID();
      await passwordResets.create({
        token,
        user_id: account.user_id,
        status: 'pending',
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + PASSWORD_RESET_LIFETIME_HOURS * 3_600_000).toISOString(),
      });
      await sendMail({
        kind: 'password_reset',
        to: account.email,
        subject: 'Reset your Stackwise password',
        link: `/reset_password/${token}`,
        token,
      });
    }
    return json({ message: resetLinkSentMessage(email) });
  }),

  open.get('/auth/reset_password/:token/', {}, ({ params }) => {
    const found = usableReset(params.token!);
    if (!found.ok) return found.response;
    return json({ email: findAccountById(found.reset.user_id)!.email });
  }),

  open.post('/auth/reset_password/', { body: resetPasswordInputSchema }, async ({ body: input }) => {
    const found = usableReset(input.token);
    if (!found.ok) return found.response;
    const invalid = validatePassword(input.password);
    if (invalid) return fieldErrors({ password: [invalid] });

    const userId = found.reset.user_id;
    await accounts.update((q) => q.where((a) => a.user_id === userId), {
      data(row) {
        row.password = input.password;
      },
    });
    await passwordResets.updateMany((q) => q.where((r) => r.user_id === userId && r.status === 'pending'), {
      data(row) {
        row.status = 'used';
      },
    });
    return json({ message: PASSWORD_CHANGED });
  }),
];
