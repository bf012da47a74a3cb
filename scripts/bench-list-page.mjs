// A list page's two `npm run bench` figures, for any area whose list is paged by the server: the
// first row in the `large` scenario (from a sidebar link and from a full load, and the DOM rows then),
// and the route's JS. Each area's bench file names its page; the measuring is this one.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, timeLargeScenarioPage, timingRow } from './bench-browser.mjs';
import { collectBuildStats, formatKb, table } from './build-stats.mjs';

const RUNS = 5;

/**
 * @param {{ area: string, href: string, rows: string, what: string, route: RegExp }} page
 *   `rows` selects the table's rows (they link to their records: the dashboard has tables too);
 *   `what` says what the large scenario holds ('1,000 cards').
 * @returns {{ table: import('./bench.mjs').Benchmark, route: import('./bench.mjs').Benchmark }}
 */
export function listPageBenchmarks({ area, href, rows, what, route }) {
  return {
    table: {
      name: `${area}: first row of the list in the large scenario (${what}; median of ${RUNS} fresh contexts)`,
      async run({ root, demo }) {
        const { inApp, loads, counts } = await timeLargeScenarioPage({
          root,
          dir: demo.dir,
          href,
          selector: rows,
          countSelector: rows,
          runs: RUNS,
        });
        return {
          headers: ['navigation', '>median', '>min', '>max'],
          rows: [
            timingRow('sidebar link → first row (SPA, one page of rows)', inApp),
            timingRow(`full load of ${href} → first row (app boot + large seed)`, loads),
            [
              'DOM rows in the table once shown',
              ...[median(counts), Math.min(...counts), Math.max(...counts)].map(String),
            ],
          ],
          note: `${demo.dir}/ served by vite preview; the mock API adds its realistic 80–150 ms per call`,
        };
      },
    },
    route: {
      name: `${area}: route JS (gzip): own chunks, and total with initial JS and layouts`,
      run: ({ demo, live }) => ({
        headers: ['build', 'route', '>own gzip', '>total gzip'],
        rows: [demo, live]
          .filter((stats) => stats !== null)
          .flatMap((stats) =>
            stats.routes
              .filter((entry) => route.test(entry.id))
              .map((entry) => [stats.dir, entry.id, formatKb(entry.own.gzip), formatKb(entry.total.gzip)]),
          ),
      }),
    },
  };
}

/** Runs `benchmarks` when `moduleUrl` is the script node was started with (`node scripts/bench-x.mjs [dist]`). */
export async function runStandalone(moduleUrl, benchmarks) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  const root = process.cwd();
  const demo = collectBuildStats(process.argv[2] ?? 'dist');
  for (const bench of benchmarks) {
    const result = await bench.run({ root, args: [], demo, live: null, build: collectBuildStats });
    console.log(`\n== ${bench.name}\n${table(result.headers, result.rows)}`);
    if (result.note) console.log(`(${result.note})`);
  }
}
