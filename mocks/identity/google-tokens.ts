/**
 * The simulated Google's authorisation codes and access tokens: signed JWT-shaped blobs (mocks/jwt.ts)
 * carrying the chosen e-mail, so the mock backend (/auth/google/) and the mock Google APIs (reports,
 * revoke) can tell their own from forged, expired, used or revoked ones.
 */
import { signJwt, verifyJwt } from '../jwt';

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google's codes live about 10 minutes; the simulation keeps them short. */
export const GOOGLE_CODE_LIFETIME_S = 5 * 60;
/** Google's access tokens live an hour; the simulation keeps them short. */
export const GOOGLE_ACCESS_TOKEN_LIFETIME_S = 15 * 60;

type Kind = 'google_auth_code' | 'google_access_token';

export interface GoogleGrantClaims extends Record<string, unknown> {
  iss: string;
  typ: Kind;
  email: string;
  /** The Workspace domain (`hd`), absent for consumer accounts. */
  hd?: string;
  aud: string;
  scope: string;
  iat: number;
  exp: number;
  jti: string;
}

/** Codes already exchanged and tokens revoked; module state, like Google's own memory of them. */
const spentCodes = new Set<string>();
const revokedTokens = new Set<string>();

let counter = 0;
function jti(): string {
  counter += 1;
  return `g${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Consumer mail domains have no Workspace domain (`hd`). */
const CONSUMER_DOMAINS = new Set(['gmail.test', 'gmail.com', 'googlemail.com']);

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

function issue(
  typ: Kind,
  {
    email,
    clientId,
    scope,
    lifetimeS,
  }: { email: string; clientId: string; scope: string; lifetimeS: number },
) {
  const iat = Math.floor(Date.now() / 1000);
  const domain = domainOf(email);
  const claims: GoogleGrantClaims = {
    iss: GOOGLE_ISSUER,
    typ,
    email: email.toLowerCase(),
    ...(CONSUMER_DOMAINS.has(domain) ? {} : { hd: domain }),
    aud: clientId,
    scope,
    iat,
    exp: iat + lifetimeS,
    jti: jti(),
  };
  return signJwt(claims);
}

export function issueGoogleCode(email: string, { clientId = 'test', scope = 'openid email profile' } = {}) {
  return issue('google_auth_code', { email, clientId, scope, lifetimeS: GOOGLE_CODE_LIFETIME_S });
}

export function issueGoogleAccessToken(
  email: string,
  {
    clientId = 'test',
    scope = 'https://www.googleapis.com/auth/admin.reports.audit.readonly',
    lifetimeS = GOOGLE_ACCESS_TOKEN_LIFETIME_S,
  } = {},
) {
  return issue('google_access_token', { email, clientId, scope, lifetimeS });
}

export type GrantCheck =
  | { ok: true; claims: GoogleGrantClaims }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'wrong_type' | 'used' | 'revoked' };

function check(token: string, typ: Kind): GrantCheck {
  const verified = verifyJwt<GoogleGrantClaims>(token);
  if (!verified.ok) return verified;
  const { claims } = verified;
  if (claims.iss !== GOOGLE_ISSUER || typeof claims.email !== 'string' || typeof claims.jti !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.typ !== typ) return { ok: false, reason: 'wrong_type' };
  return { ok: true, claims };
}

/** Checks a code and spends it: Google's codes work once. */
export function redeemGoogleCode(code: string): GrantCheck {
  const checked = check(code, 'google_auth_code');
  if (!checked.ok) return checked;
  if (spentCodes.has(checked.claims.jti)) return { ok: false, reason: 'used' };
  spentCodes.add(checked.claims.jti);
  return checked;
}

export function verifyGoogleAccessToken(token: string): GrantCheck {
  const checked = check(token, 'google_access_token');
  if (!checked.ok) return checked;
  if (revokedTokens.has(checked.claims.jti)) return { ok: false, reason: 'revoked' };
  return checked;
}

export function revokeGoogleAccessToken(token: string): boolean {
  const checked = verifyGoogleAccessToken(token);
  if (!checked.ok) return false;
  revokedTokens.add(checked.claims.jti);
  return true;
}

/** What the consent page posts to its opener (and the stand-in accepts). */
export const GOOGLE_POPUP_MESSAGE = 'stackwise:mock-google-oauth';

export type GooglePopupMessage =
  | { type: typeof GOOGLE_POPUP_MESSAGE; flow: 'code'; state: string; code: string; scope: string }
  | {
      type: typeof GOOGLE_POPUP_MESSAGE;
      flow: 'token';
      state: string;
      access_token: string;
      expires_in: number;
      scope: string;
      token_type: 'Bearer';
    };
