import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/LoadingState';
import { hasRole, SUPER_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { useSessionStore } from '@/stores/session';
import { reachQueries } from '@/features/reach/api/reach-queries';
import { ReachPage } from '@/features/reach/components/ReachPage';
import { REACH_SEARCH_DEFAULTS, reachSearchSchema } from '@/features/reach/model/reach-search';
import { itemListQueryOf } from '@/features/reach/model/reach-list-query';

/** The super admin's Manage Apps loads on its own, so everyone else's Reach never carries it. */
const ManageAppsPage = lazy(() =>
  import('@/features/reach/components/ManageAppsPage').then((module) => ({ default: module.ManageAppsPage })),
);

/**
 * Reach: the app catalogue with my stack and requests (and, for client admins, the tenant's
 * requests); for the super admin, Manage Apps. The view, search, filters, order and page live in
 * the URL; the loader starts the catalogue's first page without holding the page back.
 */
export const Route = createFileRoute('/_signedIn/reach')({
  staticData: { title: 'Reach' },
  validateSearch: reachSearchSchema,
  search: { middlewares: [stripSearchParams(REACH_SEARCH_DEFAULTS)] },
  // The search is read from the location, not loaderDeps: a new match per search could swap the
  // page for the pending view, and the catalogue keeps its cards on screen while the next page loads.
  loader: ({ context: { queryClient }, location }) => {
    const search = reachSearchSchema.parse(location.search);
    const superAdmin = hasRole(useSessionStore.getState().identity.user, SUPER_ADMIN);
    if (search.view === 'catalogue') {
      void queryClient.prefetchQuery(
        reachQueries.itemList(itemListQueryOf(search, { includeRetired: superAdmin })),
      );
    }
    void queryClient.prefetchQuery(reachQueries.categories());
  },
  component: ReachRoute,
});

function ReachRoute() {
  const superAdmin = useHasRole(SUPER_ADMIN);
  if (!superAdmin) return <ReachPage />;
  return (
    <Suspense fallback={<LoadingState>Loading Manage Apps…</LoadingState>}>
      <ManageAppsPage />
    </Suspense>
  );
}
