import { Deferred } from '@/components/ui/Deferred';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { formatMonth, LineChart } from '@/components/charts';
import { Card } from '@/components/ui/Card';
import { Figures } from '@/components/ui/Figures';
import { PageHeader } from '@/components/ui/PageHeader';
import { formatMoney } from '@/lib/format';
import { licenseQueries } from '../api/license-queries';
import type { LicenseDetail, SeatHolder, UtilisationMonth } from '../api/schemas';
import { isInactive } from '../model/activity';
import { formatUtilisation } from '../model/usage-view';
import { holderName } from './HoldersTable';
import { SeatReclaim } from './SeatReclaim';

const LINK =
  'font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

/** What the utilisation chart says in one line: the latest month against the first. */
export function utilisationSummary(months: readonly UtilisationMonth[]): string {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return 'No utilisation recorded yet.';
  const share = (month: UtilisationMonth) =>
    month.licensed > 0 ? formatUtilisation(month.active / month.licensed) : '0%';
  return `${last.active} of ${last.licensed} seats active in ${formatMonth(last.month)} (${share(last)}), against ${first.active} of ${first.licensed} in ${formatMonth(first.month)} (${share(first)}).`;
}

function SeatFigures({ detail }: { detail: LicenseDetail }) {
  const { seats } = detail;
  const figures = [
    { label: 'Seats bought', value: seats.licensed },
    { label: 'Assigned', value: seats.assigned },
    { label: 'Active in 30 days', value: seats.active_30 },
    { label: 'Active in 60 days', value: seats.active_60 },
    { label: 'Active in 90 days', value: seats.active_90 },
  ].map((figure) => ({ ...figure, value: figure.value.toLocaleString('en-US') }));
  return (
    <Figures
      title="Seats"
      figures={figures}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5"
    />
  );
}

/** License Management for one app (`/contracts/<slug>`). */
export function LicenseManagementPage({ slug }: { slug: string }) {
  const { data: detail } = useSuspenseQuery(licenseQueries.detail(slug));
  // One "now" per visit: whether a seat counts as inactive does not shift while the page is open.
  const [now] = useState(() => Date.now());
  const canSelect = useCallback((holder: SeatHolder) => isInactive(holder, now), [now]);
  const { app, owner, currency } = detail;
  const chartRows = detail.utilisation.map((month) => ({ ...month }));
  const inactive = detail.holders.filter((holder) => isInactive(holder, now)).length;
  return (
    <>
      <PageHeader
        title="License Management"
        description={
          <>
            {app.name} by {app.vendor}
            {owner ? ` · owned by ${holderName(owner)}` : ' · no owner'} ·{' '}
            {formatMoney(detail.seat_cost, currency)} a seat a year
          </>
        }
      />
      <nav aria-label={`More about ${app.name}`} className="mb-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/contracts" search={{ app: app.id }} className={LINK}>
          Contracts and documents ({detail.contract_ids.length})
        </Link>
        <Link to="/optimize" search={{ app: app.id }} className={LINK}>
          Savings opportunities ({detail.opportunity_count})
        </Link>
        <Link to="/product/$slug" params={{ slug: app.slug }} className={LINK}>
          Catalogue page
        </Link>
      </nav>
      {/* Seat figures, chart and holders mount in a deferred render: nothing stands below them to move. */}
      <Deferred>
        <div className="space-y-6">
          <SeatFigures detail={detail} />
          <Card title="Utilisation">
            <LineChart
              title="Seats bought and people active, last 12 months"
              summary={utilisationSummary(detail.utilisation)}
              data={chartRows}
              xKey="month"
              xLabel="Month"
              series={[
                { key: 'licensed', label: 'Seats bought' },
                { key: 'active', label: 'Active' },
              ]}
              formatX={formatMonth}
            />
          </Card>
          <Card title={`Seat holders (${detail.holders.length}, ${inactive} inactive)`}>
            <SeatReclaim
              app={app}
              owner={owner}
              holders={detail.holders}
              canSelect={canSelect}
              canReclaim={detail.can_reclaim}
              seatCost={detail.seat_cost}
              currency={currency}
              caption={`People holding a seat of ${app.name}`}
              now={now}
            />
          </Card>
        </div>
      </Deferred>
    </>
  );
}
