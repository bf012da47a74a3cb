/**
 * Who is calling: simplejwt's JWTAuthentication plus the backend's own rules (roles, the demo
 * account's read-only mode). Routes get this through `authed` (mocks/http/handler.ts).
 */
import type { Role } from '@/lib/identity';
import { hasAnyRole } from '@/lib/roles';
import { findAccountById, type Account } from '../db';
import { verifyToken, type TokenClaims } from '../jwt';
import { accessTokenInvalid, demoReadOnly, detail, permissionDenied, userInactive } from './replies';

export const DEMO_APPID = 'demo';

export interface Principal {
  account: Account;
  claims: TokenClaims;
}

export type AuthResult = { ok: true; principal: Principal } | { ok: false; response: Response };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Checks the bearer access token and the account behind it. Writes with a demo token are refused
 * here, so every write handler gets the read-only rule for free (sign-out and refresh do not
 * authenticate, so they stay open to the demo account). A POST that only reads (`changesNothing`:
 * a preview, the agent's chat) is answered for the demo account too.
 */
export function authenticate(
  request: Request,
  { roles, changesNothing = false }: { roles?: readonly Role[]; changesNothing?: boolean } = {},
): AuthResult {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  const verified = match?.[1] ? verifyToken(match[1], 'access') : null;
  if (!verified?.ok) return { ok: false, response: accessTokenInvalid() };

  const account = findAccountById(verified.claims.user_id);
  if (!account) return { ok: false, response: detail(401, 'User not found', { code: 'user_not_found' }) };
  if (!account.is_active) return { ok: false, response: userInactive() };

  const write = !SAFE_METHODS.has(request.method.toUpperCase()) && !changesNothing;
  if (write && verified.claims.appid === DEMO_APPID) {
    return { ok: false, response: demoReadOnly() };
  }
  if (roles && !hasAnyRole(account, roles)) {
    return { ok: false, response: permissionDenied() };
  }
  return { ok: true, principal: { account, claims: verified.claims } };
}
