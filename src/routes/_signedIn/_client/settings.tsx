import { createFileRoute } from '@tanstack/react-router';
import { SettingsLayout } from '@/features/settings/components/SettingsLayout';
import { tenantQueries } from '@/features/tenants/api/tenant-queries';

/** '/settings' is a prefix route (seed §2): the guard covers every path below it. */
export const Route = createFileRoute('/_signedIn/_client/settings')({
  // Settled, not thrown: the layout shows the tenant's own error view.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(tenantQueries.current()).then(
      () => undefined,
      () => undefined,
    ),
  component: SettingsLayout,
});
