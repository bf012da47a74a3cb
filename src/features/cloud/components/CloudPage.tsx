import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { BarChart, formatMonth } from '@/components/charts';
import { ListStatus, queryError } from '@/components/table';
import { Card } from '@/components/ui/Card';
import { Figures } from '@/components/ui/Figures';
import { EmbeddedReport } from '@/features/reports';
import { formatMoney } from '@/lib/format';
import { cloudQueries, CLOUD_FALLBACKS } from '../api/cloud-queries';
import type { CloudSpend } from '../api/schemas';
import { comparedMonths, largestMovers, monthsByProvider, sumOf, totalsBy, type Mover } from '../model/spend';

const TH = 'px-3 py-2 text-left font-medium text-slate-700 dark:text-slate-200';
const TH_NUM = 'px-3 py-2 text-right font-medium text-slate-700 dark:text-slate-200';
const TD = 'px-3 py-2 text-left text-slate-700 dark:text-slate-200';
const TD_NUM = 'px-3 py-2 text-right tabular-nums text-slate-900 dark:text-slate-100';

function SimpleTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

const signed = (amount: number, currency: string) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatMoney(Math.abs(amount), currency)}`;
const ratioText = (ratio: number | null) =>
  ratio === null ? 'new' : `${ratio > 0 ? '+' : ratio < 0 ? '−' : ''}${Math.round(Math.abs(ratio) * 100)}%`;

function MoversTable({
  title,
  movers,
  currency,
}: {
  title: string;
  movers: readonly Mover[];
  currency: string;
}) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      {movers.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">None.</p>
      ) : (
        <SimpleTable
          caption={title}
          head={
            <>
              <th scope="col" className={TH}>
                Service
              </th>
              <th scope="col" className={TH_NUM}>
                Before
              </th>
              <th scope="col" className={TH_NUM}>
                Last month
              </th>
              <th scope="col" className={TH_NUM}>
                Change
              </th>
            </>
          }
        >
          {movers.map((mover) => (
            <tr key={`${mover.provider}/${mover.service}`}>
              <th scope="row" className={`${TD} font-medium`}>
                {mover.service}
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                  {mover.provider}
                </span>
              </th>
              <td className={TD_NUM}>{formatMoney(mover.previous, currency)}</td>
              <td className={TD_NUM}>{formatMoney(mover.current, currency)}</td>
              <td className={TD_NUM}>
                {signed(mover.change, currency)} ({ratioText(mover.changeRatio)})
              </td>
            </tr>
          ))}
        </SimpleTable>
      )}
    </div>
  );
}

function TotalsTable({
  caption,
  label,
  rows,
  currency,
  showProvider,
}: {
  caption: string;
  label: string;
  rows: ReturnType<typeof totalsBy>;
  currency: string;
  showProvider: boolean;
}) {
  return (
    <SimpleTable
      caption={caption}
      head={
        <>
          <th scope="col" className={TH}>
            {label}
          </th>
          <th scope="col" className={TH_NUM}>
            Last whole month
          </th>
          <th scope="col" className={TH_NUM}>
            Total
          </th>
        </>
      }
    >
      {rows.map((row) => (
        <tr key={`${row.provider}/${row.name}`}>
          <th scope="row" className={`${TD} font-medium`}>
            {row.name}
            {showProvider && (
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                {row.provider}
              </span>
            )}
          </th>
          <td className={TD_NUM}>{formatMoney(row.lastMonth, currency)}</td>
          <td className={TD_NUM}>{formatMoney(row.total, currency)}</td>
        </tr>
      ))}
    </SimpleTable>
  );
}

/**
 * The cloud report's offline stand-in: total spend per month from the same figures, as columns (the
 * kit draws bars itself, so the page loads no chart library, and leaving it costs no chart teardown).
 */
function CloudReportPreview({ spend }: { spend: CloudSpend }) {
  const rows = spend.months.map((month) => ({
    month,
    amount: sumOf(spend.rows.filter((row) => row.month === month)),
  }));
  const peak = rows.reduce((best, row) => (row.amount > (best?.amount ?? -1) ? row : best), rows[0]);
  return (
    <BarChart
      title="Total cloud spend per month"
      summary={
        peak
          ? `Spend peaked at ${formatMoney(peak.amount, spend.currency)} in ${formatMonth(peak.month)}.`
          : 'No cloud spend recorded.'
      }
      data={rows}
      xKey="month"
      xLabel="Month"
      series={[{ key: 'amount', label: 'Spend' }]}
      formatValue={(value) => formatMoney(value, spend.currency)}
      formatTick={(value) => formatMoney(value, spend.currency, { compact: true })}
      formatX={formatMonth}
    />
  );
}

function CloudSpendView({ spend }: { spend: CloudSpend }) {
  const { currency } = spend;
  const chart = useMemo(() => monthsByProvider(spend), [spend]);
  const providers = useMemo(() => totalsBy(spend.rows, 'provider', spend.months), [spend]);
  const services = useMemo(() => totalsBy(spend.rows, 'service', spend.months), [spend]);
  const movers = useMemo(() => largestMovers(spend), [spend]);
  const compared = comparedMonths(spend.months);
  const total = sumOf(spend.rows);
  const lastMonth = compared ? sumOf(spend.rows.filter((row) => row.month === compared.current)) : 0;
  const previousMonth = compared ? sumOf(spend.rows.filter((row) => row.month === compared.previous)) : 0;
  const first = spend.months[0];
  const last = spend.months[spend.months.length - 1];
  const figures = [
    {
      label: first && last ? `Total, ${formatMonth(first)} – ${formatMonth(last)}` : 'Total',
      value: formatMoney(total, currency),
    },
    {
      label: compared ? `${formatMonth(compared.current)} (last whole month)` : 'Last whole month',
      value: formatMoney(lastMonth, currency),
    },
    {
      label: compared ? `Change from ${formatMonth(compared.previous)}` : 'Change',
      value: signed(Math.round((lastMonth - previousMonth) * 100) / 100, currency),
    },
  ];
  return (
    <div className="space-y-6">
      <Figures title="Totals" figures={figures} />
      <Card title="Spend by month">
        <BarChart
          title="Cloud spend by month and provider"
          summary={`${formatMoney(total, currency)} across ${chart.providers.length} providers over ${spend.months.length} months; ${providers[0] ? `${providers[0].name} is the largest at ${formatMoney(providers[0].total, currency)}` : 'no spend recorded'}.`}
          data={chart.rows}
          xKey="month"
          xLabel="Month"
          series={chart.providers.map((provider) => ({ key: provider, label: provider }))}
          stacked
          formatValue={(value) => formatMoney(value, currency)}
          formatTick={(value) => formatMoney(value, currency, { compact: true })}
          formatX={formatMonth}
        />
      </Card>
      <Card title="Largest movers">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
          {compared
            ? `Each service's spend in ${formatMonth(compared.current)} against ${formatMonth(compared.previous)}.`
            : 'Movers appear once there are two whole months of spend.'}
        </p>
        <div className="grid gap-6 lg:grid-cols-2">
          <MoversTable title="Biggest increases" movers={movers.increases} currency={currency} />
          <MoversTable title="Biggest decreases" movers={movers.decreases} currency={currency} />
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="By provider">
          <TotalsTable
            caption="Spend by provider"
            label="Provider"
            rows={providers}
            currency={currency}
            showProvider={false}
          />
        </Card>
        <Card title="By service">
          <TotalsTable
            caption="Spend by service"
            label="Service"
            rows={services}
            currency={currency}
            showProvider
          />
        </Card>
      </div>
      {spend.report_id !== null && (
        <Card title="Cloud report">
          <EmbeddedReport
            reportId={spend.report_id}
            title="Cloud report"
            offline={<CloudReportPreview spend={spend} />}
          />
        </Card>
      )}
    </div>
  );
}

/**
 * Cloud: what the tenant spends per provider, service and month over the last 12 months and the
 * running one, the services whose spend moved most last month, and the tenant's cloud report.
 */
export function CloudPage() {
  const query = useQuery(cloudQueries.spend());
  return (
    <ListStatus
      error={queryError(query, 'Cloud spend could not be loaded', CLOUD_FALLBACKS.spend)}
      loading={!query.data && 'Loading cloud spend…'}
      empty={
        query.data?.rows.length === 0 && {
          title: 'No cloud spend yet',
          description: 'Spend appears here once a cloud provider is connected.',
        }
      }
    >
      {() => query.data && <CloudSpendView spend={query.data} />}
    </ListStatus>
  );
}
