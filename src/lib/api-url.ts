/**
 * One place that knows where the API lives. Demo mode (no VITE_API_URL) talks to the page's own
 * origin, where the mock service worker answers; live mode talks to `${VITE_API_URL}/api/v1`.
 */
export const API_PREFIX = '/api/v1';

function configuredBase(): string {
  const fromEnv = (import.meta.env?.VITE_API_URL as string | undefined) ?? '';
  return fromEnv.replace(/\/+$/, '');
}

/** Origin the API is served from: the live backend, or this page's origin in demo mode. */
export function apiOrigin(): string {
  const base = configuredBase();
  if (base) return base;
  if (typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null') {
    return window.location.origin;
  }
  return 'http://localhost';
}

/** Absolute URL for an API path such as `tenants/retrieve_tenant/`. */
export function apiUrl(path = ''): string {
  return `${apiOrigin()}${API_PREFIX}/${path.replace(/^\/+/, '')}`;
}

/**
 * A websocket address on the API's host (`/ws/notifications/` → `wss://api.example.com/ws/notifications/`):
 * https becomes wss and http ws; any path of `VITE_API_URL` is not part of it.
 */
export function socketUrl(path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, apiOrigin());
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** A record's API path (`contracts/` and an id: `contracts/<id>/`), or one of its actions (`…/<id>/reclaim/`). */
export function recordPath(collection: string, id: string, action?: string): string {
  return `${collection}${encodeURIComponent(id)}/${action ? `${action}/` : ''}`;
}
