// /manage figure for `npm run bench` (see BENCHMARKS in scripts/bench.mjs): the built demo in the
// `large` scenario (~10,000 Acme users), time from a navigation's start to the first row of the
// virtualised users table, which needs the whole list (10 parallel pages of 1,000) first.
import { timeLargeScenarioPage, timingRow } from './bench-browser.mjs';

const RUNS = 5;
const ROW = 'main table tbody tr[aria-rowindex]';

/** @type {import('./bench.mjs').Benchmark} */
export const manageTableBenchmark = {
  name: `Manage: first render of the 10,000-user table in the large scenario (median of ${RUNS} fresh contexts)`,
  async run({ root, demo }) {
    const { inApp, loads } = await timeLargeScenarioPage({
      root,
      dir: demo.dir,
      href: '/manage',
      selector: ROW,
      runs: RUNS,
    });
    return {
      headers: ['navigation', '>median', '>min', '>max'],
      rows: [
        timingRow('sidebar link → first row (SPA, whole list fetched)', inApp),
        timingRow('full load of /manage → first row (app boot + 10,000-user seed)', loads),
      ],
      note: `${demo.dir}/ served by vite preview; the mock API adds its realistic 80–150 ms per call`,
    };
  },
};
