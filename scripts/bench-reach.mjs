// /reach figures for `npm run bench` (see BENCHMARKS in scripts/bench.mjs):
// - keystroke to results in the catalogue at its default size (~1,200 products) and in the `large`
//   scenario (5,000): the last key of a search typed into the box, then the debounce, the catalogue
//   call and the render of the new results. The mock API's simulated network time is switched off
//   (`POST __demo__/latency {mode: "none"}`), so "after the debounce" is the app's own work: the
//   mock's search of the catalogue, parsing the reply and rendering it. Target: under 100 ms.
// - the route's JavaScript (gzip) in the demo and live builds.
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { median, ms, preview } from './bench-browser.mjs';
import { formatKb } from './build-stats.mjs';

const KEYWORDS = ['slack', 'design', 'cloud', 'pay', 'data', 'mail', 'zo', 'analytics'];
const SEARCH = 'Search apps';
const COUNT = /apps? match|apps in the catalogue/;

/** Signs in as admin@acme.test in `scenario` and opens Reach from the sidebar (no reload). */
async function openReach(page, url, scenario) {
  await page.goto(`${url}/login?scenario=${scenario}`);
  await page.getByLabel('Username').fill('admin@acme.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 60_000 });
  await page.evaluate(() =>
    fetch('/api/v1/__demo__/latency', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'none' }),
    }),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reach' }).click();
  await page.getByRole('list', { name: 'Apps' }).waitFor({ timeout: 60_000 });
}

/**
 * Types `keyword` into the search box and times, inside the page, from the last key to the frame in
 * which the result count names the new search and the list is no longer busy; the catalogue call's
 * start (when the debounce fired) comes from the page's resource timing.
 */
async function timeSearch(page, keyword) {
  const box = page.getByLabel(SEARCH);
  await box.fill('');
  await box.press('Enter');
  await page.waitForFunction(() => !document.querySelector('[aria-label="Apps"][aria-busy="true"]'));
  await page.waitForTimeout(400);
  await box.pressSequentially(keyword.slice(0, -1));
  const timing = page.evaluate(
    ([wanted, countSource]) =>
      new Promise((resolve) => {
        const count = new RegExp(countSource);
        const input = document.activeElement;
        input.addEventListener(
          'keydown',
          (event) => {
            const keyAt = event.timeStamp;
            const done = () => {
              const text = [...document.querySelectorAll('p, [role="status"]')]
                .map((el) => el.textContent ?? '')
                .find((t) => count.test(t) && t.includes('match'));
              const busy = document.querySelector('[aria-label="Apps"][aria-busy="true"]');
              const call = performance
                .getEntriesByType('resource')
                .find((e) => e.name.includes('/api/v1/items/') && e.name.includes(`keyword=${wanted}`));
              if (text && !busy && call && call.responseEnd > 0) {
                const now = performance.now();
                resolve({ total: now - keyAt, afterDebounce: now - call.startTime, call: call.duration });
              } else requestAnimationFrame(done);
            };
            requestAnimationFrame(done);
          },
          { once: true },
        );
      }),
    [encodeURIComponent(keyword), COUNT.source],
  );
  await box.press(keyword.at(-1));
  return timing;
}

async function measure(browser, url, scenario) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  try {
    await openReach(page, url, scenario);
    const runs = [];
    for (const keyword of KEYWORDS) runs.push(await timeSearch(page, keyword));
    return runs;
  } finally {
    await context.close();
  }
}

/** @type {import('./bench.mjs').Benchmark} */
export const reachSearchBenchmark = {
  name: `Reach: keystroke to catalogue results (median of ${KEYWORDS.length} searches, simulated network off)`,
  async run({ root, demo }) {
    const executablePath = findChromium();
    if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
    const { chromium } = await import('@playwright/test');
    const server = await preview(root, demo.dir);
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
    const rows = [];
    try {
      for (const [scenario, label] of [
        ['default', '~1,200 products'],
        ['large', '5,000 products'],
      ]) {
        const runs = await measure(browser, server.url, scenario);
        const after = runs.map((r) => r.afterDebounce);
        rows.push([
          label,
          ms(median(runs.map((r) => r.total))),
          ms(median(after)),
          ms(Math.max(...after)),
          ms(median(runs.map((r) => r.call))),
        ]);
      }
    } finally {
      await browser.close();
      server.stop();
    }
    return {
      headers: [
        'catalogue',
        '>keystroke → results',
        '>after the debounce',
        '>worst after',
        '>of which the call',
      ],
      rows,
      note: 'debounce 300 ms; "after the debounce" = the catalogue call (mock search + reply) + parse + render; target < 100 ms',
    };
  },
};

/** @type {import('./bench.mjs').Benchmark} */
export const reachRouteBenchmark = {
  name: 'Reach: route JS (gzip): own chunks, and total with initial JS and layouts',
  run: ({ demo, live }) => ({
    headers: ['build', 'route', '>own gzip', '>total gzip'],
    rows: [demo, live]
      .filter((stats) => stats !== null)
      .flatMap((stats) =>
        stats.routes
          .filter((route) => /\/reach$|\/product\/\$slug$/.test(route.id))
          .map((route) => [stats.dir, route.id, formatKb(route.own.gzip), formatKb(route.total.gzip)]),
      ),
  }),
};
