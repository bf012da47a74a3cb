import { API_PREFIX } from '@/lib/api-url';

/** A handler path under the API prefix on any origin: the page's own, the standalone server's, a live URL. */
export function apiPath(path: string): string {
  return `*${API_PREFIX}${path}`;
}

/** The part of a request URL after /api/v1, with its query, e.g. `/my-tasks/?filter=all`. */
export function pathAfterPrefix(url: URL): string {
  const at = url.pathname.indexOf(API_PREFIX);
  const rest = at === -1 ? url.pathname : url.pathname.slice(at + API_PREFIX.length);
  return `${rest || '/'}${url.search}`;
}

/** The demo controls live at /api/v1/__demo__/… (also accepted at /__demo__/…). */
export function isControlPath(url: URL): boolean {
  return url.pathname.includes('/__demo__/') || url.pathname.endsWith('/__demo__');
}
