import { getResponse, http, type HttpHandler } from 'msw';
import { apiPath } from '../http/paths';
import { notificationSocketHandler } from '../realtime/msw-socket';
import { loadCatalogueText } from '../fixtures/catalogue';
import { IDENTITY_PROVIDER_ORIGINS } from '../identity/origins';
import { authHandlers } from './auth';
import { contractHandlers } from './contracts';
import { notificationHandlers } from './notifications';
import { notFoundHandler, pageFilesHandler, preludeHandler } from './runtime';
import { opportunityHandlers } from './opportunities';
import { promoHandlers } from './promos';
import { taskHandlers } from './tasks';
import { tenantHandlers } from './tenants';

/**
 * The areas the demo's start calls: sign-in with a password or the demo button, and the dashboard.
 * They load with the mock API. (QA's demo controls come with the later areas: the app never calls them.)
 */
export const startUpAreaHandlers = [
  ...authHandlers,
  ...tenantHandlers,
  ...taskHandlers,
  ...opportunityHandlers,
  ...contractHandlers,
  ...notificationHandlers,
  ...promoHandlers,
];

let laterAreas: Promise<HttpHandler[]> | null = null;

/**
 * Every area not loaded with the start-up ones, with the catalogue's text. The browser loads them on
 * first use; Node hosts (unit tests, the standalone server) load them at once, so a test that resets
 * its modules can never load a second copy of the data layer through a late import.
 */
export function loadLaterAreas(): Promise<HttpHandler[]> {
  // The catalogue's long text is shown only by later routes: it comes with them.
  laterAreas ??= Promise.all([import('./later-areas'), loadCatalogueText()])
    .then(([module]) => module.laterAreaHandlers)
    .catch((error: unknown) => {
      laterAreas = null;
      throw error;
    });
  return laterAreas;
}

/**
 * Every other area's routes, loaded on the first API call that the start-up areas do not answer and
 * then asked in turn. Registering them later changes nothing: no route can take a neighbour's path
 * (an id in a path is a UUID; mocks/handlers/contract.test.ts checks every call in both orders), so
 * a call finds the same route whichever area registered first. Unanswered calls fall through to the 404.
 */
const askLaterAreas = async ({ request }: { request: Request }) =>
  getResponse(await loadLaterAreas(), request);

export const laterAreasHandler = http.all(apiPath('/*'), askLaterAreas);

/** QA's demo controls at their short address, /__demo__/… (at /api/v1/__demo__/… the line above loads them). */
export const laterControlsHandler = http.all('*/__demo__/*', askLaterAreas);

/**
 * The identity providers' simulated endpoints (outside /api/v1) are later routes too: a call to one
 * of their origins loads them the same way. A call nothing answers there goes out unhandled, as before.
 */
export const identityProviderHandlers = IDENTITY_PROVIDER_ORIGINS.map((origin) =>
  http.all(`${origin}/*`, askLaterAreas),
);

/**
 * The ends are fixed: the page's own files pass first, the prelude (latency, faults) runs next for
 * every API call, the 404 last.
 */
export const handlers = [
  pageFilesHandler,
  preludeHandler,
  ...startUpAreaHandlers,
  laterAreasHandler,
  laterControlsHandler,
  ...identityProviderHandlers,
  notFoundHandler,
];

/**
 * The WebSocket links (the notification socket), given to the worker and msw/node beside `handlers`.
 * Kept apart because `getResponse` and the write replay run HTTP handlers only.
 */
export const socketHandlers = [notificationSocketHandler];
