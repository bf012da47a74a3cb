// Browser plumbing shared by the Chromium benchmarks of `npm run bench`: the built demo served by
// `vite preview` on a free loopback port, a sign-in, and timings from a navigation's start to the
// first matching element (per animation frame).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const ms = (value) => `${Math.round(value)} ms`;

/** A table row: label, median, min, max. */
export const timingRow = (label, values) => [
  label,
  ms(median(values)),
  ms(Math.min(...values)),
  ms(Math.max(...values)),
];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `vite preview` of `dir` on a free loopback port; resolves once it answers. */
export async function preview(root, dir) {
  const port = await freePort();
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dir],
    { cwd: root, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('vite preview did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => child.kill() };
}

/** Signs in as admin@acme.test (in `scenario`, default the demo's own); the page ends on the dashboard. */
export async function signInDemo(page, url, scenario = null) {
  await page.goto(`${url}/login${scenario ? `?scenario=${scenario}` : ''}`);
  await page.getByLabel('Username').fill('admin@acme.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60_000 });
}

/** Signs in as admin@acme.test in the `large` scenario; the page ends on the dashboard. */
export function signInLarge(page, url) {
  return signInDemo(page, url, 'large');
}

/** Clicks the sidebar link to `href` inside the page and waits for `selector`. */
export function inAppNavigation(page, href, selector) {
  return page.evaluate(
    ([to, wanted]) =>
      new Promise((resolve, reject) => {
        const link = document.querySelector(`a[href="${to}"]`);
        if (!link) return reject(new Error(`no link to ${to}`));
        const started = performance.now();
        link.click();
        const check = () =>
          document.querySelector(wanted)
            ? resolve(performance.now() - started)
            : requestAnimationFrame(check);
        check();
      }),
    [href, selector],
  );
}

/** A full load of `url`: performance.now() counts from the navigation's start. */
export async function fullLoad(page, url, selector) {
  await page.goto(url);
  return page.evaluate(
    (wanted) =>
      new Promise((resolve) => {
        const check = () =>
          document.querySelector(wanted) ? resolve(performance.now()) : requestAnimationFrame(check);
        check();
      }),
    selector,
  );
}

/**
 * `runs` fresh browser contexts on the built demo in the `large` scenario: each signs in, follows the
 * sidebar link to `href`, then reloads it; both times until `selector` shows. With `countSelector`,
 * `counts` holds how many elements match it once each load has shown `selector` (e.g. DOM rows).
 */
export async function timeLargeScenarioPage({ root, dir, href, selector, runs, countSelector }) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const { chromium } = await import('@playwright/test');
  const server = await preview(root, dir);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
  const inApp = [];
  const loads = [];
  const counts = [];
  const count = (page) =>
    countSelector ? page.evaluate((wanted) => document.querySelectorAll(wanted).length, countSelector) : 0;
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      await signInLarge(page, server.url);
      inApp.push(await inAppNavigation(page, href, selector));
      counts.push(await count(page));
      loads.push(await fullLoad(page, `${server.url}${href}`, selector));
      counts.push(await count(page));
      await context.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
  return { inApp, loads, counts };
}
