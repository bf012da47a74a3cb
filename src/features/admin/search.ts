/**
 * The admin lists' state in the URL (validateSearch): every value has a default, and a value that
 * does not parse (a hand-edited or stale link) falls back to it instead of failing the page.
 */
import * as z from 'zod/mini';
import { COMPANY_SORT_FIELDS } from './companies';
import type { TenantListQuery } from '@/features/tenants';
import { USER_ORDER_FIELDS, type UserListQuery } from '@/features/users';

/** Rows-per-page choices of the admin lists. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** `?keyword=123` arrives as a number (the router parses values as JSON); a keyword is text. */
const keyword = z._default(
  z.catch(
    z.pipe(
      z.union([z.string(), z.number(), z.boolean()]),
      z.transform((value) => String(value).trim().slice(0, 100)),
    ),
    '',
  ),
  '',
);
const order = z._default(z.catch(z.enum(['asc', 'desc']), 'asc'), 'asc');
const skip = z._default(z.catch(z.int().check(z.minimum(0)), 0), 0);
export type PageSize = (typeof PAGE_SIZES)[number];

/** A page size from the page-size choice; anything else is the default. */
export function toPageSize(value: number): PageSize {
  return PAGE_SIZES.find((size) => size === value) ?? DEFAULT_PAGE_SIZE;
}

const top = z._default(z.catch(z.literal(PAGE_SIZES), DEFAULT_PAGE_SIZE), DEFAULT_PAGE_SIZE);

/** Newest companies first, so a company just created is at the top of page one. */
export const COMPANIES_SEARCH_DEFAULTS = {
  keyword: '',
  order_by: 'created_at',
  order: 'desc',
  skip: 0,
  top: DEFAULT_PAGE_SIZE,
} as const satisfies Record<string, unknown>;

export const companiesSearchSchema = z.object({
  keyword,
  order_by: z._default(
    z.catch(z.enum(COMPANY_SORT_FIELDS), COMPANIES_SEARCH_DEFAULTS.order_by),
    COMPANIES_SEARCH_DEFAULTS.order_by,
  ),
  order: z._default(
    z.catch(z.enum(['asc', 'desc']), COMPANIES_SEARCH_DEFAULTS.order),
    COMPANIES_SEARCH_DEFAULTS.order,
  ),
  skip,
  top,
});
export type CompaniesSearch = z.output<typeof companiesSearchSchema>;

export function tenantListQueryOf(search: CompaniesSearch): TenantListQuery {
  const { keyword: text, order_by, order: direction, skip: from, top: size } = search;
  return { keyword: text || undefined, order_by, order: direction, skip: from, top: size };
}

export const USER_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

export const USERS_SEARCH_DEFAULTS = {
  keyword: '',
  tenant_id: '',
  status: 'all',
  order_by: 'first_name',
  order: 'asc',
  skip: 0,
  top: DEFAULT_PAGE_SIZE,
} as const satisfies Record<string, unknown>;

export const usersSearchSchema = z.object({
  keyword,
  /** '' is every company. */
  tenant_id: z._default(z.catch(z.string().check(z.maxLength(64)), ''), ''),
  status: z._default(z.catch(z.enum(USER_STATUS_FILTERS), 'all'), 'all'),
  order_by: z._default(
    z.catch(z.enum(USER_ORDER_FIELDS), USERS_SEARCH_DEFAULTS.order_by),
    USERS_SEARCH_DEFAULTS.order_by,
  ),
  order,
  skip,
  top,
});
export type UsersSearch = z.output<typeof usersSearchSchema>;

export function userListQueryOf(search: UsersSearch): UserListQuery {
  return {
    keyword: search.keyword || undefined,
    tenant_id: search.tenant_id || undefined,
    status: search.status === 'all' ? undefined : search.status,
    order_by: search.order_by,
    order: search.order,
    skip: search.skip,
    top: search.top,
  };
}
