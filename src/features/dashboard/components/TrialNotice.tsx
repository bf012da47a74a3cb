import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { tenantQueries } from '@/features/tenants';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';

// Only a demo company's admins see it: everyone else's dashboard never loads its code.
const TrialNoticeBody = lazy(() => import('./TrialNoticeBody'));

/**
 * A demo company's trial, for its client admins: when it ends, and once it has ended (the company
 * is due an upgrade) that it has, with the way to a live plan: their account manager. A notice,
 * never in the way: every page keeps working.
 */
export function TrialNotice() {
  const isClientAdmin = useHasRole(CLIENT_ADMIN);
  const tenant = useQuery({ ...tenantQueries.current(), enabled: isClientAdmin }).data?.tenant;
  if (!isClientAdmin || !tenant || tenant.is_live || !tenant.trial_ends_at) return null;
  return (
    <Suspense fallback={null}>
      <TrialNoticeBody tenant={{ ...tenant, trial_ends_at: tenant.trial_ends_at }} />
    </Suspense>
  );
}
