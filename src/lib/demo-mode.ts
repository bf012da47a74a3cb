import { createElement, type ReactNode } from 'react';
import { holdApiCallsUntil } from './api-gate';
import { SIMULATED_PROVIDER_PREFIX } from './simulated-providers';

/**
 * Demo mode: no VITE_API_URL at build time. Every use reads `import.meta.env.VITE_API_URL` directly
 * so that a live build replaces it with a constant and drops the mock API's dynamic imports.
 */
export const DEMO_MODE: boolean = !import.meta.env.VITE_API_URL;

let requestedScenario: string | null = null;
let demoApi: Promise<void> | null = null;

/**
 * Demo mode: the app paints without waiting for the in-browser mock API. The mock starts on the first
 * API call (every call waits for it through the API gate) or as soon as the user shows intent
 * (a key or pointer press, or typing into a field), so a visitor who only looks at /login never pays for it. `?scenario=`
 * is read now, before the router tidies the URL.
 */
export function prepareDemoApi(): void {
  if (import.meta.env.VITE_API_URL) return;
  requestedScenario = new URLSearchParams(window.location.search).get('scenario');
  holdApiCallsUntil(demoApiReady);
  const intents = ['pointerdown', 'keydown', 'input'] as const;
  const warm = () => {
    for (const type of intents) window.removeEventListener(type, warm, { capture: true });
    void demoApiReady().catch(() => undefined);
  };
  for (const type of intents) window.addEventListener(type, warm, { capture: true, passive: true });
  // QA's Playwright suites drive the mock's own controls and wait for the same start.
  Object.assign(window, { __stackwiseDemoApi: demoApiReady });
}

/** Resolves once the mock API answers; starts it on first call. A failed start is tried again next time. */
export function demoApiReady(): Promise<void> {
  if (import.meta.env.VITE_API_URL) return Promise.resolve();
  demoApi ??= import('../../mocks/browser')
    .then(({ startMockApi }) => startMockApi({ scenario: requestedScenario }))
    .catch((error: unknown) => {
      demoApi = null;
      throw error;
    });
  return demoApi;
}

/**
 * Demo builds only: QA's Playwright suites walk many routes in one page through the router itself
 * (`window.__stackwiseRouter.navigate`) instead of reloading the app and its mock API for each one.
 * Live builds drop this with the rest of the demo code.
 */
export function exposeRouterToQa(router: object): void {
  if (!import.meta.env.VITE_API_URL) Object.assign(window, { __stackwiseRouter: router });
}

/** Restores the seeded demo data set (the sidebar's 'Reset demo data'). */
export async function resetDemoData(): Promise<void> {
  if (!import.meta.env.VITE_API_URL) {
    await demoApiReady();
    const { resetDemoData: reset } = await import('../../mocks/browser');
    await reset();
  }
}

/** The demo's service worker, and the MSW worker that earlier demo builds registered directly. */
const MOCK_WORKER_SCRIPTS = ['/demo-worker.js', '/mockServiceWorker.js'] as const;

/**
 * Live mode: a mock service worker left registered by an earlier demo session on this origin would
 * keep answering API calls, so it is unregistered before the first call.
 */
export async function unregisterStaleMockWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) =>
        [registration.active, registration.waiting, registration.installing].some(
          (worker) => worker && MOCK_WORKER_SCRIPTS.some((script) => worker.scriptURL.endsWith(script)),
        ),
      )
      .map((registration) => registration.unregister()),
  );
}

/**
 * Demo mode: renders a simulated identity provider's sign-in page when the browser is on one, and
 * resolves true; the app is not started there. Always false in a live build.
 */
export async function renderSimulatedProviderPage(render: (page: ReactNode) => void): Promise<boolean> {
  if (import.meta.env.VITE_API_URL || !window.location.pathname.startsWith(SIMULATED_PROVIDER_PREFIX)) {
    return false;
  }
  const { IdentityProviderPage } = await import('../../mocks/identity/IdentityProviderPage');
  render(createElement(IdentityProviderPage, { path: window.location.pathname }));
  return true;
}
