import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { flowQueries } from '@/features/organize/api/flow-queries';
import { OrganizePage } from '@/features/organize/components/OrganizePage';
import { flowListQueryOf } from '@/features/organize/model/flow-list-query';
import { FLOW_SEARCH_DEFAULTS, flowSearchSchema } from '@/features/organize/model/flow-search';

/**
 * Apps discovered from the tenant's sign-in logs, to review. Search, filters, order and page live in
 * the URL; the loader starts the page's rows without holding the page back, which shows its own
 * progress.
 */
export const Route = createFileRoute('/_signedIn/_client/organize/')({
  validateSearch: flowSearchSchema,
  search: { middlewares: [stripSearchParams(FLOW_SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(
      flowQueries.list(flowListQueryOf(flowSearchSchema.parse(location.search))),
    );
  },
  component: OrganizeRoute,
});

function OrganizeRoute() {
  return (
    <>
      <PageHeader title="Organize" description="Apps discovered from your sign-in logs, ready to review." />
      <OrganizePage search={Route.useSearch()} navigate={Route.useNavigate()} />
    </>
  );
}
