/**
 * Reach's state in the URL (`/reach` is one exact route with views): which view, the search text,
 * the catalogue's category and vendor filters, its order and the page. Every value has a default
 * that stays out of the URL; a value that does not parse falls back to it.
 */
import type * as z from 'zod/mini';
import {
  choiceParam,
  keywordParam,
  listSearch,
  idParam,
  orderParams,
  pageParams,
  pageSizes,
} from '@/lib/list-search';
import { ITEM_ORDER_FIELDS } from '../api/list-words';

/**
 * The views: everyone's `catalogue`, `stack` (my stack) and `my-requests`; client admins'
 * `requests` (the tenant's pending requests); the super admin's Manage Apps views `catalogue`,
 * `vendors` and `categories`.
 */
export const REACH_VIEWS = [
  'catalogue',
  'stack',
  'my-requests',
  'requests',
  'vendors',
  'categories',
] as const;
export type ReachView = (typeof REACH_VIEWS)[number];

export const REACH_PAGE_SIZES = pageSizes([12, 24, 48, 96], 24);

export const { schema: reachSearchSchema, defaults: REACH_SEARCH_DEFAULTS } = listSearch({
  view: choiceParam(REACH_VIEWS, 'catalogue'),
  keyword: keywordParam(),
  /** A category id; '' is every category. */
  category: idParam(),
  /** A vendor id; '' is every vendor. */
  vendor: idParam(),
  ...orderParams(ITEM_ORDER_FIELDS, 'name', 'asc'),
  ...pageParams(REACH_PAGE_SIZES),
});
export type ReachSearch = z.output<typeof reachSearchSchema>;
/** The lists' filters: a change to one starts the list again at its first page. */
export const REACH_FILTERS = ['keyword', 'category', 'vendor'] as const;
