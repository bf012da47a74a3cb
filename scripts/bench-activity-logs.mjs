// Activity-log figures for `npm run bench` (see BENCHMARKS in scripts/bench.mjs):
// - firstPageBenchmark: the built demo (dist/) served by `vite preview` on a free port, driven with
//   Playwright and the system Chromium in the `large` scenario (200,000 events); times from the start
//   of a navigation to the first row of the table, for an in-app navigation (sidebar link) and for a
//   full page load. Each run is a fresh browser context, so each includes generating the events.
// - xlsxBenchmark: scripts/bench-activity-xlsx.ts under tsx (msw/node): generation time, first page,
//   and the 90-day .xlsx download's time and size, for Acme in the default and large scenarios.
import { spawnSync } from 'node:child_process';
import { ms, timeLargeScenarioPage, timingRow } from './bench-browser.mjs';

const RUNS = 5;
const ROW = 'table tbody tr td time';

/** @type {import('./bench.mjs').Benchmark} */
export const firstPageBenchmark = {
  name: `Activity logs: time to page 1 in the large scenario (200,000 events; median of ${RUNS} fresh contexts)`,
  async run({ root, demo }) {
    const { inApp, loads } = await timeLargeScenarioPage({
      root,
      dir: demo.dir,
      href: '/activity-logs',
      selector: ROW,
      runs: RUNS,
    });
    return {
      headers: ['navigation', '>median', '>min', '>max'],
      rows: [
        timingRow('sidebar link → first row (SPA, events generated on this call)', inApp),
        timingRow('full load of /activity-logs → first row (app boot + 10,000-user seed)', loads),
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
