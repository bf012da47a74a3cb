import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { Figures } from '@/components/ui/Figures';
import { LoadingState } from '@/components/ui/LoadingState';
import { OPPORTUNITY_FALLBACKS, OPEN_STATUSES, opportunityQueries } from '@/features/optimize';
import { tenantQueries } from '@/features/tenants';
import { extractErrorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';

const LINK =
  'text-sm font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

/** Savings: the open opportunities (how many, their value and ARR) and what has been realised. */
export function SavingsSummary() {
  const board = useQuery(opportunityQueries.board());
  const currency = useQuery({
    ...tenantQueries.current(),
    select: (envelope) => envelope.tenant.currency,
  }).data;
  let body;
  if (board.isPending) body = <LoadingState>Loading savings…</LoadingState>;
  else if (board.isError) {
    body = (
      <ErrorState
        message={extractErrorText(board.error, OPPORTUNITY_FALLBACKS.board)}
        onRetry={() => void board.refetch()}
      />
    );
  } else {
    const open = board.data.kanban.filter((column) => OPEN_STATUSES.includes(column.status));
    const realised = board.data.kanban.find((column) => column.status === 'realised');
    const sum = (key: 'count' | 'value' | 'arr') => open.reduce((total, column) => total + column[key], 0);
    const figures = [
      { label: `Open opportunities (${sum('count')})`, value: formatMoney(sum('value'), currency) },
      { label: 'Open ARR', value: formatMoney(sum('arr'), currency) },
      { label: `Realised (${realised?.count ?? 0})`, value: formatMoney(realised?.value ?? 0, currency) },
    ];
    body = <Figures figures={figures} size="sm" boxed={false} />;
  }
  return (
    <Card
      title="Savings"
      actions={
        <Link to="/optimize" className={LINK}>
          Go to Optimize
        </Link>
      }
    >
      {body}
    </Card>
  );
}
