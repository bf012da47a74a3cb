import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { taskQueries } from '@/features/tasks/api/task-queries';
import { tenantQueries } from '@/features/tenants/api/tenant-queries';

export const Route = createFileRoute('/_signedIn/_client/')({
  staticData: { title: 'Home' },
  // The home page is the tenant's overview: it opens once its figures and the open tasks are there
  // (the full-screen loader meanwhile). Settled, not thrown: a failing section shows its own error
  // state while the rest of the page works.
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([
      queryClient.ensureQueryData(tenantQueries.current()),
      queryClient.ensureQueryData(taskQueries.list('open')),
    ]);
  },
  component: DashboardPage,
});
