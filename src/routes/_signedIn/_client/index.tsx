import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { taskQueries } from '@/features/tasks/api/task-queries';
import { tenantQueries } from '@/features/tenants/api/tenant-queries';

export const Route = createFileRoute('/_signedIn/_client/')({
  staticData: { title: 'Home' },
  loader: async ({ context: { queryClient } }) => {
    // Settled, not thrown: a failing section shows its own error state while the rest of the page works.
    await Promise.allSettled([
      queryClient.ensureQueryData(tenantQueries.current()),
      queryClient.ensureQueryData(taskQueries.list('open')),
    ]);
  },
  component: DashboardPage,
});
