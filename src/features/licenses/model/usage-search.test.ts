import { describe, expect, it } from 'vitest';
import { USAGE_SEARCH_DEFAULTS, usageSearchSchema } from './usage-search';

describe('usage search', () => {
  it('defaults to every app, least used first', () => {
    expect(usageSearchSchema.parse({})).toEqual({
      keyword: '',
      low: 'all',
      order_by: 'utilisation',
      order: 'asc',
    });
    expect(USAGE_SEARCH_DEFAULTS).toEqual(usageSearchSchema.parse({}));
  });

  it('reads the low-utilisation filter as text or as the number a typed link gives', () => {
    expect(usageSearchSchema.parse({ low: '50' }).low).toBe('50');
    expect(usageSearchSchema.parse({ low: 70 }).low).toBe('70');
  });

  it('falls back to the default for a value that does not parse', () => {
    expect(usageSearchSchema.parse({ low: 40, order_by: 'price', order: 'up' })).toMatchObject({
      low: 'all',
      order_by: 'utilisation',
      order: 'asc',
    });
  });
});
