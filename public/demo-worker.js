/* global importScripts -- a classic service worker script */
/**
 * The demo's service worker: Mock Service Worker's own worker (imported below, as `npx msw init`
 * writes it), except that the app's built files (`/assets/…`) and its icon are left to the network.
 *
 * MSW's worker hands every request of a page it serves to that page, whose handlers decide whether to
 * answer it, and sends every response back there too: each script chunk a page loads after the mock
 * started crossed the page's main thread twice. Only API calls need the mock. A fetch listener that
 * stops the event before MSW's listener sees it leaves the request to the browser.
 */
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') {
    event.stopImmediatePropagation();
  }
});

importScripts('/mockServiceWorker.js');
