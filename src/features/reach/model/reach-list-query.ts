/**
 * Reach's API queries from its URL state, apart from the URL schemas: route validation
 * carries those in the entry chunk /login loads up front, and this travels with the pages.
 */
import { toListQuery } from '@/lib/list-query';
import type { ItemListQuery, StackListQuery, StackRequestListQuery } from '../api/schemas';
import type { ReachSearch } from './reach-search';

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
