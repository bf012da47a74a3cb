import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '@/components/ui/ErrorState';
import { tenantQueries, FETCH_TENANT_FALLBACK, type TenantStats } from '@/features/tenants';
import { extractErrorText } from '@/lib/errors';
import { abbreviateNumber, formatMoney } from '@/lib/format';

interface Kpi {
  label: string;
  value: string;
  hint: string;
  /** Where the figure comes from, when a page lists it: the hint links there. */
  source?: 'open-opportunities' | 'renewals-90';
}

function kpisOf(stats: TenantStats, currency: string): Kpi[] {
  return [
    {
      label: 'Annual SaaS spend',
      value: formatMoney(stats.annual_spend, currency, { compact: true }),
      hint: 'Across every contract and card',
    },
    { label: 'Apps in use', value: abbreviateNumber(stats.apps_in_use), hint: 'Discovered and managed' },
    { label: 'Active users', value: abbreviateNumber(stats.active_users), hint: 'Signed in within 30 days' },
    {
      label: 'Unused licences',
      value: `${stats.unused_licences_pct.toFixed(1)}%`,
      hint: 'Paid seats nobody used in 30 days',
    },
    {
      label: 'Identified savings',
      value: formatMoney(stats.identified_savings, currency, { compact: true }),
      // The exact sum, as the open opportunities' list totals it.
      hint: `${formatMoney(stats.identified_savings, currency)} in open opportunities`,
      source: 'open-opportunities',
    },
    {
      label: 'Renewals in 90 days',
      value: String(stats.renewals_90d),
      hint: 'Contracts coming up for renewal',
      source: 'renewals-90',
    },
  ];
}

export function KpiGrid() {
  const tenant = useQuery(tenantQueries.current());
  if (tenant.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading key figures"
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-28 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    );
  }
  if (tenant.isError) {
    return (
      <ErrorState
        message={extractErrorText(tenant.error, FETCH_TENANT_FALLBACK)}
        onRetry={() => void tenant.refetch()}
      />
    );
  }
  const { stats, tenant: company } = tenant.data;
  return (
    <section aria-labelledby="kpi-heading">
      <h2 id="kpi-heading" className="sr-only">
        Key figures for {company.name}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {kpisOf(stats, company.currency).map((kpi) => (
          <div
            key={kpi.label}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{kpi.label}</dt>
            <dd className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">
              {kpi.value}
            </dd>
            <dd className="mt-1 text-xs text-slate-600 dark:text-slate-300">
              {kpi.source === 'open-opportunities' ? (
                <Link
                  to="/optimize"
                  search={{ status: 'open' }}
                  className="underline decoration-slate-400 underline-offset-2 hover:text-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:text-indigo-200"
                >
                  {kpi.hint}
                </Link>
              ) : kpi.source === 'renewals-90' ? (
                <Link
                  to="/contracts"
                  search={{ window: '90' }}
                  className="underline decoration-slate-400 underline-offset-2 hover:text-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:text-indigo-200"
                >
                  {kpi.hint}
                </Link>
              ) : (
                kpi.hint
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
