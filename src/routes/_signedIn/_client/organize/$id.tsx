import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { flowQueries } from '@/features/organize/api/flow-queries';
import { FlowDetailPage } from '@/features/organize/components/FlowDetailPage';
import { FLOW_NOT_FOUND_TITLE, FlowNotFound } from '@/features/organize/components/FlowNotFound';
import {
  evidencePage,
  FLOW_EVIDENCE_SEARCH_DEFAULTS,
  flowEvidenceSearchSchema,
} from '@/features/organize/model/flow-evidence-search';
import { unlessNotFound } from '@/lib/not-found';
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';

/**
 * One discovered app. The page cannot show without it, so the loader awaits it; an unknown, merged
 * or foreign id shows the page's own "App not found" view, any other failure the route's error view.
 * Client admins' evidence (its people and events, each paged in the URL) starts loading without
 * holding the page back; nobody else asks for it, as the API refuses them.
 */
export const Route = createFileRoute('/_signedIn/_client/organize/$id')({
  staticData: { title: 'Organize' },
  validateSearch: flowEvidenceSearchSchema,
  search: { middlewares: [stripSearchParams(FLOW_EVIDENCE_SEARCH_DEFAULTS)] },
  loader: async ({ context: { queryClient }, params: { id }, location }) => {
    const reply = await unlessNotFound(queryClient.ensureQueryData(flowQueries.detail(id)));
    if (!reply) return { found: false, title: FLOW_NOT_FOUND_TITLE };
    if (hasRole(useSessionStore.getState().identity.user, CLIENT_ADMIN)) {
      const search = flowEvidenceSearchSchema.parse(location.search);
      void queryClient.prefetchQuery(flowQueries.users(id, evidencePage(search, 'people')));
      void queryClient.prefetchQuery(flowQueries.events(id, evidencePage(search, 'events')));
    }
    return { found: true, title: reply.flow.name };
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.title }] : [] }),
  component: FlowRoute,
});

function FlowRoute() {
  const { id } = Route.useParams();
  return Route.useLoaderData().found ? <FlowDetailPage flowId={id} /> : <FlowNotFound />;
}
