/**
 * The activity log's API query from its URL state, apart from the URL schemas: route validation
 * carries those in the entry chunk /login loads up front, and this travels with the pages.
 */
import { toListQuery } from '@/lib/list-query';
import type { ActivityLogQuery } from '../api/schemas';
import type { ActivityLogSearch } from './search';

/** The API query for a page of the URL state. */
export function queryFromSearch(search: ActivityLogSearch): ActivityLogQuery {
  return toListQuery(search);
}
