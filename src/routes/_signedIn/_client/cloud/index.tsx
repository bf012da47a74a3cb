import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { cloudQueries } from '@/features/cloud/api/cloud-queries';
import { CloudPage } from '@/features/cloud/components/CloudPage';

/** Cloud spend: the loader starts the figures without holding the page back (it shows its own progress). */
export const Route = createFileRoute('/_signedIn/_client/cloud/')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(cloudQueries.spend());
  },
  component: () => (
    <>
      <PageHeader title="Cloud" description="Cloud spend by provider, service and month." />
      <CloudPage />
    </>
  ),
});
