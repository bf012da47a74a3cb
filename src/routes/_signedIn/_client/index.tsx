import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { taskQueries } from '@/features/tasks/api/task-queries';
import { tenantQueries } from '@/features/tenants/api/tenant-queries';

export const Route = createFileRoute('/_signedIn/_client/')({
  staticData: { title: 'Home' },
  // Sections, each with its own loading and error state: their requests start without holding the page.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(tenantQueries.current());
    void queryClient.prefetchQuery(taskQueries.list('open'));
  },
  component: DashboardPage,
});
