import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// `npm run test:e2e` runs scripts/ensure-chromium.mjs and builds dist/ and dist-live/ first; the web
// servers below only serve those builds (they never rebuild). The `setup` project signs each role in
// once per run and saves its storage state for the demo tests (e2e/support/auth.ts).
const CI = Boolean(process.env.CI);
const executablePath = findChromium();
if (!executablePath) {
  console.warn(
    '[playwright.config] No system Chromium found; run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH.',
  );
}

const workers = Number.parseInt(process.env.PW_WORKERS ?? '', 10);

/**
 * E2E_SLOT=<n> (1–9) lets several people run demo suites side by side on one machine: the demo build
 * is read from dist-<n>/ (build it with `npx vite build --outDir dist-<n>`), served on 4173 + 10·n,
 * results go to test-results-<n>/, and the live servers are left out unless E2E_LIVE=1.
 */
const slot = Number.parseInt(process.env.E2E_SLOT ?? '', 10) || 0;
const demoPort = 4173 + 10 * slot;
const demoDist = slot ? `dist-${slot}` : 'dist';
const withLive = !slot || process.env.E2E_LIVE === '1';
const LIVE_SPEC = /live\..*\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: CI,
  // Two workers on CI's two cores. Three measured a little faster once (7.0 min against 7.6), but with
  // every page also opening a notification socket, three Chromiums left cold boots past 15 s and
  // failed journeys that pass alone.
  workers: Number.isInteger(workers) && workers > 0 ? workers : 2,
  retries: CI ? 1 : 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: slot ? `playwright-report-${slot}` : 'playwright-report' }],
  ],
  outputDir: slot ? `test-results-${slot}` : 'test-results',
  // Journeys of several pages (axe passes, sign-ins, reloads that boot the mock API again) on a 2-core
  // machine driving two Chromiums: 30 s left the longest ones at the edge.
  timeout: 60_000,
  // A hung run fails instead of running on for ever. A healthy run on CI's 2 cores has taken 16–24 min,
  // so the guard sits well above that: a slow machine must not fail a healthy run.
  globalTimeout: CI ? 45 * 60_000 : 0,
  // What a page shows after a full load waits for the demo's mock API to boot in that page (download,
  // seed, restore the session's changes). Alone that is 1–2 s; with two Chromiums on two busy cores it
  // has taken past 7 s, so an assertion may wait up to 15 s. A passing assertion returns at once.
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    browserName: 'chromium',
    headless: true,
    // Recording a trace for every test costs CPU on a 2-core machine: CI records the retry of a failed
    // test only; locally (no retries) every failure keeps its trace.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    {
      // Signs each role in once and saves its storage state (e2e/support/auth.ts) for the demo tests.
      name: 'setup',
      testMatch: /auth\.setup\.ts$/,
      use: { baseURL: `http://127.0.0.1:${demoPort}` },
    },
    {
      name: 'demo',
      testIgnore: LIVE_SPEC,
      dependencies: ['setup'],
      use: { baseURL: `http://127.0.0.1:${demoPort}` },
    },
    {
      name: 'live',
      testMatch: LIVE_SPEC,
      use: { baseURL: 'http://127.0.0.1:4174' },
    },
  ],
  webServer: [
    {
      // Demo build (dist/): the mock API runs in the page's service worker.
      command: `npx vite preview --host 127.0.0.1 --port ${demoPort} --strictPort --outDir ${demoDist}`,
      url: `http://127.0.0.1:${demoPort}`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    ...liveServers(),
  ],
});

function liveServers() {
  if (!withLive) return [];
  return [
    {
      // Live-mode build (dist-live/): talks to the standalone mock API below over HTTP.
      command: 'npx vite preview --host 127.0.0.1 --port 4174 --strictPort --outDir dist-live',
      url: 'http://127.0.0.1:4174',
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    {
      // Standalone mock API (mocks/server.ts) on loopback, for the live-mode build.
      command: 'npm run mock-api -- --port 8787',
      url: 'http://127.0.0.1:8787/api/v1/__demo__/state',
      env: { MOCK_API_PORT: '8787' },
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ];
}
