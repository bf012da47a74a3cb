// Lighthouse (from npm, its default mobile profile: emulated phone, simulated slow 4G and a 4× slower
// CPU) on a build, run against the system Chromium: /login signed out, and every signed-in page in a
// browser profile that signed in through the login form. Prints the performance score and the
// metrics it is made of.
//
// The build is served over HTTP/2 (TLS with a throwaway self-signed certificate), as any production
// host serves it: over HTTP/1.1 a browser opens at most six connections to a host, and a page of
// some sixty small chunks would be measured queueing for them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import nodePath from 'node:path';
import { freePort, preview } from './bench-browser.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { liveApiUrl, startMockApiServer } from './page-weight.mjs';

const METRICS = Object.freeze([
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
]);

const PASSWORD = 'Passw0rd!';
/** Who opens the pages: a client admin sees every client page, the super admin the platform's. */
const ROLES = Object.freeze({
  admin: { username: 'admin@acme.test', landing: '/' },
  root: { username: 'root@platform.test', landing: '/admin' },
});

/**
 * Every signed-in page with a fixed address (the routes of e2e/support/routes.ts a client admin or
 * the super admin can open; pages of one record are left out), and who opens it.
 * @type {readonly { path: string, role: keyof typeof ROLES }[]}
 */
export const SIGNED_IN_PAGES = Object.freeze([
  ...[
    '/',
    '/manage',
    '/usage',
    '/contracts',
    '/contracts/renewals',
    '/contracts/slack',
    '/cloud',
    '/optimize',
    '/optimize/board',
    '/organize',
    '/reach',
    '/cards',
    '/settings',
    '/settings/integrations',
    '/notifications',
    '/activity-logs',
    '/account/statement',
    '/ai-survey-agent',
    '/ai-survey-agent/new',
  ].map((path) => ({ path, role: /** @type {const} */ ('admin') })),
  ...['/admin/companies', '/admin/users'].map((path) => ({ path, role: /** @type {const} */ ('root') })),
]);

/**
 * The pages named by `--pages /manage,/usage` (all of them without it).
 * @param {string[]} args
 */
export function pagesFromArgs(args) {
  const at = args.findIndex((a) => a === '--pages' || a.startsWith('--pages='));
  if (at < 0) return SIGNED_IN_PAGES;
  const value = args[at].includes('=') ? args[at].slice('--pages='.length) : (args[at + 1] ?? '');
  const wanted = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = wanted.filter((p) => !SIGNED_IN_PAGES.some((page) => page.path === p));
  if (unknown.length) {
    throw new Error(
      `--pages: ${unknown.join(', ')} is no signed-in page (${SIGNED_IN_PAGES.map((p) => p.path).join(', ')})`,
    );
  }
  return SIGNED_IN_PAGES.filter((page) => wanted.includes(page.path));
}

/**
 * A self-signed certificate for 127.0.0.1 made by `openssl`, or null where there is none.
 * @returns {{ key: Buffer, cert: Buffer } | null}
 */
export function loopbackCertificate() {
  const dir = mkdtempSync(nodePath.join(tmpdir(), 'stackwise-tls-'));
  try {
    const key = nodePath.join(dir, 'key.pem');
    const cert = nodePath.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The build in `dir` served over HTTP/2 by Vite's preview server (in this process) on a free loopback
 * port; over HTTP/1.1 (`vite preview`) when no certificate can be made, which the bench then says.
 * @returns {Promise<{ url: string, protocol: 'h2' | 'http/1.1', stop: () => unknown }>}
 */
export async function previewForLighthouse(root, dir) {
  const tls = loopbackCertificate();
  if (!tls) {
    process.stderr.write('  lighthouse: no openssl for a certificate; serving over HTTP/1.1 instead\n');
    return { ...(await preview(root, dir)), protocol: 'http/1.1' };
  }
  const { preview: vitePreview } = await import('vite');
  const port = await freePort();
  const server = await vitePreview({
    root,
    logLevel: 'silent',
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port, strictPort: true, https: tls, open: false },
  });
  return { url: `https://127.0.0.1:${port}`, protocol: 'h2', stop: () => server.close() };
}

/** Chromium's flags for Lighthouse: the usual ones, and the throwaway certificate accepted. */
const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS];

/** The figures of one Lighthouse run, as numbers (ms, unitless CLS) and as Lighthouse prints them. */
function figures(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    metrics: Object.fromEntries(METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '?'])),
  };
}

/** Signs `role` in through the login form in the Chromium on `port` (its own profile). */
async function signInProfile(port, url, role) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    page.setDefaultTimeout(90_000);
    const { username, landing } = ROLES[role];
    await page.goto(`${url}/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === landing);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    // A cold cache for every page measured, as after a release: the profile keeps only the session.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects; the Chromium (and the profile's session) stays for Lighthouse.
    await browser.close();
  }
}

/**
 * Lighthouse mobile on each signed-in page of the build in `dir`: one Chromium per role with a
 * temporary profile, signed in through the form, then one Lighthouse navigation per page that keeps
 * the profile's storage (the session) and starts with an empty HTTP cache.
 * @param {{ root: string, dir: string, live: boolean, pages?: readonly { path: string, role: keyof typeof ROLES }[],
 *           onPage?: (row: object, lhr: object) => void }} options
 */
export async function lighthouseSignedIn({ root, dir, live, pages = SIGNED_IN_PAGES, onPage }) {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const api = live ? await startMockApiServer(root, liveApiUrl(root)) : null;
  const server = await previewForLighthouse(root, dir);
  const results = [];
  try {
    for (const role of /** @type {(keyof typeof ROLES)[]} */ (Object.keys(ROLES))) {
      const mine = pages.filter((page) => page.role === role);
      if (mine.length === 0) continue;
      const profile = mkdtempSync(nodePath.join(tmpdir(), 'stackwise-lh-'));
      const chrome = await chromeLauncher.launch({
        chromePath,
        userDataDir: profile,
        chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
      });
      try {
        await signInProfile(chrome.port, server.url, role);
        for (const { path } of mine) {
          const result = await lighthouse(`${server.url}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            // Lighthouse resets the origin's storage by default; kept, the page is opened signed in.
            disableStorageReset: true,
          });
          if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
          const { lhr } = result;
          const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
          const row = {
            build: live ? 'live' : 'demo',
            dir,
            page: path,
            role,
            protocol: server.protocol,
            ...(lhr.runtimeError
              ? { error: lhr.runtimeError.message }
              : finalPath !== path
                ? { error: `ended on ${finalPath} (not signed in?)` }
                : figures(lhr)),
          };
          results.push(row);
          onPage?.(row, lhr);
          // The next page starts cold as well.
          await clearCache(chrome.port);
        }
      } finally {
        await chrome.kill();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    await server.stop();
    api?.stop();
  }
  return results;
}

async function clearCache(port) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await browser.close();
  }
}

/**
 * @param {{ root: string, dir: string, live: boolean, path?: string }} options
 * @returns {Promise<{ score: number, metrics: Record<string, string> }>}
 */
export async function lighthouseMobile({ root, dir, live, path = '/login' }) {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const api = live ? await startMockApiServer(root, liveApiUrl(root)) : null;
  const server = await previewForLighthouse(root, dir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
  try {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metrics = Object.fromEntries(
      METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '?']),
    );
    return { score: Math.round((lhr.categories.performance.score ?? 0) * 100), metrics };
  } finally {
    await chrome.kill();
    await server.stop();
    api?.stop();
  }
}
