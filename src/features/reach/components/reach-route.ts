import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { REACH_PAGE_SIZES, type ReachSearch, type ReachView } from '../model/reach-search';

const reachRoute = getRouteApi('/_signedIn/reach');

/** The /reach URL state and a way to change part of it (every other value is kept). */
export function useReachSearch() {
  const search = reachRoute.useSearch();
  const navigate = reachRoute.useNavigate();
  const setSearch = (changes: Partial<ReachSearch>, options: { replace?: boolean } = {}) =>
    navigate({ search: (previous) => ({ ...previous, ...changes }), replace: options.replace });
  return { search, setSearch };
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

/** The table kit's paging (`skip`/`top`) for the URL's page and size, and back. */
export function pagingOf(
  search: Pick<ReachSearch, 'page' | 'size'>,
  setSearch: (changes: Partial<ReachSearch>) => unknown,
) {
  return {
    skip: (search.page - 1) * search.size,
    top: search.size,
    sizes: REACH_PAGE_SIZES.sizes,
    onChange: ({ skip, top }: { skip: number; top: number }) =>
      void setSearch({ page: Math.floor(skip / top) + 1, size: REACH_PAGE_SIZES.pick(top) }),
  };
}

/** A page past the end of a list (a shared link, the list got shorter): the last page instead. */
export function usePageInRange(
  count: number | undefined,
  { skip, top }: { skip: number; top: number },
  setSearch: (changes: Partial<ReachSearch>, options: { replace?: boolean }) => unknown,
) {
  useEffect(() => {
    if (count === undefined || count === 0 || skip < count) return;
    void setSearch({ page: Math.ceil(count / top) }, { replace: true });
  });
}
