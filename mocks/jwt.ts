/**
 * JWT-shaped tokens the app can decode with jwt-decode. The signature is a keyed FNV-1a hash, not
 * HMAC: it only has to stop casual tampering in a demo, and it must be synchronous and identical in
 * the browser, Node and jsdom (WebCrypto is async and missing in places).
 */
import { revokedJtis } from './db';
import { hashBytes } from './hash';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  user_id: string;
  tenant_id: string | null;
  roles: string[];
  appid: string;
  iat: number;
  exp: number;
  jti: string;
}

export const ACCESS_LIFETIME_S = 15 * 60;
export const REFRESH_LIFETIME_S = 24 * 60 * 60;
/** A fixed secret so tokens kept in localStorage stay valid after the page (and mock API) reloads. */
const SECRET = 'stackwise-mock-api-secret';
const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

function base64UrlFromBytes(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlEncode(text: string): string {
  return base64UrlFromBytes(new TextEncoder().encode(text));
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function signature(header: string, payload: string): string {
  return base64UrlFromBytes(hashBytes(`${SECRET}.${header}.${payload}`));
}

let issued = 0;

function newJti(): string {
  issued += 1;
  return `${Date.now().toString(36)}${issued.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export type TokenSubject = Pick<TokenClaims, 'user_id' | 'tenant_id' | 'roles' | 'appid'>;

export function signToken(type: TokenType, subject: TokenSubject): string {
  const iat = Math.floor(Date.now() / 1000);
  const claims: TokenClaims = {
    token_type: type,
    user_id: subject.user_id,
    tenant_id: subject.tenant_id,
    roles: [...subject.roles],
    appid: subject.appid,
    iat,
    exp: iat + (type === 'access' ? ACCESS_LIFETIME_S : REFRESH_LIFETIME_S),
    jti: newJti(),
  };
  const header = base64UrlEncode(JSON.stringify(HEADER));
  const payload = base64UrlEncode(JSON.stringify(claims));
  return `${header}.${payload}.${signature(header, payload)}`;
}

export function signTokenPair(subject: TokenSubject): { access: string; refresh: string } {
  return { access: signToken('access', subject), refresh: signToken('refresh', subject) };
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'wrong_type' | 'expired' | 'blacklisted' };

/** Decodes without checking anything; for tests and diagnostics. */
export function decodeClaims(token: string): TokenClaims | null {
  try {
    const payload = token.split('.')[1];
    return payload ? (JSON.parse(base64UrlDecode(payload)) as TokenClaims) : null;
  } catch {
    return null;
  }
}

export function verifyToken(token: string, expected: TokenType): VerifyResult {
  const [header, payload, sig, ...rest] = token.split('.');
  if (!header || !payload || !sig || rest.length > 0) return { ok: false, reason: 'malformed' };
  if (sig !== signature(header, payload)) return { ok: false, reason: 'bad_signature' };
  const claims = decodeClaims(token);
  if (!claims || typeof claims.exp !== 'number' || typeof claims.user_id !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.token_type !== expected) return { ok: false, reason: 'wrong_type' };
  if (claims.exp * 1000 <= Date.now()) return { ok: false, reason: 'expired' };
  if (revokedJtis.has(claims.jti)) return { ok: false, reason: 'blacklisted' };
  return { ok: true, claims };
}

/**
 * Any JWT-shaped blob signed the same way: the simulated identity providers use it for their
 * authorisation codes and id tokens, so the mock backend can tell its own from forged ones.
 */
export function signJwt(claims: Record<string, unknown>): string {
  const header = base64UrlEncode(JSON.stringify(HEADER));
  const payload = base64UrlEncode(JSON.stringify(claims));
  return `${header}.${payload}.${signature(header, payload)}`;
}

/** Checks signature and (when present) `exp`; returns the claims or why they were refused. */
export function verifyJwt<T extends Record<string, unknown>>(
  token: string,
): { ok: true; claims: T } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' } {
  const [header, payload, sig, ...rest] = token.split('.');
  if (!header || !payload || !sig || rest.length > 0) return { ok: false, reason: 'malformed' };
  if (sig !== signature(header, payload)) return { ok: false, reason: 'bad_signature' };
  let claims: T;
  try {
    claims = JSON.parse(base64UrlDecode(payload)) as T;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now())
    return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

export { base64UrlEncode, base64UrlDecode };
