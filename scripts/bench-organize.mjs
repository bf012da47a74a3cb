// /organize figures for `npm run bench` (see BENCHMARKS in scripts/bench.mjs): the first row of the
// discovered apps in the built demo's `large` scenario (2,000 apps, signed in as admin@acme.test),
// the DOM rows then (one server page, never 2,000), and the route's JS in both builds.
// Standalone: `node scripts/bench-organize.mjs [dist-dir]` (the build must exist).
import { listPageBenchmarks, runStandalone } from './bench-list-page.mjs';

const organize = listPageBenchmarks({
  area: 'Organize',
  href: '/organize',
  rows: 'main table tbody tr:has(a[href^="/organize/"])',
  what: '2,000 apps',
  route: /^\/_signedIn\/_client\/organize\/$/,
});

/** @type {import('./bench.mjs').Benchmark} */
export const organizeTableBenchmark = organize.table;
/** @type {import('./bench.mjs').Benchmark} */
export const organizeRouteBenchmark = organize.route;

await runStandalone(import.meta.url, [organizeRouteBenchmark, organizeTableBenchmark]);
