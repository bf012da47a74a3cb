import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { tenantQueries } from '@/features/tenants';
import { extractErrorText } from '@/lib/errors';
import { OPPORTUNITY_FALLBACKS, opportunityQueries } from '../api/opportunity-queries';
import { BoardView } from './BoardView';
import { OptimizeNav } from './OptimizeNav';

/** /optimize/board. Money is in the tenant's currency, so the board waits for the tenant as well. */
export function BoardPage() {
  const board = useQuery(opportunityQueries.board());
  const tenant = useQuery(tenantQueries.current());
  const currency = tenant.data?.tenant.currency;

  return (
    <>
      <PageHeader title="Optimize" description="Savings opportunities across your SaaS stack." />
      <OptimizeNav current="board" />
      {board.isError ? (
        <ErrorState
          title="The board could not be loaded"
          message={extractErrorText(board.error, OPPORTUNITY_FALLBACKS.board)}
          onRetry={() => void board.refetch()}
        />
      ) : board.isPending || tenant.isPending ? (
        <LoadingState>Loading the board…</LoadingState>
      ) : board.data.count === 0 ? (
        <EmptyState title="No savings opportunities yet">
          Opportunities added in the{' '}
          <Link to="/optimize" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            list
          </Link>{' '}
          show here by status.
        </EmptyState>
      ) : (
        <BoardView board={board.data} currency={currency} />
      )}
    </>
  );
}
