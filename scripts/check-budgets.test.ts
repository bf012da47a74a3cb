// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findFaker, findMarkers, urlOfRouteId } from './check-budgets.mjs';

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

  it('allows naming the worker only to unregister a stale one', () => {
    const cleanup =
      'const r=await navigator.serviceWorker.getRegistrations();r.filter(e=>e.active?.scriptURL.endsWith("/mockServiceWorker.js")).map(e=>e.unregister())';
    const leak = 'navigator.serviceWorker.register("/mockServiceWorker.js")';
    expect(findMarkers(new Map([['a.js', cleanup]]))).toMatchObject({
      hits: [],
      allowed: [expect.anything()],
    });
    expect(findMarkers(new Map([['a.js', leak]])).hits).toHaveLength(1);
  });

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
