import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ACTIVITY_LOG_SEARCH_DEFAULTS, activityLogSearchSchema } from './search';
import { queryFromSearch } from './list-query';

const parse = (search: Record<string, unknown>) => z.parse(activityLogSearchSchema, search);

describe('activity log URL state (validateSearch)', () => {
  it('fills every missing value with its default', () => {
    expect(parse({})).toEqual({ period: '30d', order_by: 'time', order: 'desc', page: 1, size: 25 });
    expect(parse({})).toEqual(ACTIVITY_LOG_SEARCH_DEFAULTS);
  });

  it('keeps valid values (as the router parses them: numbers arrive as numbers)', () => {
    expect(parse({ period: '7d', order_by: 'ip_address', order: 'asc', page: 3, size: 100 })).toEqual({
      period: '7d',
      order_by: 'ip_address',
      order: 'asc',
      page: 3,
      size: 100,
    });
  });

  it('falls back to the default for each invalid value, keeping the valid ones', () => {
    expect(
      parse({ period: '1y', order_by: 'email', order: 'sideways', page: 0, size: 30, extra: 'x' }),
    ).toMatchObject(ACTIVITY_LOG_SEARCH_DEFAULTS);
    expect(parse({ period: '90d', page: -2, size: '50' })).toEqual({
      ...ACTIVITY_LOG_SEARCH_DEFAULTS,
      period: '90d',
    });
    expect(parse({ page: 2.5, order: 'asc' })).toEqual({ ...ACTIVITY_LOG_SEARCH_DEFAULTS, order: 'asc' });
    expect(parse({ page: 'two', period: null })).toEqual(ACTIVITY_LOG_SEARCH_DEFAULTS);
  });

  it('turns a page of the URL into the API query', () => {
    expect(
      queryFromSearch(parse({ page: 3, size: 50, period: '7d', order_by: 'actor', order: 'asc' })),
    ).toEqual({
      skip: 100,
      top: 50,
      period: '7d',
      order_by: 'actor',
      order: 'asc',
    });
  });
});
