// /cards figures for `npm run bench` (see BENCHMARKS in scripts/bench.mjs): the first row of the
// cards table in the built demo's `large` scenario (1,000 Acme cards, signed in as admin@acme.test),
// the DOM rows then (one server page, never the whole list), and the route's JS in both builds.
// Standalone: `node scripts/bench-cards.mjs [dist-dir]` (the build must exist).
import { listPageBenchmarks, runStandalone } from './bench-list-page.mjs';

const cards = listPageBenchmarks({
  area: 'Cards',
  href: '/cards',
  rows: 'main table tbody tr:has(a[href^="/cards/"])',
  what: '1,000 cards',
  route: /^\/_signedIn\/cards\/$/,
});

/** @type {import('./bench.mjs').Benchmark} */
export const cardsTableBenchmark = cards.table;
/** @type {import('./bench.mjs').Benchmark} */
export const cardsRouteBenchmark = cards.route;

await runStandalone(import.meta.url, [cardsRouteBenchmark, cardsTableBenchmark]);
