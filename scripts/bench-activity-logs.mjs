// Activity-log figures for `npm run bench` (see BENCHMARKS in scripts/bench.mjs):
// - firstPageBenchmark: the built demo (dist/) served by `vite preview` on a free port, driven with
//   Playwright and the system Chromium in the `large` scenario (200,000 events); times from the start
//   of a navigation to the first row of the table, for an in-app navigation (sidebar link) and for a
//   full page load. Each run is a fresh browser context, so each includes generating the events.
// - xlsxBenchmark: scripts/bench-activity-xlsx.ts under tsx (msw/node): generation time, first page,
//   and the 90-day .xlsx download's time and size, for Acme in the default and large scenarios.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const RUNS = 5;
const ROW = 'table tbody tr td time';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;

function freePort() {
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
async function preview(root, dir) {
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

/** Signs in as admin@acme.test in the `large` scenario; the page ends on the dashboard. */
async function signIn(page, url) {
  await page.goto(`${url}/login?scenario=large`);
  await page.getByLabel('Username').fill('admin@acme.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 60_000 });
  await page.getByRole('link', { name: 'Activity Logs' }).waitFor({ timeout: 60_000 });
}

/** Clicks the sidebar link inside the page and waits (per animation frame) for the first row. */
function inAppNavigation(page) {
  return page.evaluate(
    (row) =>
      new Promise((resolve, reject) => {
        const link = document.querySelector('a[href="/activity-logs"]');
        if (!link) return reject(new Error('no Activity Logs link'));
        const started = performance.now();
        link.click();
        const check = () =>
          document.querySelector(row) ? resolve(performance.now() - started) : requestAnimationFrame(check);
        check();
      }),
    ROW,
  );
}

/** A full load of /activity-logs: performance.now() counts from the navigation's start. */
async function fullLoad(page, url) {
  await page.goto(`${url}/activity-logs`);
  return page.evaluate(
    (row) =>
      new Promise((resolve) => {
        const check = () =>
          document.querySelector(row) ? resolve(performance.now()) : requestAnimationFrame(check);
        check();
      }),
    ROW,
  );
}

/** @type {import('./bench.mjs').Benchmark} */
export const firstPageBenchmark = {
  name: `Activity logs: time to page 1 in the large scenario (200,000 events; median of ${RUNS} fresh contexts)`,
  async run({ root, demo }) {
    const executablePath = findChromium();
    if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
    const { chromium } = await import('@playwright/test');
    const server = await preview(root, demo.dir);
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
    const inApp = [];
    const loads = [];
    try {
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        page.setDefaultTimeout(60_000);
        await signIn(page, server.url);
        inApp.push(await inAppNavigation(page));
        loads.push(await fullLoad(page, server.url));
        await context.close();
      }
    } finally {
      await browser.close();
      server.stop();
    }
    const row = (label, values) => [
      label,
      ms(median(values)),
      ms(Math.min(...values)),
      ms(Math.max(...values)),
    ];
    return {
      headers: ['navigation', '>median', '>min', '>max'],
      rows: [
        row('sidebar link → first row (SPA, events generated on this call)', inApp),
        row('full load of /activity-logs → first row (app boot + 10,000-user seed)', loads),
      ],
      note: `${demo.dir}/ served by vite preview; the mock API adds its realistic 80–150 ms per call`,
    };
  },
};

/** @type {import('./bench.mjs').Benchmark} */
export const xlsxBenchmark = {
  name: 'Activity logs: 90-day .xlsx for Acme (Node, msw/node)',
  run({ root }) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-activity-xlsx.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (result.status !== 0) throw new Error(`bench-activity-xlsx failed: ${result.stderr || result.error}`);
    const lines = result.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    return {
      headers: [
        'scenario',
        '>events',
        '>generation',
        '>first page',
        '>page by actor',
        '>xlsx time',
        '>xlsx size',
      ],
      rows: lines.map((r) => [
        r.scenario,
        r.count.toLocaleString('en-US'),
        ms(r.generationMs),
        ms(r.firstPageMs),
        ms(r.sortedPageMs),
        ms(r.xlsxMs),
        `${(r.bytes / 1024 / 1024).toFixed(2)} MB`,
      ]),
      note: 'first page includes generating the events; xlsx = write-excel-file, header row + every event',
    };
  },
};
