import { createFileRoute } from '@tanstack/react-router';
import { parseServiceNowReturn } from '@/features/settings/api/service-now-return';
import { ServiceNowConnectPage } from '@/features/settings/components/ServiceNowConnectPage';
import { guards } from '@/lib/guards';

/** Seed §2: where ServiceNow sends the browser back with `code` and `state`; signed in, no title. */
export const Route = createFileRoute('/service-now-connect')({
  validateSearch: parseServiceNowReturn,
  beforeLoad: guards.signedIn,
  component: function ServiceNowConnectRoute() {
    return <ServiceNowConnectPage search={Route.useSearch()} />;
  },
});
