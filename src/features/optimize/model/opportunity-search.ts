/**
 * The opportunity list's state in the URL (`/optimize`): the search text, the status, app and owner
 * filters, the order, the page, and which opportunity's comments are open. Every value has a default
 * that stays out of the URL; a value that does not parse (a hand-edited or stale link) falls back to
 * it instead of failing the page.
 */
import type * as z from 'zod/mini';
import {
  choiceParam,
  keywordParam,
  listSearch,
  orderParam,
  pageParams,
  pageSizes,
  textParam,
  toListQuery,
} from '@/lib/list-search';
import { OPPORTUNITY_ORDER_FIELDS, STATUS_FILTERS } from '../api/list-words';
import type { OpportunityListQuery } from '../api/schemas';

export const OPPORTUNITY_PAGE_SIZES = pageSizes([10, 25, 50, 100], 25);

/** Ids in the URL (an app, an owner, an opportunity) are at most this long; anything longer is no id. */
const ID_MAX_LENGTH = 64;

/** The largest savings first: the list leads with what is most worth doing. */
const opportunitySearch = listSearch({
  keyword: keywordParam(),
  status: choiceParam(STATUS_FILTERS, 'all'),
  /** An app (catalogue product) id; '' is every app. */
  app: textParam(ID_MAX_LENGTH),
  /** An owner's user id; '' is every owner. */
  owner: textParam(ID_MAX_LENGTH),
  order_by: choiceParam(OPPORTUNITY_ORDER_FIELDS, 'savings_potential'),
  order: orderParam('desc'),
  ...pageParams(OPPORTUNITY_PAGE_SIZES),
  /** The opportunity whose comments are open; '' is none. */
  comments: textParam(ID_MAX_LENGTH),
});
export const opportunitySearchSchema = opportunitySearch.schema;
export const OPPORTUNITY_SEARCH_DEFAULTS = opportunitySearch.defaults;
export type OpportunitySearch = z.output<typeof opportunitySearchSchema>;

/** The search's filters: a change to one starts the list again at its first page. */
export const OPPORTUNITY_FILTERS = ['keyword', 'status', 'app', 'owner'] as const;

/** The list page a search asks for (`GET /opportunities/`); 'all' and '' filters are left out. */
export function opportunityListQueryOf(search: OpportunitySearch): OpportunityListQuery {
  const { keyword, status, app, owner, order_by, order, skip, top } = toListQuery(search);
  return { keyword, status, app, owner, order_by, order, skip, top };
}
