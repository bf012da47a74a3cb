/**
 * Every call the app makes (src/features/*\/api, src/lib/http.ts) reaches the route written for it,
 * not a 404 from a neighbour whose pattern looked alike, whatever order the areas register in.
 * A new route adds its calls to CONTRACT; the last test fails while one has none.
 */
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '@/lib/api-url';
import { answer, CONTRACT, requestFor, routeOf, seedBetweenCalls } from './contract-calls';
import { handlers as runningHandlers, laterAreasHandler, startUpAreaHandlers } from '.';
import { laterAreaHandlers } from './later-areas';
import { notFoundHandler, preludeHandler } from './runtime';

/** Every area's routes, whether they load with the mock API or on first use. */
const areaHandlers = [...startUpAreaHandlers, ...laterAreaHandlers];

const ORDERS = {
  registered: [preludeHandler, ...areaHandlers, notFoundHandler],
  reversed: [preludeHandler, ...[...areaHandlers].reverse(), notFoundHandler],
} as const;

describe('the API contract', () => {
  const running = seedBetweenCalls();

  describe.each(Object.entries(ORDERS))('with the areas in %s order', (_, handlers) => {
    it.each(CONTRACT.map((call) => [`${call.route} as ${call.as}`, call] as const))(
      '%s reaches its own route',
      async (_name, call) => {
        running(call);
        const reply = await answer(handlers, await requestFor(call));
        expect({ route: reply.route, status: reply.status }).toEqual({
          route: call.route,
          status: call.status,
        });
      },
    );
  });

  it.each(CONTRACT.map((call) => [`${call.route} as ${call.as}`, call] as const))(
    'as the mock API runs (later areas loaded on first use), %s gets the same answer',
    async (_name, call) => {
      running(call);
      const reply = await answer(runningHandlers, await requestFor(call));
      const laterArea = laterAreaHandlers.some((handler) => routeOf(handler) === call.route);
      expect({ route: reply.route, status: reply.status }).toEqual({
        route: laterArea ? routeOf(laterAreasHandler) : call.route,
        status: call.status,
      });
    },
  );

  it('has a call for every API route', () => {
    const routes = areaHandlers
      .filter((handler) => String(handler.info.path).startsWith(`*${API_PREFIX}/`))
      .map(routeOf);
    const called = new Set(CONTRACT.map((call) => call.route));
    expect(routes.filter((route) => !called.has(route))).toEqual([]);
  });
});
