import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CURRENCIES } from '@mocks/fixtures/reference-data';
import { CURRENCY_CHOICES } from './form-rules';
import {
  COMPANIES_SEARCH_DEFAULTS,
  companiesSearchSchema,
  USERS_SEARCH_DEFAULTS,
  usersSearchSchema,
} from './search';
import { tenantListQueryOf, userListQueryOf } from './list-query';

describe('companies search params', () => {
  it('fills every missing value with its default', () => {
    expect(z.parse(companiesSearchSchema, {})).toEqual(COMPANIES_SEARCH_DEFAULTS);
    expect(COMPANIES_SEARCH_DEFAULTS).toEqual({
      keyword: '',
      plan: 'all',
      order_by: 'created_at',
      order: 'desc',
      skip: 0,
      top: 25,
    });
  });

  it('keeps valid values', () => {
    const search = { keyword: 'acme', plan: 'demo', order_by: 'name', order: 'asc', skip: 50, top: 10 };
    expect(z.parse(companiesSearchSchema, search)).toEqual(search);
  });

  it('falls back per value when a link carries junk, instead of failing the page', () => {
    expect(
      z.parse(companiesSearchSchema, {
        keyword: { nested: true },
        order_by: 'password',
        order: 'sideways',
        skip: -5,
        top: 7,
        plan: 'trial',
      }),
    ).toEqual(COMPANIES_SEARCH_DEFAULTS);
    expect(z.parse(companiesSearchSchema, { skip: 2.5, top: '25', order_by: 'is_live' })).toEqual({
      ...COMPANIES_SEARCH_DEFAULTS,
      order_by: 'is_live',
    });
  });

  it('reads a keyword the router parsed as a number or boolean as text, trimmed', () => {
    expect(z.parse(companiesSearchSchema, { keyword: 123 }).keyword).toBe('123');
    expect(z.parse(companiesSearchSchema, { keyword: true }).keyword).toBe('true');
    expect(z.parse(companiesSearchSchema, { keyword: '  globex ' }).keyword).toBe('globex');
  });

  it('becomes the GET /tenants/ query, leaving out an empty keyword', () => {
    expect(tenantListQueryOf(z.parse(companiesSearchSchema, {}))).toEqual({
      keyword: undefined,
      order_by: 'created_at',
      order: 'desc',
      skip: 0,
      top: 25,
    });
  });

  it('asks the API for live (is_live true) or demo (is_live false) companies by plan', () => {
    const queryFor = (plan: string) => tenantListQueryOf(z.parse(companiesSearchSchema, { plan }));
    expect(queryFor('live')).toMatchObject({ is_live: true });
    expect(queryFor('demo')).toMatchObject({ is_live: false });
    expect(queryFor('all')).not.toHaveProperty('is_live');
    expect(queryFor('all')).not.toHaveProperty('plan');
  });
});

describe('users search params', () => {
  it('fills every missing value with its default', () => {
    expect(z.parse(usersSearchSchema, {})).toEqual(USERS_SEARCH_DEFAULTS);
  });

  it('falls back per value when a link carries junk', () => {
    expect(
      z.parse(usersSearchSchema, {
        status: 'gone',
        order_by: 'password',
        tenant_id: 'x'.repeat(65),
        top: 1000,
        skip: 'x',
      }),
    ).toEqual(USERS_SEARCH_DEFAULTS);
    expect(z.parse(usersSearchSchema, { tenant_id: true }).tenant_id).toBe('');
  });

  it('reads an id the URL gives as a number (?tenant_id=42) as its text', () => {
    expect(z.parse(usersSearchSchema, { tenant_id: 42 }).tenant_id).toBe('42');
  });

  it('becomes the GET /users/ query: "all" statuses and every company are no filter', () => {
    expect(userListQueryOf(z.parse(usersSearchSchema, {}))).toEqual({
      keyword: undefined,
      tenant_id: undefined,
      status: undefined,
      order_by: 'first_name',
      order: 'asc',
      skip: 0,
      top: 25,
    });
    const search = z.parse(usersSearchSchema, {
      keyword: 'ann',
      tenant_id: 't-1',
      status: 'inactive',
      skip: 25,
    });
    expect(userListQueryOf(search)).toMatchObject({
      keyword: 'ann',
      tenant_id: 't-1',
      status: 'inactive',
      skip: 25,
    });
  });

  it('accepts only the offered page sizes', () => {
    const top = (value: number) => z.parse(usersSearchSchema, { top: value }).top;
    expect([10, 25, 50, 100, 7, 1000].map(top)).toEqual([10, 25, 50, 100, 25, 25]);
  });
});

describe('company form currencies', () => {
  it("are the backend's currency choices", () => {
    expect([...CURRENCY_CHOICES]).toEqual([...CURRENCIES]);
  });
});
