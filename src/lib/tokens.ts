import { jwtDecode } from 'jwt-decode';

/** localStorage keys of the token pair; existing sessions depend on these names. */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY);
}

type AccessTokenListener = (access: string | null) => void;
const accessTokenListeners = new Set<AccessTokenListener>();

/**
 * Calls `listener` with the new access token each time this tab stores or clears the pair (a sign-in,
 * a refresh, a sign-out); returns the unsubscribe. What holds a token beyond one call (the
 * notifications socket) renews itself here.
 */
export function onAccessTokenChange(listener: AccessTokenListener): () => void {
  accessTokenListeners.add(listener);
  return () => accessTokenListeners.delete(listener);
}

function announceAccessToken(access: string | null): void {
  for (const listener of [...accessTokenListeners]) listener(access);
}

export function storeTokens(tokens: { access: string; refresh: string }): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, tokens.access);
  localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refresh);
  announceAccessToken(tokens.access);
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  announceAccessToken(null);
}

interface ExpiringClaims {
  exp?: number;
}

/** Claims of a JWT, or null when it cannot be decoded. */
export function decodeToken<T extends object = ExpiringClaims>(
  token: string | null,
): (T & ExpiringClaims) | null {
  if (!token) return null;
  try {
    return jwtDecode<T & ExpiringClaims>(token);
  } catch {
    return null;
  }
}

/** True when the token decodes and its `exp` lies in the future. */
export function isTokenUnexpired(token: string | null, now = Date.now()): boolean {
  const claims = decodeToken(token);
  return typeof claims?.exp === 'number' && claims.exp * 1000 > now;
}
