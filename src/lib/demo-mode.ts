/**
 * Demo mode: no VITE_API_URL at build time. Every use reads `import.meta.env.VITE_API_URL` directly
 * so that a live build replaces it with a constant and drops the mock API's dynamic imports.
 */
export const DEMO_MODE: boolean = !import.meta.env.VITE_API_URL;

/** Starts the in-browser mock API (demo mode only), honouring `?scenario=` on first load. */
export async function startDemoApi(): Promise<void> {
  if (!import.meta.env.VITE_API_URL) {
    const scenario = new URLSearchParams(window.location.search).get('scenario');
    const { startMockApi } = await import('../../mocks/browser');
    await startMockApi({ scenario });
  }
}

/** Restores the seeded demo data set (the sidebar's 'Reset demo data'). */
export async function resetDemoData(): Promise<void> {
  if (!import.meta.env.VITE_API_URL) {
    const { resetDemoData: reset } = await import('../../mocks/browser');
    await reset();
  }
}

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
        [registration.active, registration.waiting, registration.installing].some((worker) =>
          worker?.scriptURL.endsWith('/mockServiceWorker.js'),
        ),
      )
      .map((registration) => registration.unregister()),
  );
}
