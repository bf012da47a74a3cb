/** Sign-in, token rotation, the demo sign-in and sign-out, mirroring simplejwt's views. */
import { http } from 'msw';
import { z } from 'zod';
import { loginInputSchema } from '@/features/auth/api/schemas';
import type { IdentityUser } from '@/lib/identity';
import { findAccountByEmail, findAccountById, recordSignIn, revokeJti, type Account } from '../db';
import { DEMO_EMAIL } from '../fixtures';
import { signTokenPair, verifyToken } from '../jwt';
import { authenticate, DEMO_APPID } from '../http/auth';
import { parseBody, readJsonObject } from '../http/input';
import { apiPath } from '../http/paths';
import { detail, fieldErrors, json } from '../http/replies';

export const APPID = 'stackwise';
const NO_ACCOUNT = 'No active account found with the given credentials';

const refreshInputSchema = z.object({ refresh: z.string() });

function pairFor(account: Account, appid: string) {
  return signTokenPair({
    user_id: account.user_id,
    tenant_id: account.tenant_id,
    roles: account.roles,
    appid,
  });
}

/**
 * A sign-in's reply: a fresh pair plus `new_user` on the account's first sign-in. Every way in
 * (password, demo, Microsoft, Google, registration by token) answers with this.
 */
export async function signInReply(account: Account, appid = APPID) {
  const newUser = await recordSignIn(account);
  return json({ ...pairFor(account, appid), new_user: newUser });
}

export function identityOf(account: Account): IdentityUser {
  const { user_id, first_name, last_name, email, avatar, roles, tenant_id } = account;
  return { user_id, first_name, last_name, email, avatar, roles, tenant_id };
}

/** DRF's CharField refuses blank strings with its own message. */
function blankFields(input: Record<string, string>): Record<string, string[]> | null {
  const blank = Object.entries(input).filter(([, value]) => value.trim() === '');
  return blank.length
    ? Object.fromEntries(blank.map(([key]) => [key, ['This field may not be blank.']]))
    : null;
}

/** A refresh token from the body, checked the way TokenRefreshSerializer / TokenBlacklistView do. */
async function readRefreshToken(request: Request) {
  const body = await readJsonObject(request);
  if (!body.ok) return body;
  const input = parseBody(refreshInputSchema, body.value);
  if (!input.ok) return input;
  const blank = blankFields(input.value);
  if (blank) return { ok: false as const, response: fieldErrors(blank) };
  const verified = verifyToken(input.value.refresh, 'refresh');
  if (!verified.ok) {
    const message =
      verified.reason === 'blacklisted'
        ? 'Token is blacklisted'
        : verified.reason === 'wrong_type'
          ? 'Token has wrong type'
          : 'Token is invalid or expired';
    return { ok: false as const, response: detail(401, message, { code: 'token_not_valid' }) };
  }
  return { ok: true as const, value: verified.claims };
}

export const authHandlers = [
  http.post(apiPath('/token/'), async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const input = parseBody(loginInputSchema, body.value);
    if (!input.ok) return input.response;
    const blank = blankFields(input.value);
    if (blank) return fieldErrors(blank);

    const account = findAccountByEmail(input.value.username);
    // The demo account has no usable password: it signs in through /auth/demo/ only.
    if (!account || account.email === DEMO_EMAIL || account.password !== input.value.password) {
      return detail(401, NO_ACCOUNT, { code: 'no_active_account' });
    }
    if (!account.is_active) return detail(401, NO_ACCOUNT, { code: 'user_inactive' });
    return signInReply(account);
  }),

  http.post(apiPath('/token/refresh/'), async ({ request }) => {
    const token = await readRefreshToken(request);
    if (!token.ok) return token.response;
    const account = findAccountById(token.value.user_id);
    if (!account?.is_active) {
      return detail(401, 'No active account found for the given token.', { code: 'no_active_account' });
    }
    // Rotation with blacklisting: the old refresh token is spent even if the client loses the reply.
    revokeJti(token.value.jti);
    return json(pairFor(account, token.value.appid));
  }),

  http.post(apiPath('/auth/demo/'), () => {
    const account = findAccountByEmail(DEMO_EMAIL);
    if (!account?.is_active) return detail(401, NO_ACCOUNT, { code: 'no_active_account' });
    return signInReply(account, DEMO_APPID);
  }),

  http.post(apiPath('/auth/logout/'), async ({ request }) => {
    const token = await readRefreshToken(request);
    if (!token.ok) return token.response;
    revokeJti(token.value.jti);
    return json({ message: 'Signed out' });
  }),

  http.get(apiPath('/users/me/'), ({ request }) => {
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    return json(identityOf(auth.principal.account));
  }),
];
