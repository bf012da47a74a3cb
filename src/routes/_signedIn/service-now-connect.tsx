import { createFileRoute } from '@tanstack/react-router';
import { parseServiceNowReturn } from '@/features/settings/api/service-now-return';
import { ServiceNowConnectPage } from '@/features/settings/components/ServiceNowConnectPage';

/** Where ServiceNow sends the browser back with `code` and `state`; signed in, no title. */
export const Route = createFileRoute('/_signedIn/service-now-connect')({
  validateSearch: parseServiceNowReturn,
  component: function ServiceNowConnectRoute() {
    return <ServiceNowConnectPage search={Route.useSearch()} />;
  },
});
