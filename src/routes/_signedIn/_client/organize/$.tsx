import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { flowQueries } from '@/features/organize/api/flow-queries';
import { OrganizePage } from '@/features/organize/components/OrganizePage';
import { flowListQueryOf } from '@/features/organize/model/flow-list-query';
import { FLOW_SEARCH_DEFAULTS, flowSearchSchema } from '@/features/organize/model/flow-search';

/** Every deeper path of the area (`/organize/<anything>/<more>`) is its list of discovered apps. */
export const Route = createFileRoute('/_signedIn/_client/organize/$')({
  staticData: { title: 'Organize' },
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
