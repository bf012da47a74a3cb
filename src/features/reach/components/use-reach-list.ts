import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { TablePage } from '@/components/table';
import type { ReachSearch } from '../model/reach-search';
import { useReachListPage, useReachSearch } from './reach-route';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/**
 * One of /reach's paged lists (stack, requests): its page as the URL's search asks, paging that
 * writes back to the URL (a page past the end becomes the last page), and focus kept in place when a
 * row's own action takes the row away.
 */
export function useReachList<Page extends TablePage<{ id: string }>, Key extends QueryKey>(
  queryOf: (search: ReachSearch) => UseQueryOptions<Page, Error, Page, Key>,
) {
  const search = useReachSearch();
  const query = useQuery(queryOf(search));
  const page = useReachListPage(search, query);
  const focus = useFocusAfterRemoval(query.data?.rows.map((row) => row.id));
  return { page, query, focus };
}
