/**
 * The simulated Microsoft identity platform's grants: authorisation codes made by the simulated
 * account picker, redeemed at the token endpoint (one use, short-lived, bound to the client, redirect
 * URI, nonce and PKCE challenge), and the tokens Entra ID answers with. All are signed JWT-shaped
 * blobs (mocks/jwt.ts), so the mock backend can tell Microsoft's own id tokens from forged ones.
 */
import { hashBytes, stableUuid } from '../hash';
import { signJwt, verifyJwt } from '../jwt';
import { objectIdOf, type DirectoryUser } from './microsoft-directory';

export const MICROSOFT_LOGIN_ORIGIN = 'https://login.microsoftonline.com';
/** Entra's codes live about 10 minutes; the simulation keeps them shorter. */
export const MICROSOFT_CODE_LIFETIME_S = 5 * 60;
/** Id and access tokens: an hour, like Entra's defaults. */
export const MICROSOFT_TOKEN_LIFETIME_S = 60 * 60;
/** Microsoft Graph's application id: the audience of a User.Read access token. */
export const GRAPH_APP_ID = '00000003-0000-0000-c000-000000000000';

/** What the account picker received on /authorize, as far as the code must remember it. */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  scope: string;
  nonce?: string;
  code_challenge: string;
  code_challenge_method: string;
}

interface CodeClaims extends Record<string, unknown> {
  typ: 'ms_authorization_code';
  client_id: string;
  redirect_uri: string;
  scope: string;
  nonce?: string;
  code_challenge: string;
  tid: string;
  oid: string;
  preferred_username: string;
  name: string;
  iat: number;
  exp: number;
  jti: string;
}

export interface MicrosoftIdTokenClaims extends Record<string, unknown> {
  aud: string;
  iss: string;
  iat: number;
  nbf: number;
  exp: number;
  name: string;
  nonce?: string;
  oid: string;
  preferred_username: string;
  sub: string;
  tid: string;
  ver: '2.0';
}

const now = () => Math.floor(Date.now() / 1000);

let counter = 0;
function newJti(): string {
  counter += 1;
  return `m${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

function base64UrlFromBytes(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `client_info`: base64url of `{ uid, utid }`, which MSAL turns into the account's home id. */
function clientInfo(uid: string, utid: string): string {
  return base64UrlFromBytes(new TextEncoder().encode(JSON.stringify({ uid, utid })));
}

export function clientInfoFor(user: DirectoryUser): string {
  return clientInfo(objectIdOf(user), user.tenantId);
}

/** The simulated picker's answer for `user`: a code bound to this authorisation request. */
export function issueAuthorizationCode(user: DirectoryUser, params: AuthorizeParams): string {
  const iat = now();
  const claims: CodeClaims = {
    typ: 'ms_authorization_code',
    client_id: params.client_id,
    redirect_uri: params.redirect_uri,
    scope: params.scope,
    ...(params.nonce ? { nonce: params.nonce } : {}),
    code_challenge: params.code_challenge,
    tid: user.tenantId,
    oid: objectIdOf(user),
    preferred_username: user.username,
    name: user.name,
    iat,
    exp: iat + MICROSOFT_CODE_LIFETIME_S,
    jti: newJti(),
  };
  return signJwt(claims);
}

/** RFC 7636 S256: base64url(SHA-256(code_verifier)). */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlFromBytes(new Uint8Array(digest));
}

/** Codes already redeemed (or tried); module state, like Entra's own memory of them. */
const spentCodes = new Set<string>();

export interface TokenError {
  error: 'invalid_request' | 'invalid_grant' | 'invalid_client' | 'unsupported_grant_type';
  error_description: string;
  error_codes: number[];
}

function tokenError(error: TokenError['error'], code: number, text: string): TokenError {
  return { error, error_description: `AADSTS${code}: ${text}`, error_codes: [code] };
}

export const INVALID_CODE = tokenError(
  'invalid_grant',
  70008,
  'The provided authorization code or refresh token has expired due to inactivity. Send a new interactive authorization request for this user and resource.',
);

export interface RedeemInput {
  code: string;
  code_verifier?: string;
  client_id?: string;
  redirect_uri?: string;
  /** The `{tenant}` segment of the token endpoint. */
  tenant: string;
}

export type Redemption = { ok: true; claims: CodeClaims } | { ok: false; reply: TokenError };

const GENERIC_TENANTS = new Set(['organizations', 'common']);

/** Checks a code the way the token endpoint does, and spends it: a code works once, whatever happens. */
export async function redeemAuthorizationCode(input: RedeemInput): Promise<Redemption> {
  const verified = verifyJwt<CodeClaims>(input.code);
  if (!verified.ok) return { ok: false, reply: INVALID_CODE };
  const { claims } = verified;
  if (claims.typ !== 'ms_authorization_code' || typeof claims.jti !== 'string') {
    return { ok: false, reply: INVALID_CODE };
  }
  if (spentCodes.has(claims.jti)) {
    return {
      ok: false,
      reply: tokenError(
        'invalid_grant',
        54005,
        'OAuth2 Authorization code was already redeemed, please retry with a new valid code or use an existing refresh token.',
      ),
    };
  }
  spentCodes.add(claims.jti);

  if (input.client_id !== claims.client_id) {
    return {
      ok: false,
      reply: tokenError('invalid_grant', 70000, "The provided value for the 'code' parameter is not valid."),
    };
  }
  if (input.redirect_uri !== claims.redirect_uri) {
    return {
      ok: false,
      reply: tokenError(
        'invalid_grant',
        50011,
        `The redirect URI '${input.redirect_uri ?? ''}' specified in the request does not match the redirect URI the authorization code was issued for.`,
      ),
    };
  }
  if (!GENERIC_TENANTS.has(input.tenant.toLowerCase()) && input.tenant.toLowerCase() !== claims.tid) {
    return {
      ok: false,
      reply: tokenError('invalid_grant', 70000, "The provided value for the 'code' parameter is not valid."),
    };
  }
  if (!input.code_verifier) {
    return {
      ok: false,
      reply: tokenError(
        'invalid_request',
        9002325,
        'Proof Key for Code Exchange is required for cross-origin authorization code redemption.',
      ),
    };
  }
  if ((await s256Challenge(input.code_verifier)) !== claims.code_challenge) {
    return {
      ok: false,
      reply: tokenError(
        'invalid_grant',
        50148,
        'The code_verifier does not match the code_challenge supplied in the authorization request for PKCE.',
      ),
    };
  }
  return { ok: true, claims };
}

export function idTokenIssuer(tid: string): string {
  return `${MICROSOFT_LOGIN_ORIGIN}/${tid}/v2.0`;
}

/** Entra ID's reply to a redeemed code (v2.0 id token; a v1 Graph access token). */
export function tokenReplyFor(claims: CodeClaims) {
  const iat = now();
  const exp = iat + MICROSOFT_TOKEN_LIFETIME_S;
  const scope = claims.scope
    .split(/\s+/)
    .filter((s) => s && s !== 'offline_access')
    .join(' ');
  const idClaims: MicrosoftIdTokenClaims = {
    aud: claims.client_id,
    iss: idTokenIssuer(claims.tid),
    iat,
    nbf: iat,
    exp,
    name: claims.name,
    ...(claims.nonce ? { nonce: claims.nonce } : {}),
    oid: claims.oid,
    preferred_username: claims.preferred_username,
    // Pairwise: the same person has a different `sub` in every app.
    sub: base64UrlFromBytes(hashBytes(`azure-sub:${claims.client_id}:${claims.oid}`)),
    tid: claims.tid,
    uti: newJti(),
    ver: '2.0',
  };
  const accessClaims = {
    aud: GRAPH_APP_ID,
    iss: `https://sts.windows.net/${claims.tid}/`,
    iat,
    nbf: iat,
    exp,
    appid: claims.client_id,
    name: claims.name,
    oid: claims.oid,
    scp: scope,
    sub: stableUuid(`graph-sub:${claims.oid}`),
    tid: claims.tid,
    upn: claims.preferred_username,
    ver: '1.0',
  };
  return {
    token_type: 'Bearer',
    scope,
    expires_in: MICROSOFT_TOKEN_LIFETIME_S,
    ext_expires_in: MICROSOFT_TOKEN_LIFETIME_S,
    access_token: signJwt(accessClaims),
    id_token: signJwt(idClaims),
    client_info: clientInfo(claims.oid, claims.tid),
  };
}

export type IdTokenCheck =
  | { ok: true; claims: MicrosoftIdTokenClaims }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'not_an_id_token' | 'not_yet_valid' };

/** What a backend checks in a Microsoft id token: the signature, lifetime, v2.0 issuer and shape. */
export function verifyMicrosoftIdToken(token: string): IdTokenCheck {
  const verified = verifyJwt<MicrosoftIdTokenClaims>(token);
  if (!verified.ok) return verified;
  const { claims } = verified;
  if (
    claims.ver !== '2.0' ||
    typeof claims.tid !== 'string' ||
    claims.iss !== idTokenIssuer(claims.tid) ||
    typeof claims.aud !== 'string' ||
    typeof claims.preferred_username !== 'string' ||
    typeof claims.exp !== 'number'
  ) {
    return { ok: false, reason: 'not_an_id_token' };
  }
  if (typeof claims.nbf === 'number' && claims.nbf > now() + 300)
    return { ok: false, reason: 'not_yet_valid' };
  return { ok: true, claims };
}
