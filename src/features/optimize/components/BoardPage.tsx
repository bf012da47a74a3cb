import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListStatus, queryError } from '@/components/table/ListStatus';
import { PageHeader } from '@/components/ui/PageHeader';
import { tenantQueries } from '@/features/tenants';
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
      <ListStatus
        error={queryError(board, 'The board could not be loaded', OPPORTUNITY_FALLBACKS.board)}
        loading={(board.isPending || tenant.isPending) && 'Loading the board…'}
        empty={
          board.data?.count === 0 && {
            title: 'No savings opportunities yet',
            description: (
              <>
                Opportunities added in the{' '}
                <Link to="/optimize" className="font-medium text-indigo-700 underline dark:text-indigo-300">
                  list
                </Link>{' '}
                show here by status.
              </>
            ),
          }
        }
      >
        {() => board.data && <BoardView board={board.data} currency={currency} />}
      </ListStatus>
    </>
  );
}
