import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorState } from '@/components/ui/ErrorState';
import { Figures } from '@/components/ui/Figures';
import { tenantQueries, TENANT_FALLBACKS, type TenantStats } from '@/features/tenants';
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

const HINT_LINK =
  'underline decoration-slate-400 underline-offset-2 hover:text-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:text-indigo-200';

/** A figure's hint, linking to the list the figure counts when a page lists it. */
function hintOf(kpi: Kpi) {
  if (kpi.source === 'open-opportunities') {
    return (
      <Link to="/optimize" search={{ status: 'open' }} className={HINT_LINK}>
        {kpi.hint}
      </Link>
    );
  }
  if (kpi.source === 'renewals-90') {
    return (
      <Link to="/contracts" search={{ window: '90' }} className={HINT_LINK}>
        {kpi.hint}
      </Link>
    );
  }
  return kpi.hint;
}

export function KpiGrid() {
  const tenant = useQuery(tenantQueries.current());
  if (tenant.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading key figures"
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3"
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
        message={extractErrorText(tenant.error, TENANT_FALLBACKS.detail)}
        onRetry={() => void tenant.refetch()}
      />
    );
  }
  const { stats, tenant: company } = tenant.data;
  return (
    <Figures
      title={`Key figures for ${company.name}`}
      figures={kpisOf(stats, company.currency).map((kpi) => ({ ...kpi, hint: hintOf(kpi) }))}
      size="lg"
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3"
    />
  );
}
