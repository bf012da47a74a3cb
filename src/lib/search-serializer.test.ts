import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  choiceParam,
  keywordParam,
  listSearch,
  orderParam,
  pageParams,
  pageSizes,
  textParam,
} from './list-search';
import { parseSearch, readSearchValue, stringifySearch } from './search-serializer';

const contracts = listSearch({
  keyword: keywordParam(),
  window: choiceParam(['all', '30', '90'], 'all'),
  owner: textParam(64),
  order: orderParam('asc'),
  ...pageParams(pageSizes([25, 50], 25)),
});
/** What a route's validateSearch makes of a URL's search. */
const validated = (searchStr: string) => z.parse(contracts.schema, parseSearch(searchStr));

describe('search serializer', () => {
  it('writes choices, numbers and text plainly', () => {
    expect(stringifySearch({ window: '90' })).toBe('?window=90');
    expect(stringifySearch({ page: 2, size: 50 })).toBe('?page=2&size=50');
    expect(stringifySearch({ keyword: 'slack team', flag: true })).toBe('?keyword=slack+team&flag=true');
    expect(stringifySearch({ redirect: '/contracts?window=90' })).toBe(
      '?redirect=%2Fcontracts%3Fwindow%3D90',
    );
    expect(stringifySearch({})).toBe('');
  });

  it('reads numbers and booleans as such, everything else as text', () => {
    expect(parseSearch('?window=90&page=2&keyword=slack&on=true&off=false')).toEqual({
      window: 90,
      page: 2,
      keyword: 'slack',
      on: true,
      off: false,
    });
    for (const text of ['1e3', '007', '1.50', '12345678901234567890', 'null', '', ' 7', '"open'])
      expect(readSearchValue(text)).toBe(text);
    expect(readSearchValue('-4')).toBe(-4);
    expect(readSearchValue('2.5')).toBe(2.5);
    expect(parseSearch('')).toEqual({});
  });

  it('round-trips a list search into what the route expects', () => {
    const search = { keyword: '123', window: '90', owner: '42', order: 'desc', page: 3, size: 50 } as const;
    const written = stringifySearch(search);
    expect(written).toBe('?keyword=123&window=90&owner=42&order=desc&page=3&size=50');
    expect(validated(written)).toEqual(search);
    expect(validated(stringifySearch({ keyword: 'true' })).keyword).toBe('true');
    expect(validated(stringifySearch({ keyword: '' }))).toEqual(contracts.defaults);
    expect(validated('')).toEqual(contracts.defaults);
  });

  it('still reads links written the old way (JSON-quoted text)', () => {
    expect(validated('?window=%2290%22&keyword=%22123%22&page=2')).toMatchObject({
      window: '90',
      keyword: '123',
      page: 2,
    });
  });

  it('keeps a keyword that is itself in quotes', () => {
    const written = stringifySearch({ keyword: '"exact phrase"' });
    expect(validated(written).keyword).toBe('"exact phrase"');
  });
});
