/** Sign-in, token rotation, the demo sign-in and sign-out, mirroring simplejwt's views. */
import * as z from 'zod/mini';
import { loginInputSchema } from '@/features/auth/api/schemas';
import { SOCKET_CLOSE } from '@/features/notifications/api/schemas';
import type { IdentityUser } from '@/lib/identity';
import { findAccountByEmail, findAccountById, recordSignIn, revokeJti, type Account } from '../db';
import { DEMO_EMAIL } from '../fixtures';
import { signTokenPair, verifyToken } from '../jwt';
import { DEMO_APPID } from '../http/auth';
import { authed, open } from '../http/handler';
import { detail, fieldErrors, json } from '../http/replies';
import { disconnect } from '../realtime/hub';

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
  const { user_id, first_name, last_name, email, avatar, roles, tenant_id, is_buyer } = account;
  return { user_id, first_name, last_name, email, avatar, roles, tenant_id, is_buyer };
}

/** DRF's CharField refuses blank strings with its own message. */
function blankFields(input: Record<string, string>): Record<string, string[]> | null {
  const blank = Object.entries(input).filter(([, value]) => value.trim() === '');
  return blank.length
    ? Object.fromEntries(blank.map(([key]) => [key, ['This field may not be blank.']]))
    : null;
}

/** A refresh token, checked the way TokenRefreshSerializer / TokenBlacklistView do. */
function checkRefreshToken(input: z.output<typeof refreshInputSchema>) {
  const blank = blankFields(input);
  if (blank) return { ok: false as const, response: fieldErrors(blank) };
  const verified = verifyToken(input.refresh, 'refresh');
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
  open.post('/token/', { body: loginInputSchema }, async ({ body: input }) => {
    const blank = blankFields(input);
    if (blank) return fieldErrors(blank);

    const account = findAccountByEmail(input.username);
    // The demo account has no usable password: it signs in through /auth/demo/ only.
    if (!account || account.email === DEMO_EMAIL || account.password !== input.password) {
      return detail(401, NO_ACCOUNT, { code: 'no_active_account' });
    }
    if (!account.is_active) return detail(401, NO_ACCOUNT, { code: 'user_inactive' });
    return signInReply(account);
  }),

  open.post('/token/refresh/', { body: refreshInputSchema }, ({ body }) => {
    const token = checkRefreshToken(body);
    if (!token.ok) return token.response;
    const account = findAccountById(token.value.user_id);
    if (!account?.is_active) {
      return detail(401, 'No active account found for the given token.', { code: 'no_active_account' });
    }
    // Rotation with blacklisting: the old refresh token is spent even if the client loses the reply.
    revokeJti(token.value.jti);
    return json(pairFor(account, token.value.appid));
  }),

  open.post('/auth/demo/', {}, () => {
    const account = findAccountByEmail(DEMO_EMAIL);
    if (!account?.is_active) return detail(401, NO_ACCOUNT, { code: 'no_active_account' });
    return signInReply(account, DEMO_APPID);
  }),

  open.post('/auth/logout/', { body: refreshInputSchema }, ({ body }) => {
    const token = checkRefreshToken(body);
    if (!token.ok) return token.response;
    revokeJti(token.value.jti);
    // Tokens do not say which session opened a socket: signing out closes all of the user's.
    const userId = token.value.user_id;
    disconnect(SOCKET_CLOSE.normal, 'signed_out', (c) => c.userId === userId);
    return json({ message: 'Signed out' });
  }),

  authed.get('/users/me/', {}, ({ user }) => json(identityOf(user))),
];
