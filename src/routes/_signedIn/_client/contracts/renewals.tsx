import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { contractQueries } from '@/features/contracts/api/contract-queries';
import { RenewalsCalendar } from '@/features/contracts/components/RenewalsCalendar';
import { RENEWALS_SEARCH_DEFAULTS, renewalsSearchSchema } from '@/features/contracts/model/contract-search';

/** The renewal calendar: the next 12 months of end and cancel-by dates, as a month grid or a list. */
export const Route = createFileRoute('/_signedIn/_client/contracts/renewals')({
  staticData: { title: 'Renewal calendar' },
  validateSearch: renewalsSearchSchema,
  search: { middlewares: [stripSearchParams(RENEWALS_SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(contractQueries.renewals());
  },
  component: () => (
    <>
      <PageHeader title="Renewal calendar" description="End and cancel-by dates for the next 12 months." />
      <RenewalsCalendar />
    </>
  ),
});
