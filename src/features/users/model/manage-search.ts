/**
 * The manage page's table state in the URL (validateSearch; the filtering and sorting it asks for is
 * in ./user-list.ts). Every value has a default that is left out of the URL, and a value that does
 * not parse (a hand-edited or stale link) falls back to it instead of failing the page.
 */
import type * as z from 'zod/mini';
import { choiceParam, keywordParam, listSearch, orderParams } from '@/lib/list-search';

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const ROLE_FILTERS = ['all', 'client_admin', 'user'] as const;
export const FLAG_FILTERS = ['all', 'yes', 'no'] as const;
export const MANAGE_SORT_FIELDS = ['name', 'email', 'role', 'status', 'last_login'] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type RoleFilter = (typeof ROLE_FILTERS)[number];
export type FlagFilter = (typeof FLAG_FILTERS)[number];
export type ManageSortField = (typeof MANAGE_SORT_FIELDS)[number];

export const { schema: manageSearchSchema, defaults: MANAGE_SEARCH_DEFAULTS } = listSearch({
  keyword: keywordParam(),
  status: choiceParam(STATUS_FILTERS, 'all'),
  role: choiceParam(ROLE_FILTERS, 'all'),
  buyer: choiceParam(FLAG_FILTERS, 'all'),
  cards: choiceParam(FLAG_FILTERS, 'all'),
  ...orderParams(MANAGE_SORT_FIELDS, 'name', 'asc'),
});
export type ManageSearch = z.output<typeof manageSearchSchema>;

/** The list's filters, keyword included. */
export const MANAGE_FILTERS = ['keyword', 'status', 'role', 'buyer', 'cards'] as const;
