import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { RecordLink } from '@/components/ui/RecordLink';
import { contractQueries, CONTRACT_FALLBACKS } from '@/features/contracts';
import { extractErrorText } from '@/lib/errors';
import { formatDay, formatMoney } from '@/lib/format';
import { daysLeftText, upcomingRenewals } from '../model/renewals';

const LINK =
  'text-sm font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

/** The next five contracts to renew, each with its cancel-by date and the days left to decide. */
export function UpcomingRenewals() {
  const renewals = useQuery(contractQueries.renewals());
  return (
    <Card
      title="Upcoming renewals"
      actions={
        <Link to="/contracts/renewals" className={LINK}>
          Renewal calendar
        </Link>
      }
    >
      {renewals.isPending ? (
        <LoadingState>Loading renewals…</LoadingState>
      ) : renewals.isError ? (
        <ErrorState
          message={extractErrorText(renewals.error, CONTRACT_FALLBACKS.renewals)}
          onRetry={() => void renewals.refetch()}
        />
      ) : (
        (() => {
          const next = upcomingRenewals(renewals.data.rows, renewals.data.from);
          if (next.length === 0) {
            return (
              <p className="text-sm text-slate-600 dark:text-slate-300">No renewals in the next 12 months.</p>
            );
          }
          return (
            <ul aria-label="Next renewals" className="divide-y divide-slate-100 dark:divide-slate-800">
              {next.map((renewal) => (
                <li
                  key={renewal.contractId}
                  className="flex flex-wrap items-baseline justify-between gap-2 py-2"
                >
                  <span>
                    <RecordLink to="/contracts/$slug" params={{ slug: renewal.app.slug }}>
                      {renewal.app.name}
                    </RecordLink>
                    <span className="block text-xs text-slate-600 dark:text-slate-300">
                      {renewal.cancelBy
                        ? `Cancel by ${formatDay(renewal.cancelBy)} · `
                        : 'Cancel-by date passed · '}
                      renews {formatDay(renewal.renewsOn)}
                      {renewal.autoRenew ? ' automatically' : ''} ·{' '}
                      {formatMoney(renewal.annualCost, renewals.data.currency)} a year
                    </span>
                  </span>
                  <span className="text-sm font-medium whitespace-nowrap text-slate-900 dark:text-white">
                    {daysLeftText(renewal.daysLeft)}
                  </span>
                </li>
              ))}
            </ul>
          );
        })()
      )}
    </Card>
  );
}
