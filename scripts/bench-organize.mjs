// /organize figures for `npm run bench` (see BENCHMARKS in scripts/bench.mjs):
// - the built demo in the `large` scenario (2,000 apps discovered for Acme), signed in as
//   admin@acme.test: time from a navigation's start to the first row of the discovered apps table,
//   and how many rows the DOM holds then (the list is paged by the server: one page, never 2,000);
// - the route's JavaScript (gzip): its own chunks, and the total with the initial JS and layouts.
// Standalone: `node scripts/bench-organize.mjs [dist-dir]` prints both tables (the build must exist).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, timeLargeScenarioPage, timingRow } from './bench-browser.mjs';
import { collectBuildStats, formatKb, table } from './build-stats.mjs';

const RUNS = 5;
/** A row of the discovered apps table: it links to its app's page (the dashboard has tables too). */
const ROW = 'main table tbody tr:has(a[href^="/organize/"])';
const ORGANIZE_ROUTE = /^\/_signedIn\/_client\/organize\/$/;

/** @type {import('./bench.mjs').Benchmark} */
export const organizeTableBenchmark = {
  name: `Organize: first row of the discovered apps in the large scenario (2,000 apps; median of ${RUNS} fresh contexts)`,
  async run({ root, demo }) {
    const { inApp, loads, counts } = await timeLargeScenarioPage({
      root,
      dir: demo.dir,
      href: '/organize',
      selector: ROW,
      countSelector: ROW,
      runs: RUNS,
    });
    return {
      headers: ['navigation', '>median', '>min', '>max'],
      rows: [
        timingRow('sidebar link → first row (SPA, one page of apps)', inApp),
        timingRow('full load of /organize → first row (app boot + large seed)', loads),
        [
          'DOM rows in the table once shown',
          ...[median(counts), Math.min(...counts), Math.max(...counts)].map(String),
        ],
      ],
      note: `${demo.dir}/ served by vite preview; the mock API adds its realistic 80–150 ms per call`,
    };
  },
};

/** @type {import('./bench.mjs').Benchmark} */
export const organizeRouteBenchmark = {
  name: 'Organize: route JS (gzip): own chunks, and total with initial JS and layouts',
  run: ({ demo, live }) => ({
    headers: ['build', 'route', '>own gzip', '>total gzip'],
    rows: [demo, live]
      .filter((stats) => stats !== null)
      .flatMap((stats) =>
        stats.routes
          .filter((route) => ORGANIZE_ROUTE.test(route.id))
          .map((route) => [stats.dir, route.id, formatKb(route.own.gzip), formatKb(route.total.gzip)]),
      ),
  }),
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = process.cwd();
  const demo = collectBuildStats(process.argv[2] ?? 'dist');
  for (const bench of [organizeRouteBenchmark, organizeTableBenchmark]) {
    const result = await bench.run({ root, args: [], demo, live: null, build: collectBuildStats });
    console.log(`\n== ${bench.name}\n${table(result.headers, result.rows)}`);
    if (result.note) console.log(`(${result.note})`);
  }
}
