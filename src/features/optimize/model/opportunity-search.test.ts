import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isFilteredBy } from '@/lib/list-query';
import { OPPORTUNITY_FILTERS, opportunityListQueryOf } from './opportunity-list-query';
import { OPPORTUNITY_SEARCH_DEFAULTS, opportunitySearchSchema } from './opportunity-search';

const parse = (search: Record<string, unknown>) => z.parse(opportunitySearchSchema, search);

describe('opportunity list URL state (validateSearch)', () => {
  it('fills every missing value with its default: every status, largest savings first, 25 a page', () => {
    expect(parse({})).toEqual({
      keyword: '',
      status: 'all',
      app: '',
      owner: '',
      order_by: 'savings_potential',
      order: 'desc',
      page: 1,
      size: 25,
      comments: '',
    });
    expect(parse({})).toEqual(OPPORTUNITY_SEARCH_DEFAULTS);
  });

  it('keeps valid values and falls back to the default for each invalid one', () => {
    expect(
      parse({ keyword: ' zoom ', status: 'open', app: 'product-zoom', order_by: 'due_date', order: 'asc' }),
    ).toMatchObject({
      keyword: 'zoom',
      status: 'open',
      app: 'product-zoom',
      order_by: 'due_date',
      order: 'asc',
    });
    expect(
      parse({ status: 'won', order_by: 'rating', order: 'up', page: 0, size: 30, owner: 'x'.repeat(65) }),
    ).toEqual(OPPORTUNITY_SEARCH_DEFAULTS);
    expect(parse({ status: 'negotiating', page: 3, size: 50, comments: 'opp-1' })).toEqual({
      ...OPPORTUNITY_SEARCH_DEFAULTS,
      status: 'negotiating',
      page: 3,
      size: 50,
      comments: 'opp-1',
    });
  });

  it('asks the API for the page the URL names, leaving out no-filter values and the open comments', () => {
    expect(opportunityListQueryOf(parse({ page: 3, size: 10, comments: 'opp-1' }))).toEqual({
      keyword: undefined,
      status: undefined,
      app: undefined,
      owner: undefined,
      order_by: 'savings_potential',
      order: 'desc',
      skip: 20,
      top: 10,
    });
    expect(
      opportunityListQueryOf(parse({ keyword: 'zoom', status: 'open', owner: 'user-olivia' })),
    ).toMatchObject({
      keyword: 'zoom',
      status: 'open',
      owner: 'user-olivia',
      skip: 0,
      top: 25,
    });
  });

  it('says whether a keyword or a filter narrows the list (order, page and comments do not)', () => {
    const isFiltered = (search: ReturnType<typeof parse>) =>
      isFilteredBy(search, OPPORTUNITY_SEARCH_DEFAULTS, OPPORTUNITY_FILTERS);
    expect(isFiltered(parse({ order_by: 'title', page: 2, comments: 'opp-1' }))).toBe(false);
    expect(isFiltered(parse({ keyword: 'zoom' }))).toBe(true);
    expect(isFiltered(parse({ status: 'open' }))).toBe(true);
    expect(isFiltered(parse({ app: 'product-zoom' }))).toBe(true);
    expect(isFiltered(parse({ owner: 'user-olivia' }))).toBe(true);
  });
});
