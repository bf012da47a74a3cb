import { useQuery } from '@tanstack/react-query';
import { BarChart, formatMonth } from '@/components/charts';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { contractQueries, CONTRACT_FALLBACKS } from '@/features/contracts';
import { extractErrorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';

/** What the contracts cost per month over the last 12 months (a bar chart: no chart chunk to load). */
export function SpendChart() {
  const spend = useQuery(contractQueries.spend());
  return (
    <Card title="Spend by month">
      {spend.isPending ? (
        <LoadingState>Loading spend…</LoadingState>
      ) : spend.isError ? (
        <ErrorState
          message={extractErrorText(spend.error, CONTRACT_FALLBACKS.spend)}
          onRetry={() => void spend.refetch()}
        />
      ) : (
        <BarChart
          title="Contract spend per month, last 12 months"
          summary={(() => {
            const { months, currency, annual_spend } = spend.data;
            const total = months.reduce((sum, month) => sum + month.amount, 0);
            const last = months[months.length - 1];
            return `${formatMoney(total, currency)} over ${months.length} months${last ? `, ${formatMoney(last.amount, currency)} in ${formatMonth(last.month)}` : ''}; ${formatMoney(annual_spend, currency)} a year on the contracts running today.`;
          })()}
          data={spend.data.months}
          xKey="month"
          xLabel="Month"
          series={[{ key: 'amount', label: 'Spend' }]}
          formatValue={(value) => formatMoney(value, spend.data.currency)}
          formatTick={(value) => formatMoney(value, spend.data.currency, { compact: true })}
          formatX={formatMonth}
          height={220}
        />
      )}
    </Card>
  );
}
