import { createFileRoute } from '@tanstack/react-router';
import { tenantQueries } from '@/features/tenants/api/tenant-queries';
import { opportunityQueries } from '@/features/optimize/api/opportunity-queries';
import { BoardPage } from '@/features/optimize/components/BoardPage';

/**
 * The opportunities as a board. The loader starts the board (and the tenant, whose currency the
 * amounts are in) without holding the page back: the board shows its own loading and error states.
 */
export const Route = createFileRoute('/_signedIn/_client/optimize/board')({
  staticData: { title: 'Optimize' },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(opportunityQueries.board());
    void queryClient.prefetchQuery(tenantQueries.current());
  },
  component: BoardPage,
});
