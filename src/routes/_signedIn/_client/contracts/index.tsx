import { createFileRoute, Link, stripSearchParams } from '@tanstack/react-router';
import { CalendarDays } from 'lucide-react';
import { PageHeader } from '@/components/ui/PageHeader';
import { contractQueries } from '@/features/contracts/api/contract-queries';
import { ContractsPage } from '@/features/contracts/components/ContractsPage';
import { contractListQueryOf } from '@/features/contracts/model/contract-list-query';
import { CONTRACT_SEARCH_DEFAULTS, contractSearchSchema } from '@/features/contracts/model/contract-search';

/**
 * The tenant's contracts. Search, filters, order and page live in the URL; the loader starts the
 * page's rows without holding the page back, which shows its own progress.
 */
export const Route = createFileRoute('/_signedIn/_client/contracts/')({
  validateSearch: contractSearchSchema,
  search: { middlewares: [stripSearchParams(CONTRACT_SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient }, location }) => {
    const search = contractSearchSchema.parse(location.search);
    void queryClient.prefetchQuery(contractQueries.list(contractListQueryOf(search)));
  },
  component: () => (
    <>
      <PageHeader
        title="Contracts"
        description="Every contract, its renewal date and what it costs."
        actions={
          <Link
            to="/contracts/renewals"
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            Renewal calendar
          </Link>
        }
      />
      <ContractsPage />
    </>
  ),
});
