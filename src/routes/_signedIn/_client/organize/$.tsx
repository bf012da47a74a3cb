import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { OrganizePage } from '@/features/organize/components/OrganizePage';
import { FLOW_SEARCH_DEFAULTS, flowSearchSchema } from '@/features/organize/model/flow-search';

/** Every deeper path of the area (`/organize/<anything>/<more>`) is its list of discovered apps. */
export const Route = createFileRoute('/_signedIn/_client/organize/$')({
  validateSearch: flowSearchSchema,
  search: { middlewares: [stripSearchParams(FLOW_SEARCH_DEFAULTS)] },
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
