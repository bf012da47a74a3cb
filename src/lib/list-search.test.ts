import { stripSearchParams } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  choiceParam,
  dateParam,
  flagParam,
  idParam,
  keywordParam,
  LIST_PAGE_SIZES,
  listSearch,
  orderParam,
  orderParams,
  pageParams,
  pageSizes,
  skipParams,
  textParam,
} from './list-search';
import { isOneOf, toListQuery } from './list-query';

const SIZES = pageSizes([10, 25, 50], 25);

const paged = listSearch({
  keyword: keywordParam(),
  status: choiceParam(['all', 'active', 'inactive'], 'all'),
  tenant_id: textParam(8),
  order_by: choiceParam(['name', 'created_at'], 'created_at'),
  order: orderParam('desc'),
  ...pageParams(SIZES),
});

const skipped = listSearch({
  keyword: keywordParam(),
  order_by: choiceParam(['name', 'created_at'], 'name'),
  order: orderParam('asc'),
  ...skipParams(SIZES),
});

/** What the router's `stripSearchParams(defaults)` middleware leaves in the URL for `search`. */
function strip<T extends object>(defaults: Partial<T>, search: T) {
  const middleware = stripSearchParams(defaults as never) as unknown as (context: {
    search: T;
    next: (search: T) => T;
  }) => Partial<T>;
  return middleware({ search, next: (value) => value });
}

describe('list search schema', () => {
  it('has the defaults of an empty URL', () => {
    expect(paged.defaults).toEqual({
      keyword: '',
      status: 'all',
      tenant_id: '',
      order_by: 'created_at',
      order: 'desc',
      page: 1,
      size: 25,
    });
    expect(skipped.defaults).toEqual({ keyword: '', order_by: 'name', order: 'asc', skip: 0, top: 25 });
  });

  it('keeps valid values as the router parses them (numbers arrive as numbers)', () => {
    const search = {
      keyword: 'ann',
      status: 'inactive',
      tenant_id: 't-1',
      order_by: 'name',
      order: 'asc',
      page: 3,
      size: 50,
    };
    expect(z.parse(paged.schema, search)).toEqual(search);
  });

  it('falls back per value when a link carries junk, keeping the valid ones', () => {
    expect(
      z.parse(paged.schema, {
        keyword: { nested: true },
        status: 'gone',
        tenant_id: 'far-too-long-an-id',
        order_by: 'password',
        order: 'sideways',
        page: 0,
        size: 30,
      }),
    ).toEqual(paged.defaults);
    expect(z.parse(skipped.schema, { skip: -1, top: '10', order: 'desc' })).toEqual({
      ...skipped.defaults,
      order: 'desc',
    });
    expect(z.parse(skipped.schema, { skip: 2.5 }).skip).toBe(0);
  });

  it('reads a choice a typed link gives as a number (?window=90) as the same choice as its text', () => {
    const windows = listSearch({ window: choiceParam(['all', '30', '90'], 'all') });
    expect(z.parse(windows.schema, { window: 90 }).window).toBe('90');
    expect(z.parse(windows.schema, { window: '90' }).window).toBe('90');
    expect(z.parse(windows.schema, { window: 45 }).window).toBe('all');
  });

  it('reads a keyword the router parsed as a number or boolean as text, trimmed and cut at 100', () => {
    expect(z.parse(paged.schema, { keyword: 123 }).keyword).toBe('123');
    expect(z.parse(paged.schema, { keyword: false }).keyword).toBe('false');
    expect(z.parse(paged.schema, { keyword: '  globex ' }).keyword).toBe('globex');
    expect(z.parse(paged.schema, { keyword: 'x'.repeat(150) }).keyword).toHaveLength(100);
  });

  it('leaves the defaults out of the URL and keeps every other value', () => {
    expect(strip(paged.defaults, paged.defaults)).toEqual({});
    expect(strip(paged.defaults, { ...paged.defaults, order_by: 'name', order: 'asc', page: 2 })).toEqual({
      order_by: 'name',
      order: 'asc',
      page: 2,
    });
    expect(strip(skipped.defaults, { ...skipped.defaults, skip: 50, top: 10 })).toEqual({
      skip: 50,
      top: 10,
    });
  });
});

describe('list query', () => {
  it("leaves out the page's own values the API does not take", () => {
    const search = {
      view: 'list',
      keyword: 'ann',
      order_by: 'name',
      order: 'asc' as const,
      page: 2,
      size: 10,
    };
    expect(toListQuery(search, ['view'])).toEqual({
      keyword: 'ann',
      order_by: 'name',
      order: 'asc',
      skip: 10,
      top: 10,
    });
  });

  it('turns page and size into skip and top', () => {
    const search = z.parse(paged.schema, { page: 3, size: 50, order_by: 'name', order: 'asc' });
    expect(toListQuery(search)).toEqual({
      skip: 100,
      top: 50,
      order_by: 'name',
      order: 'asc',
      keyword: undefined,
      status: undefined,
      tenant_id: undefined,
    });
    expect(toListQuery(search)).not.toHaveProperty('page');
    expect(toListQuery(search)).not.toHaveProperty('size');
  });

  it("passes skip and top through, and leaves out an empty keyword and 'all' or '' filters", () => {
    expect(toListQuery(skipped.defaults)).toEqual({ skip: 0, top: 25, order_by: 'name', order: 'asc' });
    expect(toListQuery(skipped.defaults)).toHaveProperty('keyword', undefined);
    const search = z.parse(paged.schema, { keyword: 'ann', status: 'active', tenant_id: 't-1' });
    expect(toListQuery(search)).toMatchObject({ keyword: 'ann', status: 'active', tenant_id: 't-1' });
  });
});

describe('order and id params', () => {
  const search = listSearch({
    owner: idParam(),
    ...orderParams(['name', 'rating'] as const, 'rating', 'desc'),
  });

  it('takes the default order for a missing or unknown column or direction, and keeps a valid one', () => {
    expect(search.defaults).toEqual({ owner: '', order_by: 'rating', order: 'desc' });
    expect(z.parse(search.schema, { order_by: 'price', order: 'up' })).toEqual(search.defaults);
    expect(z.parse(search.schema, { order_by: 'name', order: 'asc' })).toMatchObject({
      order_by: 'name',
      order: 'asc',
    });
  });

  it('reads an id the router parsed as a number as text, and no id for one longer than 64', () => {
    expect(z.parse(search.schema, { owner: 42 }).owner).toBe('42');
    expect(z.parse(search.schema, { owner: 'x'.repeat(65) }).owner).toBe('');
  });
});

describe('date params', () => {
  const search = listSearch({ from: dateParam() });

  it('keeps a calendar date and drops anything else, a day that does not exist included', () => {
    expect(search.defaults).toEqual({ from: '' });
    expect(z.parse(search.schema, { from: '2024-02-29' }).from).toBe('2024-02-29');
    for (const junk of ['2026-02-29', '2026-13-01', '01/03/2026', 20260301, 'yesterday']) {
      expect(z.parse(search.schema, { from: junk }).from).toBe('');
    }
  });
});

describe('flag params', () => {
  const search = listSearch({ unmapped: flagParam() });

  it('is on only for true (as the router reads ?unmapped=true), off for anything else', () => {
    expect(search.defaults).toEqual({ unmapped: false });
    expect(z.parse(search.schema, { unmapped: true }).unmapped).toBe(true);
    for (const junk of ['true', 'yes', 1, false]) {
      expect(z.parse(search.schema, { unmapped: junk }).unmapped).toBe(false);
    }
  });
});

describe('page sizes', () => {
  it('accepts only the offered sizes, else the fallback', () => {
    expect([10, 25, 50, 7, 1000].map(SIZES.pick)).toEqual([10, 25, 50, 25, 25]);
    expect(SIZES.sizes).toEqual([10, 25, 50]);
  });

  it('pages by the usual sizes unless given others', () => {
    const usual = listSearch({ ...pageParams(), ...orderParams(['name'], 'name', 'asc') });
    const skipped = listSearch({ ...skipParams(), ...orderParams(['name'], 'name', 'asc') });
    expect(LIST_PAGE_SIZES.sizes).toEqual([10, 25, 50, 100]);
    expect([100, 7].map((size) => z.parse(usual.schema, { size }).size)).toEqual([100, 25]);
    expect([100, 7].map((top) => z.parse(skipped.schema, { top }).top)).toEqual([100, 25]);
  });
});

describe('isOneOf', () => {
  it('tells whether a value is one of the choices', () => {
    expect(isOneOf(['name', 'email'], 'email')).toBe(true);
    expect(isOneOf(['name', 'email'], 'password')).toBe(false);
  });
});
