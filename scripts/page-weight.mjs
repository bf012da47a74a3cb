// What a page really loads, measured in Chromium: every script the page, its workers and its service
// worker fetch (cache disabled) from navigation until the network has been idle, with the gzip size of
// each file as built. Shared by `npm run budget` and `npm run bench`.
//
// - /login: a cold visit, signed out.
// - dashboard: a cold reload of `/` after signing in (the session restored from storage), as a
//   returning user opens the app.
// The live build needs an API: the standalone mock API (`npm run mock-api`) is started on the port its
// build was made for (.env.live) unless something answers there already.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { preview } from './bench-browser.mjs';
import { fileSizes } from './build-stats.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const DEMO_USER = { username: 'admin@acme.test', password: 'Passw0rd!' };
/** The demo's service worker and the MSW worker it imports. */
const SERVICE_WORKER_SCRIPTS = new Set(['/demo-worker.js', '/mockServiceWorker.js']);
/** The network counts as settled once no request has been in flight for this long. */
const QUIET_MS = 1_000;

/** The API origin a live build was made for (VITE_API_URL in .env.live or the environment). */
export function liveApiUrl(root) {
  if (process.env.VITE_API_URL) return process.env.VITE_API_URL;
  const file = path.join(root, '.env.live');
  const match = existsSync(file) ? /^VITE_API_URL=(.+)$/m.exec(readFileSync(file, 'utf8')) : null;
  return match ? match[1].trim() : 'http://127.0.0.1:8787';
}

async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** The standalone mock API on `apiUrl`'s port, unless one is already running there. */
export async function startMockApiServer(root, apiUrl) {
  if (await answers(`${apiUrl}/api/v1/`)) return { stop: () => {} };
  const port = new URL(apiUrl).port;
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, 'mocks/server.ts', '--port', port], {
    cwd: root,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (!(await answers(`${apiUrl}/api/v1/`))) {
    if (child.exitCode !== null) throw new Error(`mock API server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('mock API server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { stop: () => child.kill() };
}

/**
 * Records the scripts fetched while `action` runs and until the network is quiet.
 * @returns {Promise<string[]>} URL paths of the scripts (each once)
 */
async function scriptsLoadedBy(context, page, action) {
  const scripts = new Set();
  let inFlight = 0;
  let lastActivity = Date.now();
  const onRequest = (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    const url = new URL(request.url());
    // The service worker's own scripts are left out: the browser fetches them again to check for an
    // update at a moment of its choosing (within the quiet window or not), which made the demo's weight
    // differ by their 3 KB from one run to the next. The mock API it starts is counted.
    if (SERVICE_WORKER_SCRIPTS.has(url.pathname)) return;
    if (url.pathname.endsWith('.js') || request.resourceType() === 'script') scripts.add(url.pathname);
  };
  const onDone = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  context.on('request', onRequest);
  context.on('requestfinished', onDone);
  context.on('requestfailed', onDone);
  try {
    await action();
    const deadline = Date.now() + 60_000;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`network not idle within 60 s on ${page.url()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    context.off('request', onRequest);
    context.off('requestfinished', onDone);
    context.off('requestfailed', onDone);
  }
  return [...scripts].sort();
}

/** Sums the built files' gzip sizes for the scripts a page fetched. */
function weigh(dir, scripts) {
  const files = scripts
    .map((pathname) => ({ pathname, file: path.join(dir, pathname) }))
    .filter(({ file }) => existsSync(file));
  const sizes = files.map(({ pathname, file }) => ({ pathname, ...fileSizes(file) }));
  return {
    raw: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
    files: sizes.sort((a, b) => b.gzip - a.gzip),
  };
}

async function withFreshContext(browser, run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return await run(context, page);
  } finally {
    await context.close();
  }
}

/**
 * Measures what /login and the signed-in dashboard load in the build in `dir`.
 * @param {{ root: string, dir: string, live: boolean }} options
 */
export async function measurePageWeight({ root, dir, live }) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const { chromium } = await import('@playwright/test');
  const api = live ? await startMockApiServer(root, liveApiUrl(root)) : null;
  const server = await preview(root, dir);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
  try {
    const login = await withFreshContext(browser, (context, page) =>
      scriptsLoadedBy(context, page, async () => {
        await page.goto(`${server.url}/login`);
        await page.getByLabel('Password').waitFor();
      }),
    );
    const dashboard = await withFreshContext(browser, async (context, page) => {
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Username').fill(DEMO_USER.username);
      await page.getByLabel('Password').fill(DEMO_USER.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      return scriptsLoadedBy(context, page, async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      });
    });
    return { login: weigh(dir, login), dashboard: weigh(dir, dashboard) };
  } finally {
    await browser.close();
    server.stop();
    api?.stop();
  }
}
