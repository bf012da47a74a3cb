/**
 * Handlers that wrap every API call rather than answer one: the page's own files pass straight
 * through; the prelude waits for the data, applies the scenario's latency, injected faults and the
 * flaky scenario's 503s, then falls through (by returning nothing) to the real handler; the last
 * answers calls nobody handled, like Django's 404.
 */
import { http, passthrough } from 'msw';
import { API_PREFIX } from '@/lib/api-url';
import { ensureSeeded, latencyFor, shouldFailRandomly } from '../control';
import { takeFault } from '../faults';
import { apiPath, isControlPath, pathAfterPrefix } from '../http/paths';
import { detail, json } from '../http/replies';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const preludeHandler = http.all(apiPath('/*'), async ({ request }) => {
  await ensureSeeded();
  const url = new URL(request.url);
  if (isControlPath(url)) return undefined;
  const path = pathAfterPrefix(url);

  const latency = latencyFor(request.method, path);
  if (latency > 0) await sleep(latency);

  const fault = takeFault(request.method, path);
  if (fault) {
    if (fault.delay_ms > 0) await sleep(fault.delay_ms);
    if (fault.status !== null) return json(fault.body, fault.status);
  }
  if (shouldFailRandomly()) return detail(503, 'Service temporarily unavailable');
  return undefined;
});

/**
 * The page's own files (its lazily loaded chunks, styles, images) go straight to the network. The
 * service worker hands every request of the page to the mock, and an unmatched one was tried against
 * every route first, each try reading `document.cookie` (a synchronous browser call): switching
 * pages cost tens of milliseconds of main thread. Node has no page, so nothing is passed there.
 */
export const pageFilesHandler = http.all(({ request }) => {
  if (typeof location === 'undefined') return false;
  const url = new URL(request.url);
  return url.origin === location.origin && !url.pathname.includes(`${API_PREFIX}/`) && !isControlPath(url);
}, passthrough);

export const notFoundHandler = http.all(apiPath('/*'), () => detail(404, 'Not found.'));
