/**
 * An embed token stops working at its expiry. A new one is fetched this long before then, so the
 * report never shows an expired-token error even on a slow network.
 */
export const TOKEN_REFRESH_LEAD_MS = 5 * 60 * 1000;

/** Milliseconds from `now` until the token expiring at `expiry` (ISO) should be refreshed; 0 if due. */
export function refreshDelay(expiry: string, now: number): number {
  const expiresAt = Date.parse(expiry);
  if (!Number.isFinite(expiresAt)) return 0;
  return Math.max(0, expiresAt - TOKEN_REFRESH_LEAD_MS - now);
}

/**
 * Calls `refresh` once, at expiry − 5 minutes (at once when that has passed). Returns the cancel
 * function: a new token (or leaving the page) cancels the pending refresh.
 */
export function scheduleTokenRefresh(expiry: string, refresh: () => void, now = Date.now()): () => void {
  const timer = setTimeout(refresh, refreshDelay(expiry, now));
  return () => clearTimeout(timer);
}
