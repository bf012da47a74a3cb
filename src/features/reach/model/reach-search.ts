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
  toListQuery,
} from '@/lib/list-search';
import { ITEM_ORDER_FIELDS } from '../api/list-words';
import type { ItemListQuery, StackListQuery, StackRequestListQuery } from '../api/schemas';

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

/** The catalogue page a search asks for; Manage Apps also lists retired products. */
export function itemListQueryOf(
  search: ReachSearch,
  options: { includeRetired?: boolean } = {},
): ItemListQuery {
  return {
    ...toListQuery(search, ['view']),
    ...(options.includeRetired ? { include_retired: true } : {}),
  };
}

export function stackListQueryOf(search: ReachSearch): StackListQuery {
  const { keyword, skip, top } = toListQuery(search);
  return { keyword, skip, top };
}

export function requestListQueryOf(search: ReachSearch, scope: 'mine' | 'tenant'): StackRequestListQuery {
  const { keyword, skip, top } = toListQuery(search);
  return { scope, keyword, skip, top };
}
