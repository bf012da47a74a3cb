import { PageHeader } from '@/components/ui/PageHeader';
import { CatalogueView } from './CatalogueView';
import { MyRequestsView } from './MyRequestsView';
import { clientViews, useIsClientAdmin, useReachSearch } from './reach-route';
import { ReachTabs } from './ReachTabs';
import { StackView } from './StackView';
import { TenantRequestsView } from './TenantRequestsView';

/** Reach for client users: one view at a time, chosen in the URL. */
export function ReachPage() {
  const search = useReachSearch();
  const clientAdmin = useIsClientAdmin();
  const view = clientViews(clientAdmin).includes(search.view) ? search.view : 'catalogue';
  return (
    <>
      <PageHeader
        title="Reach"
        description="Find the apps your work needs, keep track of your stack and follow your requests."
      />
      <ReachTabs current={view} clientAdmin={clientAdmin} />
      {view === 'catalogue' && <CatalogueView />}
      {view === 'stack' && <StackView />}
      {view === 'my-requests' && <MyRequestsView />}
      {view === 'requests' && <TenantRequestsView />}
    </>
  );
}
