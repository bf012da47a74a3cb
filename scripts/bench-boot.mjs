// The demo's start-up on the main thread, measured in Chromium with a performance trace:
//   - the mock API's boot (from its chunk starting to run until it answers: performance measure
//     'mock-api:boot', written by mocks/browser.ts),
//   - the longest main-thread task while a signed-in user reloads the dashboard (the mock boots then),
//     and on the first visit to the heaviest pages after that.
import { preview, signInDemo } from './bench-browser.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

/**
 * Pages whose first visit loads the mock's later areas or builds large collections on demand
 * (visited in this order, each by a client-side navigation, as a click on a link does).
 */
export const HEAVY_PAGES = Object.freeze([
  { href: '/usage', heading: 'Usage' },
  { href: '/activity-logs', heading: 'Activity Logs' },
  { href: '/manage', heading: 'Manage' },
  { href: '/reach', heading: 'Reach' },
  { href: '/contracts', heading: 'Contracts' },
  { href: '/cloud', heading: 'Cloud' },
  { href: '/optimize', heading: 'Optimize' },
]);

/** Durations (ms) of the renderer main thread's top-level tasks in a Chromium trace. */
export function mainThreadTasks(trace) {
  const events = trace.traceEvents ?? [];
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mainThreads.has(`${e.pid}:${e.tid}`))
    .map((e) => (e.dur ?? 0) / 1000);
}

async function traced(browser, page, action) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await action();
  const buffer = await browser.stopTracing();
  return mainThreadTasks(JSON.parse(buffer.toString('utf8')));
}

const longest = (tasks) => (tasks.length ? Math.max(...tasks) : 0);

/**
 * @param {{ root: string, dir: string }} options
 * @returns {Promise<{ bootMs: number | null, bootLongestTaskMs: number, bootTasksOver50: number,
 *   pages: { href: string, longestTaskMs: number }[] }>}
 */
export async function measureDemoBoot({ root, dir }) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const { chromium } = await import('@playwright/test');
  const server = await preview(root, dir);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signInDemo(page, server.url);
    const bootTasks = await traced(browser, page, async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    });
    const bootMs = await page.evaluate(
      () => performance.getEntriesByName('mock-api:boot', 'measure')[0]?.duration ?? null,
    );
    const seedSlices = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('mock-api:seed slice'))
        .map((m) => m.duration),
    );
    const pages = [];
    for (const { href, heading } of HEAVY_PAGES) {
      const tasks = await traced(browser, page, async () => {
        await page.evaluate((to) => window.__stackwiseRouter.navigate({ to }), href);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
      });
      pages.push({ href, longestTaskMs: longest(tasks) });
    }
    await context.close();
    return {
      bootMs,
      longestSeedSliceMs: longest(seedSlices),
      seedSlices: seedSlices.length,
      bootLongestTaskMs: longest(bootTasks),
      bootTasksOver50: bootTasks.filter((t) => t > 50).length,
      pages,
    };
  } finally {
    await browser.close();
    server.stop();
  }
}
