/**
 * What the opportunity list makes of its URL state: its filters and the API query it asks for. Kept
 * apart from the search schema, which the entry chunk carries for the route's validation.
 */
import { toListQuery } from '@/lib/list-query';
import type { OpportunityListQuery } from '../api/schemas';
import type { OpportunitySearch } from './opportunity-search';

/** The search's filters: a change to one starts the list again at its first page. */
export const OPPORTUNITY_FILTERS = ['keyword', 'status', 'app', 'owner'] as const;

/** The list page a search asks for (`GET /opportunities/`); 'all' and '' filters are left out. */
export function opportunityListQueryOf(search: OpportunitySearch): OpportunityListQuery {
  return toListQuery(search, ['comments']);
}
