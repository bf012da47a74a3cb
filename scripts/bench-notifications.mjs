// Notification figures for `npm run bench` (see BENCHMARKS in scripts/bench.mjs):
// - push → count on screen: the built demo, signed in as admin@acme.test on the dashboard with the
//   socket open; QA's control creates a notification, the mock API pushes it over the socket, and the
//   page times from the control call to the frame whose bell names the new count. The mock's
//   simulated network time is off, so this is the app's own work plus one call to the control.
//   Target: under 100 ms.
// - what the socket weighs: the chunk that opens it (its `WebSocket` constructor: the back-off, the
//   reconnecting socket and the cache updates), beside the bell's own chunk. Target: under 5 KB gzip.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { median, ms, preview, signInDemo } from './bench-browser.mjs';
import { formatKb } from './build-stats.mjs';

const RUNS = 10;
const USERNAME = 'admin@acme.test';

async function socketOpen(page) {
  for (let tries = 0; tries < 200; tries += 1) {
    const connections = await page.evaluate(async (username) => {
      const reply = await fetch('/api/v1/__demo__/socket');
      const body = await reply.json();
      return body.connections.filter((c) => c.username === username).length;
    }, USERNAME);
    if (connections > 0) return;
    await page.waitForTimeout(100);
  }
  throw new Error('the notification socket did not open');
}

/** One push, timed inside the page from the control call to the frame showing the new count. */
function timePush(page, run) {
  return page.evaluate(
    ([username, title]) =>
      new Promise((resolve, reject) => {
        const bell = () => document.querySelector('button[aria-label^="Notifications"]');
        const before = bell()?.getAttribute('aria-label');
        const started = performance.now();
        const check = () => {
          if (bell()?.getAttribute('aria-label') !== before) resolve(performance.now() - started);
          else if (performance.now() - started > 10_000) reject(new Error('the count did not change'));
          else requestAnimationFrame(check);
        };
        fetch('/api/v1/__demo__/notifications', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, title, text: 'Pushed by the benchmark.' }),
        }).catch(reject);
        requestAnimationFrame(check);
      }),
    [USERNAME, `Benchmark push ${run + 1}`],
  );
}

/** @type {import('./bench.mjs').Benchmark} */
export const notificationPushBenchmark = {
  name: `Notifications: server push → unread count on screen (demo, median of ${RUNS})`,
  async run({ root, demo }) {
    const executablePath = findChromium();
    if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
    const { chromium } = await import('@playwright/test');
    const server = await preview(root, demo.dir);
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
    const times = [];
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      await signInDemo(page, server.url);
      await page.evaluate(() =>
        fetch('/api/v1/__demo__/latency', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ mode: 'none' }),
        }),
      );
      await page
        .getByRole('button', { name: /^Notifications/ })
        .first()
        .waitFor();
      await socketOpen(page);
      for (let run = 0; run < RUNS; run += 1) {
        times.push(await timePush(page, run));
        await page.waitForTimeout(150);
      }
      await context.close();
    } finally {
      await browser.close();
      server.stop();
    }
    return {
      headers: ['what', '>median', '>min', '>max'],
      rows: [
        [
          'QA push → bell shows the new count',
          ms(median(times)),
          ms(Math.min(...times)),
          ms(Math.max(...times)),
        ],
      ],
      note: 'target under 100 ms; includes the control call that makes the mock API push',
    };
  },
};

const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** @type {import('./bench.mjs').Benchmark} */
export const notificationWeightBenchmark = {
  name: 'Notifications: JavaScript the socket and the bell add to the dashboard (gzip)',
  run({ root }) {
    const rows = [];
    for (const dir of ['dist', 'dist-live']) {
      const assets = path.join(root, dir, 'assets');
      const chunks = readdirSync(assets).filter((f) => /^(notifications|NotificationPanel)-.*\.js$/.test(f));
      const socket = chunks.filter((f) => /WebSocket\(/.test(readFileSync(path.join(assets, f), 'utf8')));
      const bell = chunks.filter((f) => f.startsWith('NotificationPanel-'));
      const sum = (files) => files.reduce((total, f) => total + gzipOf(path.join(assets, f)), 0);
      rows.push([dir, formatKb(sum(socket)), formatKb(sum(bell)), [...socket, ...bell].join(', ')]);
    }
    return {
      headers: ['build', '>socket (live updates)', '>bell, panel and lists', 'chunks'],
      rows,
      note: 'target: the socket under 5 KB gzip',
    };
  },
};
