import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiQuery, pagedQuery } from './api-query';
import { recordPath } from './api-url';
import { request } from './http';

vi.mock('./http', () => ({ request: vi.fn(() => Promise.resolve({ rows: [] })) }));

const schema = z.object({ rows: z.array(z.string()) });

beforeEach(() => vi.mocked(request).mockClear());

describe('recordPath', () => {
  it("is the collection, the encoded id and the action, each ending in '/'", () => {
    expect(recordPath('cards/', 'c 1')).toBe('cards/c%201/');
    expect(recordPath('cards/', 'a/b', 'block')).toBe('cards/a%2Fb/block/');
  });
});

describe('apiQuery', () => {
  it("keys the GET as given and sends its options with the query's signal", async () => {
    const options = apiQuery(['things', 'detail', '7'], 'things/7/', schema, { fallback: 'Nope' });
    expect(options.queryKey).toEqual(['things', 'detail', '7']);
    expect(options.meta).toEqual({ errorFallback: 'Nope' });
    await new QueryClient().fetchQuery(options);
    expect(request).toHaveBeenCalledWith('get', 'things/7/', schema, {
      fallback: 'Nope',
      signal: expect.any(AbortSignal),
    });
  });
});

describe('pagedQuery', () => {
  it('keys a page under its list family, sends the query as the search parameters and keeps the previous page', async () => {
    const query = { skip: 25, top: 25 };
    const options = pagedQuery(['things', 'list'], query, 'things/', schema, { fallback: 'Nope' });
    expect(options.queryKey).toEqual(['things', 'list', query]);
    expect(options.placeholderData).toBe(keepPreviousData);
    await new QueryClient().fetchQuery(options);
    expect(request).toHaveBeenCalledWith('get', 'things/', schema, {
      searchParams: query,
      fallback: 'Nope',
      signal: expect.any(AbortSignal),
    });
  });

  it('sends other search parameters when the query says what to ask for in other words', async () => {
    // @ts-expect-error a query that is not plain search parameters must say which to send
    pagedQuery(['things', 'list'], { filter: ['a'] }, 'things/', schema, {});
    const options = pagedQuery(['things', 'list'], { filter: ['a'] }, 'things/', schema, {
      searchParams: { kind: 'a' },
    });
    expect(options.queryKey).toEqual(['things', 'list', { filter: ['a'] }]);
    await new QueryClient().fetchQuery(options);
    expect(request).toHaveBeenCalledWith('get', 'things/', schema, {
      searchParams: { kind: 'a' },
      signal: expect.any(AbortSignal),
    });
  });
});
