/**
 * Sign-in with Google: `POST /auth/google/` {auth_code}. The backend exchanges the
 * code with Google (here: checks the simulated Google's signed code, which works once) and signs in
 * the Stackwise account with that e-mail.
 */
import * as z from 'zod/mini';
import { findAccountByEmail } from '../db';
import { DEMO_EMAIL } from '../fixtures';
import { open } from '../http/handler';
import { detail, fieldErrors } from '../http/replies';
import { redeemGoogleCode } from '../identity/google-tokens';
import { signInReply } from './auth';

export const GOOGLE_CODE_INVALID =
  'The Google authorisation code is invalid or has expired. Please sign in again.';
export const GOOGLE_CODE_USED = 'The Google authorisation code has already been used. Please sign in again.';
export const GOOGLE_NOT_LINKED = 'This Google account is not linked to a Stackwise user.';
const NO_ACCOUNT = 'No active account found with the given credentials';

const googleInputSchema = z.object({ auth_code: z.string() });

export const googleAuthHandlers = [
  open.post('/auth/google/', { body: googleInputSchema }, ({ body: input }) => {
    const code = input.auth_code.trim();
    if (code === '') return fieldErrors({ auth_code: ['This field may not be blank.'] });

    const grant = redeemGoogleCode(code);
    if (!grant.ok) {
      return grant.reason === 'used'
        ? detail(400, GOOGLE_CODE_USED, { code: 'invalid_grant' })
        : detail(400, GOOGLE_CODE_INVALID, { code: 'invalid_grant' });
    }

    const account = findAccountByEmail(grant.claims.email);
    // The demo account has no Google identity: it signs in through /auth/demo/ only.
    if (!account || account.email === DEMO_EMAIL)
      return detail(403, GOOGLE_NOT_LINKED, { code: 'not_linked' });
    if (!account.is_active) return detail(401, NO_ACCOUNT, { code: 'user_inactive' });
    return signInReply(account);
  }),
];
