// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeTable } from '../e2e/support/routes';
import { pagesFromArgs, SIGNED_IN_PAGES } from './bench-lighthouse.mjs';
import {
  findFaker,
  findMarkers,
  LIGHTHOUSE_BUDGETS,
  lighthouseBudget,
  urlOfRouteId,
  type LighthouseFigure,
} from './check-budgets.mjs';

/**
 * Signed-in routes the bench leaves out: a redirect (/admin), a record's page, the return from
 * ServiceNow's consent (/service-now-connect), and deeper addresses a catch-all shows as a page the
 * bench measures.
 */
const OUT_OF_BENCH = [
  '/admin',
  '/admin/anything/below',
  '/service-now-connect',
  '/organize/azure/apps',
  '/organize/flow-1',
  '/contracts/renewals/calendar',
  '/cloud/aws',
  '/optimize/kanban',
  '/cards/card-1',
];

describe('live-bundle leak check', () => {
  it('flags mock API and faker code in live JavaScript', () => {
    const { hits } = findMarkers(
      new Map([
        ['assets/index-abc.js', 'import{setupWorker as e}from"./browser.js";'],
        ['assets/fixtures-def.js', 'const f=require("@faker-js/faker");fetch("/api/v1/__demo__/reset")'],
      ]),
    );
    expect(hits.map((hit) => hit.label)).toEqual(
      expect.arrayContaining(["'setupWorker'", "'@faker-js'", "'faker'", "'__demo__'"]),
    );
  });

  it.each(['/demo-worker.js', '/mockServiceWorker.js'])(
    'allows naming the worker (%s) only to unregister a stale one',
    (script) => {
      const cleanup = `const r=await navigator.serviceWorker.getRegistrations();r.filter(e=>e.active?.scriptURL.endsWith("${script}")).map(e=>e.unregister())`;
      const leak = `navigator.serviceWorker.register("${script}")`;
      expect(findMarkers(new Map([['a.js', cleanup]]))).toMatchObject({
        hits: [],
        allowed: [expect.anything()],
      });
      expect(findMarkers(new Map([['a.js', leak]])).hits).toHaveLength(1);
    },
  );

  it('passes clean application code', () => {
    expect(findMarkers(new Map([['a.js', 'export function add(a,b){return a+b}']])).hits).toEqual([]);
  });
});

describe('faker check (every build)', () => {
  it('finds faker’s own code, minified or imported, and passes the fixtures’ seeded source', () => {
    const sources = new Map([
      ['assets/a.js', 'throw new Error(`see https://fakerjs.dev/guide/localization.html`)'],
      ['assets/b.js', 'import{faker as e}from"@faker-js/faker";'],
      [
        'assets/c.js',
        'function seededFaker(e){return o.seed(e),o}throw Error(`Max ${r} should be greater than min ${n}.`)',
      ],
    ]);
    expect(findFaker(sources).map((hit) => hit.file)).toEqual(['assets/a.js', 'assets/b.js']);
  });
});

describe('urlOfRouteId', () => {
  it('drops pathless group segments, so /login keeps the initial budget', () => {
    expect(urlOfRouteId('/_signedOut/login')).toBe('/login');
    expect(urlOfRouteId('/_signedIn/_client/')).toBe('/');
    expect(urlOfRouteId('/_signedIn/_client/_clientAdmin/activity-logs')).toBe('/activity-logs');
    expect(urlOfRouteId('/shadow-sense/reset_password/$token')).toBe('/shadow-sense/reset_password/$token');
  });
});

describe('Lighthouse budgets of the signed-in pages (figures of the last `npm run bench`)', () => {
  const figure = (over: Partial<LighthouseFigure>): LighthouseFigure => ({
    build: 'live',
    page: '/manage',
    score: 95,
    tbtMs: 120,
    cls: 0.01,
    ...over,
  });
  const report = (...lighthouse: LighthouseFigure[]) => ({
    date: '2030-01-01T00:00:00.000Z',
    results: [{ name: 'sizes' }, { name: 'Lighthouse', lighthouse }],
  });

  it('passes, saying so, when no bench has recorded figures', () => {
    for (const none of [null, { results: [{ name: 'sizes' }] }]) {
      const { failures, rows, note } = lighthouseBudget(none);
      expect(failures).toEqual([]);
      expect(rows).toEqual([]);
      expect(note).toMatch(/no signed-in pages' figures recorded.*not checked/);
    }
  });

  it('passes pages within every threshold', () => {
    const checked = lighthouseBudget(
      report(figure({}), figure({ build: 'demo', score: 85, tbtMs: 199, cls: 0.049 })),
    );
    expect(checked.failures).toEqual([]);
    expect(checked.rows.map((row) => row.at(-1))).toEqual(['ok', 'ok']);
  });

  it('fails a live page under 90 and a demo page under 85', () => {
    const { failures } = lighthouseBudget(
      report(
        figure({ page: '/usage', score: 89 }),
        figure({ build: 'demo', page: '/reach', score: 84 }),
        figure({ build: 'demo', page: '/cards', score: 89 }),
      ),
    );
    expect(failures).toEqual([
      'live: Lighthouse mobile on /usage: score 89 under 90',
      'demo: Lighthouse mobile on /reach: score 84 under 85',
    ]);
  });

  it('fails blocking time of 200 ms or more and layout shift of 0.05 or more', () => {
    const { failures } = lighthouseBudget(
      report(figure({ page: '/contracts', tbtMs: 200 }), figure({ page: '/manage', cls: 0.156 })),
    );
    expect(failures).toEqual([
      'live: Lighthouse mobile on /contracts: blocking time 200 ms, not under 200 ms',
      'live: Lighthouse mobile on /manage: layout shift 0.156, not under 0.05',
    ]);
  });

  it('fails a page the bench could not measure', () => {
    const { failures } = lighthouseBudget(
      report({ build: 'demo', dir: 'dist', page: '/usage', error: 'ended on /login (not signed in?)' }),
    );
    expect(failures).toEqual([
      'dist: Lighthouse mobile on /usage: not measured: ended on /login (not signed in?)',
    ]);
  });

  it('holds the thresholds the product promises', () => {
    expect(LIGHTHOUSE_BUDGETS).toEqual({ score: { demo: 85, live: 90 }, tbtMs: 200, cls: 0.05 });
  });
});

describe('the signed-in pages the bench measures', () => {
  it('are every signed-in route with a fixed address, the super admin’s under /admin', () => {
    const fixed = routeTable
      .filter((r) => ['signedIn', 'clientPages', 'clientAdmin', 'superAdmin'].includes(r.access))
      .map((r) => r.path)
      .filter((p) => !OUT_OF_BENCH.includes(p));
    expect(SIGNED_IN_PAGES.map((p) => p.path).sort()).toEqual(fixed.sort());
    expect(SIGNED_IN_PAGES.filter((p) => p.role === 'root').map((p) => p.path)).toEqual([
      '/admin/companies',
      '/admin/users',
    ]);
  });

  it('can be narrowed with --pages, and refuses a page it does not know', () => {
    expect(pagesFromArgs(['--pages', '/manage,/usage']).map((p) => p.path)).toEqual(['/manage', '/usage']);
    expect(pagesFromArgs(['--pages=/admin/users'])).toEqual([{ path: '/admin/users', role: 'root' }]);
    expect(pagesFromArgs([])).toBe(SIGNED_IN_PAGES);
    expect(() => pagesFromArgs(['--pages', '/nope'])).toThrow(/\/nope is no signed-in page/);
  });
});
