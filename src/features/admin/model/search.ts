/**
 * The admin lists' state in the URL (validateSearch), built with the one list-search helper: every
 * value has a default that stays out of the URL, and a value that does not parse (a hand-edited or
 * stale link) falls back to it instead of failing the page.
 */
import type * as z from 'zod/mini';
import { choiceParam, keywordParam, listSearch, idParam, orderParams, skipParams } from '@/lib/list-search';
import { COMPANY_SORT_FIELDS } from './form-rules';
import { USER_ORDER_FIELDS } from '@/features/users';

/** Rows-per-page choices of the admin lists. */

/** Every company, only live ones, or only demo (trial) ones. */
export const COMPANY_PLAN_FILTERS = ['all', 'live', 'demo'] as const;

/** Newest companies first, so a company just created is at the top of page one. */
export const { schema: companiesSearchSchema, defaults: COMPANIES_SEARCH_DEFAULTS } = listSearch({
  keyword: keywordParam(),
  plan: choiceParam(COMPANY_PLAN_FILTERS, 'all'),
  ...orderParams(COMPANY_SORT_FIELDS, 'created_at', 'desc'),
  ...skipParams(),
});
export type CompaniesSearch = z.output<typeof companiesSearchSchema>;
/** The companies list's filters: a change to one starts the list again at its first page. */
export const COMPANIES_FILTERS = ['keyword', 'plan'] as const;

export const USER_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

export const { schema: usersSearchSchema, defaults: USERS_SEARCH_DEFAULTS } = listSearch({
  keyword: keywordParam(),
  /** '' is every company. */
  tenant_id: idParam(),
  status: choiceParam(USER_STATUS_FILTERS, 'all'),
  ...orderParams(USER_ORDER_FIELDS, 'first_name', 'asc'),
  ...skipParams(),
});
export type UsersSearch = z.output<typeof usersSearchSchema>;
/** The users list's filters: a change to one starts the list again at its first page. */
export const USERS_FILTERS = ['keyword', 'tenant_id', 'status'] as const;
