import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { opportunityQueries } from '@/features/optimize/api/opportunity-queries';
import { OpportunitiesPage } from '@/features/optimize/components/OpportunitiesPage';
import { OptimizeNav } from '@/features/optimize/components/OptimizeNav';
import {
  OPPORTUNITY_SEARCH_DEFAULTS,
  opportunitySearchSchema,
} from '@/features/optimize/model/opportunity-search';
import { opportunityListQueryOf } from '@/features/optimize/model/opportunity-list-query';

/**
 * Optimize's list of savings opportunities. Search, filters, order, page and the open comments live
 * in the URL; the loader starts the page's rows and the filters' choices without holding the page
 * back, which shows its own progress.
 */
export const Route = createFileRoute('/_signedIn/_client/optimize/')({
  staticData: { title: 'Optimize' },
  validateSearch: opportunitySearchSchema,
  search: { middlewares: [stripSearchParams(OPPORTUNITY_SEARCH_DEFAULTS)] },
  // The search is read from the location, not loaderDeps: a new match per search could swap the
  // page for the pending view, and the list keeps its rows on screen while the next page loads.
  loader: ({ context: { queryClient }, location }) => {
    const search = opportunitySearchSchema.parse(location.search);
    void queryClient.prefetchQuery(opportunityQueries.list(opportunityListQueryOf(search)));
    void queryClient.prefetchQuery(opportunityQueries.facets());
  },
  component: () => (
    <>
      <PageHeader title="Optimize" description="Savings opportunities across your SaaS stack." />
      <OptimizeNav current="list" />
      <OpportunitiesPage />
    </>
  ),
});
