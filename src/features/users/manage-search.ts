/**
 * The manage page's table state in the URL (validateSearch; the filtering and sorting it asks for is
 * in ./user-list.ts). Every value has a default that is left out of the URL, and a value that does
 * not parse (a hand-edited or stale link) falls back to it instead of failing the page.
 */
import * as z from 'zod/mini';

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const ROLE_FILTERS = ['all', 'client_admin', 'user'] as const;
export const FLAG_FILTERS = ['all', 'yes', 'no'] as const;
export const MANAGE_SORT_FIELDS = ['name', 'email', 'role', 'status', 'last_login'] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type RoleFilter = (typeof ROLE_FILTERS)[number];
export type FlagFilter = (typeof FLAG_FILTERS)[number];
export type ManageSortField = (typeof MANAGE_SORT_FIELDS)[number];

export const MANAGE_SEARCH_DEFAULTS = {
  keyword: '',
  status: 'all',
  role: 'all',
  buyer: 'all',
  cards: 'all',
  order_by: 'name',
  order: 'asc',
} as const satisfies Record<string, unknown>;

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

function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z._default(z.catch(z.enum(values), fallback), fallback);
}

export const manageSearchSchema = z.object({
  keyword,
  status: choice(STATUS_FILTERS, 'all'),
  role: choice(ROLE_FILTERS, 'all'),
  buyer: choice(FLAG_FILTERS, 'all'),
  cards: choice(FLAG_FILTERS, 'all'),
  order_by: choice(MANAGE_SORT_FIELDS, MANAGE_SEARCH_DEFAULTS.order_by),
  order: choice(['asc', 'desc'], 'asc'),
});
export type ManageSearch = z.output<typeof manageSearchSchema>;

export function isFiltered(search: ManageSearch): boolean {
  return (
    search.keyword !== '' ||
    search.status !== 'all' ||
    search.role !== 'all' ||
    search.buyer !== 'all' ||
    search.cards !== 'all'
  );
}
