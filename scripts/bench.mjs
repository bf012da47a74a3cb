#!/usr/bin/env node
// `npm run bench`: size figures of the demo build (and the live build), as readable tables.
//   --build   rebuild dist/ and dist-live/ first (otherwise they are built only when missing)
//   --json    print the results as JSON instead of tables
//   --pages /manage,/usage   only Lighthouse mobile on these signed-in pages (both builds)
//   --dist <dir> / --dist-live <dir>   measure other build directories (e.g. dist-4, dist-live-4)
// Results are also written to .bench/latest.json (git-ignored) so runs can be compared.
//
// Extension point: add an entry to BENCHMARKS. Each gets a context ({ root, args, demo, live, build })
// and returns rows to print; async work (starting a server, driving Chromium with Playwright, timing the
// first page of activity logs, …) is fine.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstPageBenchmark, xlsxBenchmark } from './bench-activity-logs.mjs';
import { measureDemoBoot } from './bench-boot.mjs';
import { cardsRouteBenchmark, cardsTableBenchmark } from './bench-cards.mjs';
import { lighthouseMobile, lighthouseSignedIn, pagesFromArgs } from './bench-lighthouse.mjs';
import { manageTableBenchmark } from './bench-manage.mjs';
import { notificationPushBenchmark, notificationWeightBenchmark } from './bench-notifications.mjs';
import { organizeRouteBenchmark, organizeTableBenchmark } from './bench-organize.mjs';
import { reachRouteBenchmark, reachSearchBenchmark } from './bench-reach.mjs';
import { collectBuildStats, ensureBuild, formatKb, table } from './build-stats.mjs';
import { PAGE_BUDGETS } from './check-budgets.mjs';
import { measurePageWeight } from './page-weight.mjs';

/**
 * @typedef {ReturnType<typeof collectBuildStats>} BuildStats
 * @typedef {{ root: string, args: string[], demo: BuildStats, live: BuildStats | null,
 *             build: (dir: string) => BuildStats }} BenchContext
 * @typedef {{ headers: string[], rows: (string | number)[][], note?: string }} BenchResult
 * @typedef {{ name: string, run: (ctx: BenchContext) => BenchResult | Promise<BenchResult> }} Benchmark
 */

/** A flag's value: `--name value` or `--name=value`. */
function argValue(args, name) {
  const at = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return undefined;
  return args[at].includes('=') ? args[at].slice(name.length + 1) : args[at + 1];
}

const ms = (v) => (v === null || v === undefined ? '?' : `${Math.round(v)} ms`);

/**
 * Lighthouse mobile on every signed-in page (or those of `--pages`), in both builds. Each figure is
 * also kept as a number in `lighthouse` (.bench/latest.json), where `npm run budget` reads it.
 * @type {Benchmark}
 */
export const signedInLighthouseBenchmark = {
  name: 'Lighthouse mobile, signed-in pages (simulated slow 4G, 4× CPU slowdown, cold cache)',
  run: async ({ root, args, demo, live }) => {
    const pages = pagesFromArgs(args);
    const lighthouse = [];
    for (const [stats, isLive] of [
      [demo, false],
      [live, true],
    ]) {
      if (stats === null) continue;
      const rows = await lighthouseSignedIn({
        root,
        dir: stats.dir,
        live: isLive,
        pages,
        onPage: (row) =>
          process.stderr.write(`  lighthouse ${row.dir} ${row.page}: ${row.score ?? row.error}\n`),
      });
      lighthouse.push(...rows);
    }
    return {
      headers: ['build', 'page', '>score', '>TBT', '>CLS', '>LCP'],
      rows: lighthouse.map((r) =>
        'error' in r
          ? [r.dir, r.page, 'ERROR', r.error, '', '']
          : [r.dir, r.page, r.score, ms(r.tbtMs), r.cls.toFixed(3), ms(r.lcpMs)],
      ),
      note: `served over ${[...new Set(lighthouse.map((r) => r.protocol))].join(' and ')}; targets: live ≥ 90, demo ≥ 85, TBT < 200 ms, CLS < 0.05 (\`npm run budget\` checks them); scores move with the machine’s load`,
      lighthouse,
    };
  },
};

const sizeRow = (label, sizes) => [label, formatKb(sizes.raw), formatKb(sizes.gzip)];

/** @type {Benchmark[]} */
export const BENCHMARKS = [
  {
    name: 'Initial JS for /login (entry + static imports)',
    run: ({ demo, live }) => ({
      headers: ['build', '>raw', '>gzip', '>files'],
      rows: [demo, live]
        .filter((s) => s !== null)
        .map((s) => [...sizeRow(s.dir, s.initial), s.initial.files.length]),
    }),
  },
  {
    name: 'Routes (demo build): own chunks, and total with initial JS and layouts',
    run: ({ demo }) => ({
      headers: ['route', 'file', '>own raw', '>own gzip', '>total raw', '>total gzip'],
      rows: demo.routes.map((r) => [
        r.id,
        r.file ?? '?',
        formatKb(r.own.raw),
        formatKb(r.own.gzip),
        formatKb(r.total.raw),
        formatKb(r.total.gzip),
      ]),
      note: `routes recognised by ${demo.routeMapping}`,
    }),
  },
  {
    name: 'JS chunks (demo build), largest first',
    run: ({ demo }) => ({
      headers: ['chunk', 'kind', 'route', '>raw', '>gzip'],
      rows: demo.chunks.map((c) => [
        c.file,
        c.kind,
        c.routeIds.join(', '),
        formatKb(c.raw),
        formatKb(c.gzip),
      ]),
    }),
  },
  {
    name: 'Total JS the app can load',
    run: ({ demo, live }) => ({
      headers: ['build', '>raw', '>gzip', '>chunks', '>CSS gzip'],
      rows: [demo, live]
        .filter((s) => s !== null)
        .map((s) => [
          ...sizeRow(s.dir, s.totalJs),
          s.chunks.filter((c) => c.kind !== 'other').length,
          formatKb(s.initialCss.gzip),
        ]),
    }),
  },
  {
    name: 'What a browser loads (scripts until network idle, cache disabled; budgets in brackets)',
    run: async ({ root }) => {
      const rows = [];
      for (const [dir, live] of [
        ['dist', false],
        ['dist-live', true],
      ]) {
        const measured = await measurePageWeight({ root, dir, live });
        for (const page of ['login', 'dashboard']) {
          const { raw, gzip, files } = measured[page];
          rows.push([
            dir,
            page === 'login' ? '/login' : 'dashboard (signed-in reload)',
            formatKb(raw),
            `${formatKb(gzip)} (${formatKb(PAGE_BUDGETS[dir][page])})`,
            files.length,
            files
              .slice(0, 3)
              .map((f) => `${path.basename(f.pathname)} ${formatKb(f.gzip)}`)
              .join(', '),
          ]);
        }
      }
      return { headers: ['build', 'page', '>raw', '>gzip (budget)', '>files', 'largest'], rows };
    },
  },
  {
    name: 'Lighthouse mobile, /login (simulated slow 4G, 4× CPU slowdown)',
    run: async ({ root }) => {
      const rows = [];
      for (const [dir, live] of [
        ['dist', false],
        ['dist-live', true],
      ]) {
        const { score, metrics } = await lighthouseMobile({ root, dir, live });
        rows.push([dir, score, metrics.FCP, metrics.LCP, metrics.TBT, metrics.CLS, metrics.SI]);
      }
      return {
        headers: ['build', '>score', '>FCP', '>LCP', '>TBT', '>CLS', '>SI'],
        rows,
        note: 'targets: demo ≥ 90, live ≥ 95; scores move with the machine’s load',
      };
    },
  },
  {
    name: 'Demo start-up on the main thread (signed-in reload of the dashboard, then heavy pages)',
    run: async ({ root }) => {
      const boot = await measureDemoBoot({ root, dir: 'dist' });
      const ms = (v) => (v === null ? '?' : `${Math.round(v)} ms`);
      return {
        headers: ['what', '>value'],
        rows: [
          ['mock API boot (code arrived → answering)', ms(boot.bootMs)],
          ['seed slices (longest)', `${boot.seedSlices} (${ms(boot.longestSeedSliceMs)})`],
          ['longest main-thread task during the reload', ms(boot.bootLongestTaskMs)],
          ['main-thread tasks over 50 ms during the reload', boot.bootTasksOver50],
          ...boot.pages.map((p) => [`longest task, first visit to ${p.href}`, ms(p.longestTaskMs)]),
        ],
      };
    },
  },
  // Later areas add figures here, e.g. { name: 'Activity logs: time to first page', run: async (ctx) => … }.
  firstPageBenchmark,
  xlsxBenchmark,
  manageTableBenchmark,
  cardsTableBenchmark,
  cardsRouteBenchmark,
  organizeTableBenchmark,
  organizeRouteBenchmark,
  reachRouteBenchmark,
  reachSearchBenchmark,
  notificationPushBenchmark,
  notificationWeightBenchmark,
  signedInLighthouseBenchmark,
  {
    // scripts/bench-user-import.ts prints its table as its last JSON line.
    name: 'Users import: parse + validate of a generated CSV (Node, papaparse + the preview rules)',
    run: ({ root }) => {
      const args = ['--import', 'tsx', 'scripts/bench-user-import.ts'];
      const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 300_000 });
      if (result.status !== 0) throw new Error(`bench-user-import failed: ${result.stderr || result.error}`);
      return JSON.parse(result.stdout.trim().split('\n').at(-1));
    },
  },
];

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const force = args.includes('--build');
  const root = process.cwd();

  const demoDir = argValue(args, '--dist') ?? 'dist';
  const liveDir = argValue(args, '--dist-live') ?? 'dist-live';
  if (demoDir === 'dist') ensureBuild('dist', 'build', { force });
  if (liveDir === 'dist-live') ensureBuild('dist-live', 'build:live', { force });
  const demo = collectBuildStats(demoDir);
  const live = collectBuildStats(liveDir);
  /** @type {BenchContext} */
  const ctx = { root, args, demo, live, build: (dir) => collectBuildStats(dir) };

  // `--pages` asks for the signed-in pages' Lighthouse figures alone.
  const benchmarks = argValue(args, '--pages') === undefined ? BENCHMARKS : [signedInLighthouseBenchmark];
  const results = [];
  let failed = false;
  for (const bench of benchmarks) {
    const started = performance.now();
    try {
      const result = await bench.run(ctx);
      results.push({ name: bench.name, ms: Math.round(performance.now() - started), ...result });
    } catch (error) {
      failed = true;
      results.push({ name: bench.name, error: error instanceof Error ? error.message : String(error) });
    }
  }

  const report = { date: new Date().toISOString(), node: process.version, results };
  const outDir = path.join(root, '.bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  if (json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    for (const r of results) {
      console.log(`\n== ${r.name}`);
      if ('error' in r) console.log(`   ERROR: ${r.error}`);
      else {
        console.log(table(r.headers, r.rows));
        if (r.note) console.log(`(${r.note})`);
      }
    }
    console.log('\n(1 KB = 1024 bytes; gzip = level 9 per file; results in .bench/latest.json)');
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
