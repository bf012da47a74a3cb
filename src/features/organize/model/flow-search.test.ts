import { stripSearchParams } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { flowListQueryOf } from './flow-list-query';
import { FLOW_SEARCH_DEFAULTS, flowSearchSchema, type FlowSearch } from './flow-search';

const parse = (search: Record<string, unknown>) => z.parse(flowSearchSchema, search);

describe('the discovered apps list in the URL', () => {
  it('opens on the open apps by name, 25 a page, and asks the API for just that', () => {
    expect(FLOW_SEARCH_DEFAULTS).toEqual({
      keyword: '',
      source: 'all',
      type: 'all',
      status: 'open',
      unmapped: false,
      order_by: 'name',
      order: 'asc',
      page: 1,
      size: 25,
    });
    expect(flowListQueryOf(FLOW_SEARCH_DEFAULTS)).toEqual({
      keyword: undefined,
      source: undefined,
      type: undefined,
      order_by: 'name',
      order: 'asc',
      skip: 0,
      top: 25,
    });
  });

  it('keeps valid filters and sends every status but open, "all" included (the API means open without one)', () => {
    const search = parse({
      keyword: ' slack ',
      source: 'google',
      type: 'oauth',
      status: 'all',
      unmapped: true,
      order_by: 'last_seen',
      order: 'desc',
      page: 3,
      size: 50,
    });
    expect(flowListQueryOf(search)).toEqual({
      keyword: 'slack',
      source: 'google',
      type: 'oauth',
      status: 'all',
      unmapped: true,
      order_by: 'last_seen',
      order: 'desc',
      skip: 100,
      top: 50,
    });
    expect(flowListQueryOf(parse({ status: 'ignored' })).status).toBe('ignored');
  });

  it('falls back per value when a link carries junk', () => {
    expect(
      parse({
        source: 'github',
        type: 'saml',
        status: 'closed',
        unmapped: 'yes',
        order_by: 'owner',
        size: 7,
      }),
    ).toEqual(FLOW_SEARCH_DEFAULTS);
  });

  it('leaves the defaults out of the URL', () => {
    const strip = stripSearchParams(FLOW_SEARCH_DEFAULTS as never) as unknown as (context: {
      search: FlowSearch;
      next: (search: FlowSearch) => FlowSearch;
    }) => Partial<FlowSearch>;
    const search = { ...FLOW_SEARCH_DEFAULTS, unmapped: true };
    expect(strip({ search, next: (value) => value })).toEqual({ unmapped: true });
  });
});
