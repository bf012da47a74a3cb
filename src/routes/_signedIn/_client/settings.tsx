import { createFileRoute } from '@tanstack/react-router';
import { SettingsLayout } from '@/features/settings/components/SettingsLayout';
import { tenantQueries } from '@/features/tenants/api/tenant-queries';

/** '/settings' and its sections: every section shows the tenant, loaded before the page renders. */
export const Route = createFileRoute('/_signedIn/_client/settings')({
  // A failure is the route's error view (with Retry).
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(tenantQueries.current());
  },
  component: SettingsLayout,
});
