import { getRouteApi } from '@tanstack/react-router';
import { useListPage, type ListLoad } from '@/components/table';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import {
  REACH_FILTERS,
  REACH_PAGE_SIZES,
  REACH_SEARCH_DEFAULTS,
  type ReachSearch,
  type ReachView,
} from '../model/reach-search';

const reachRoute = getRouteApi('/_signedIn/reach');

/** The /reach URL state. */
export function useReachSearch(): ReachSearch {
  return reachRoute.useSearch();
}

/** One /reach view's list: its search, filters and paging in the URL, and its query when paged on the server. */
export function useReachListPage<L extends ListLoad | undefined = undefined>(search: ReachSearch, list?: L) {
  return useListPage({
    search,
    navigate: reachRoute.useNavigate(),
    filters: REACH_FILTERS,
    defaults: REACH_SEARCH_DEFAULTS,
    sizes: REACH_PAGE_SIZES,
    list: list as L,
  });
}

/** Whether the signed-in person is a client admin (decides on the tenant's requests). */
export function useIsClientAdmin(): boolean {
  return useHasRole(CLIENT_ADMIN);
}

/** The views a client user has: everyone's catalogue, stack and requests; client admins' tenant requests. */
export function clientViews(clientAdmin: boolean): readonly ReachView[] {
  return clientAdmin
    ? ['catalogue', 'stack', 'my-requests', 'requests']
    : ['catalogue', 'stack', 'my-requests'];
}
