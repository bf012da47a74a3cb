import { Clock } from 'lucide-react';
import type { TenantEnvelope } from '@/features/tenants';
import { formatDate } from '@/lib/format';

/** The notice itself: the trial's end, or that it has ended, and the way to a live plan. */
export default function TrialNoticeBody({
  tenant,
}: {
  tenant: TenantEnvelope['tenant'] & { trial_ends_at: string };
}) {
  const ends = formatDate(tenant.trial_ends_at);
  const manager = tenant.tenant_manager;
  return (
    <section
      aria-labelledby="trial-notice"
      className={`flex gap-3 rounded-lg border p-4 text-sm ${
        tenant.due_upgrade
          ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50'
          : 'border-indigo-200 bg-indigo-50 text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-50'
      }`}
    >
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 id="trial-notice" className="font-semibold">
          {tenant.due_upgrade ? `Your trial ended on ${ends}` : `Your trial ends on ${ends}`}
        </h2>
        <p className="mt-1">
          {tenant.due_upgrade
            ? `${tenant.name} is still on a demo plan and is due an upgrade. Your data stays as it is; to move to a live plan, contact your account manager`
            : `${tenant.name} is trying Stackwise on a demo plan. To move to a live plan, contact your account manager`}
          {manager ? (
            <>
              {' '}
              at{' '}
              <a href={`mailto:${manager}`} className="font-medium underline">
                {manager}
              </a>
              .
            </>
          ) : (
            '.'
          )}
        </p>
      </div>
    </section>
  );
}
