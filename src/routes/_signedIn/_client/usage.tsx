import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { licenseQueries } from '@/features/licenses/api/license-queries';
import { UsagePage } from '@/features/licenses/components/UsagePage';
import { USAGE_SEARCH_DEFAULTS, usageSearchSchema } from '@/features/licenses/model/usage-search';

/**
 * Usage: licensed against active seats for every app (no route title: the document title is the
 * product name alone). Search, filter and order live in the URL; the
 * loader starts the list without holding the page back, which shows its own progress.
 */
export const Route = createFileRoute('/_signedIn/_client/usage')({
  validateSearch: usageSearchSchema,
  search: { middlewares: [stripSearchParams(USAGE_SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(licenseQueries.usage());
  },
  component: () => (
    <>
      <PageHeader title="Usage" description="Licensed versus active users for every app." />
      <UsagePage />
    </>
  ),
});
