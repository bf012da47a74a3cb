/**
 * The opportunity list's API query from its URL state, apart from the URL schemas: route validation
 * carries those in the entry chunk /login loads up front, and this travels with the pages.
 */
import { toListQuery } from '@/lib/list-query';
import type { OpportunityListQuery } from '../api/schemas';
import type { OpportunitySearch } from './opportunity-search';

/** The list page a search asks for (`GET /opportunities/`); 'all' and '' filters are left out. */
export function opportunityListQueryOf(search: OpportunitySearch): OpportunityListQuery {
  return toListQuery(search, ['comments']);
}
