function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * A JWT-shaped token the app can decode but no server would accept (its signature is made up).
 * `expiresIn` is seconds from now; negative means already expired.
 */
export function unsignedJwt(expiresIn: number, claims: object = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...claims, exp })}.unsigned`;
}
