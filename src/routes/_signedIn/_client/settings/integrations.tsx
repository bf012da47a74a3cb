import { createFileRoute } from '@tanstack/react-router';
import { integrationQueries } from '@/features/settings/api/integration-queries';
import { IntegrationsSettingsPage } from '@/features/settings/components/IntegrationsSettingsPage';
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';

export const Route = createFileRoute('/_signedIn/_client/settings/integrations')({
  // A client admin's page shows each source's sync state: it arrives with the page, so nothing on it
  // moves when it comes (a failure is the page's own error line). Nobody else asks for it.
  loader: async ({ context: { queryClient } }) => {
    if (hasRole(useSessionStore.getState().identity.user, CLIENT_ADMIN)) {
      await queryClient.prefetchQuery(integrationQueries.status());
    }
  },
  component: IntegrationsSettingsPage,
});
