/**
 * Live mode: a write sent with `keepalive` is finished by the browser even if the page goes away
 * first. Browsers refuse a keepalive request (the fetch fails) once the bodies of all keepalive
 * requests in flight would pass 64 KiB, so each write claims its bytes here and a write that does
 * not fit is sent as a plain request.
 */
export const KEEPALIVE_BODY_LIMIT = 64 * 1024;

let bytesInFlight = 0;

/** Claims `bytes` of the keepalive allowance; the returned call gives them back, null when they do not fit. */
export function claimKeepalive(bytes: number): (() => void) | null {
  if (bytesInFlight + bytes > KEEPALIVE_BODY_LIMIT) return null;
  bytesInFlight += bytes;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    bytesInFlight -= bytes;
  };
}
