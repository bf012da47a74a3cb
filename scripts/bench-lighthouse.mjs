// Lighthouse (from npm, its default mobile profile: emulated phone, simulated slow 4G and a 4× slower
// CPU) on /login of a build, run against the system Chromium. Prints the performance score and the
// metrics it is made of.
import { preview } from './bench-browser.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { liveApiUrl, startMockApiServer } from './page-weight.mjs';

const METRICS = Object.freeze([
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
]);

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
  const server = await preview(root, dir);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
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
    server.stop();
    api?.stop();
  }
}
