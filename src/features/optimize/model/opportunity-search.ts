/**
 * The opportunity list's state in the URL (`/optimize`): the search text, the status, app and owner
 * filters, the order, the page, and which opportunity's comments are open. Every value has a default
 * that stays out of the URL; a value that does not parse (a hand-edited or stale link) falls back to
 * it instead of failing the page.
 */
import type * as z from 'zod/mini';
import {
  choiceParam,
  idParam,
  keywordParam,
  listSearch,
  orderParams,
  pageParams,
  pageSizes,
} from '@/lib/list-search';
import { OPPORTUNITY_ORDER_FIELDS, STATUS_FILTERS } from '../api/list-words';

export const OPPORTUNITY_PAGE_SIZES = pageSizes([10, 25, 50, 100], 25);

/** The largest savings first: the list leads with what is most worth doing. */
const opportunitySearch = listSearch({
  keyword: keywordParam(),
  status: choiceParam(STATUS_FILTERS, 'all'),
  /** An app (catalogue product) id; '' is every app. */
  app: idParam(),
  /** An owner's user id; '' is every owner. */
  owner: idParam(),
  ...orderParams(OPPORTUNITY_ORDER_FIELDS, 'savings_potential', 'desc'),
  ...pageParams(OPPORTUNITY_PAGE_SIZES),
  /** The opportunity whose comments are open; '' is none. */
  comments: idParam(),
});
export const opportunitySearchSchema = opportunitySearch.schema;
export const OPPORTUNITY_SEARCH_DEFAULTS = opportunitySearch.defaults;
export type OpportunitySearch = z.output<typeof opportunitySearchSchema>;

/** The search's filters: a change to one starts the list again at its first page. */
export const OPPORTUNITY_FILTERS = ['keyword', 'status', 'app', 'owner'] as const;
