import { createFileRoute } from '@tanstack/react-router';
import { contractQueries } from '@/features/contracts/api/contract-queries';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage';
import { notificationQueries } from '@/features/notifications/api/notification-queries';
import { opportunityQueries } from '@/features/optimize/api/opportunity-queries';
import { promoQueries } from '@/features/promos/api/promo-queries';
import { taskQueries } from '@/features/tasks/api/task-queries';
import { tenantQueries } from '@/features/tenants/api/tenant-queries';
import { useUiStore } from '@/stores/ui';

export const Route = createFileRoute('/_signedIn/_client/')({
  staticData: { title: 'Home' },
  // The home page is the tenant's overview: it opens once its figures and the open tasks are there
  // (the full-screen loader meanwhile). Settled, not thrown: a failing section shows its own error
  // state while the rest of the page works.
  // The promotions and the latest notifications stand above everything else: they arrive with the
  // page, so nothing below moves when they come. The spend chart, the renewals and the savings start
  // at the same time without holding the page.
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(contractQueries.spend());
    void queryClient.prefetchQuery(contractQueries.renewals());
    void queryClient.prefetchQuery(opportunityQueries.board());
    await Promise.allSettled([
      queryClient.ensureQueryData(tenantQueries.current()),
      queryClient.ensureQueryData(taskQueries.list('open')),
      queryClient.ensureQueryData(notificationQueries.latest()),
      useUiStore.getState().showBanner && queryClient.ensureQueryData(promoQueries.list()),
    ]);
  },
  component: DashboardPage,
});
