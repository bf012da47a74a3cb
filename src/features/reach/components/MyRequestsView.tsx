import { StatusBadge } from '@/components/table';
import { Button } from '@/components/ui/Button';
import { REACH_FALLBACKS, reachQueries } from '../api/reach-queries';
import type { StackRequest } from '../api/schemas';
import { isPlaceholderId, useCancelRequestMutation } from '../api/stack-mutations';
import { requestListQueryOf } from '../model/reach-list-query';
import { reachListColumns } from './reach-list-columns';
import { CatalogueLink } from './CatalogueLink';
import { ReachListView } from './ReachListView';
import { useReachList } from './use-reach-list';

const column = reachListColumns<StackRequest>();

/**
 * My requests: the ones waiting for a client admin and the ones refused (with the reason given),
 * newest first; each can be withdrawn.
 */
export function MyRequestsView() {
  const list = useReachList((search) => reachQueries.requestList(requestListQueryOf(search, 'mine')));
  const cancel = useCancelRequestMutation();

  const columns = column.columns([
    column.app(),
    column.accessor('status', {
      header: 'Status',
      cell: (info) => {
        const row = info.row.original;
        return row.status === 'rejected' ? (
          <span className="flex flex-col gap-1">
            <StatusBadge tone="warning">Rejected</StatusBadge>
            {row.rejection_reason && (
              <span className="text-sm">
                <span className="font-medium">Reason given: </span>
                {row.rejection_reason}
              </span>
            )}
          </span>
        ) : (
          <StatusBadge tone="neutral">Pending approval</StatusBadge>
        );
      },
    }),
    column.accessor('reason', {
      header: 'Your reason',
      meta: { className: 'max-w-sm' },
    }),
    column.date('created_at', 'Requested'),
    column.actions((row) => (
      <Button
        variant="secondary"
        data-action="cancel"
        aria-label={`${row.status === 'rejected' ? 'Dismiss' : 'Cancel request'} for ${row.product.name}`}
        className="px-3 py-1.5 whitespace-nowrap"
        disabled={isPlaceholderId(row.id)}
        onClick={() => {
          list.focus.watch(row.id);
          cancel.mutate({ id: row.id, product: row.product });
        }}
      >
        {row.status === 'rejected' ? 'Dismiss' : 'Cancel request'}
      </Button>
    )),
  ]);

  return (
    <ReachListView
      list={list}
      heading="My requests"
      description="Requests waiting for a client admin, and the ones refused with their reason."
      search={{ label: 'Search my requests', placeholder: 'App name' }}
      error={{ title: 'Your requests could not be loaded', fallback: REACH_FALLBACKS.requestList }}
      loading="Loading your requests…"
      empty={{
        title: 'No requests',
        description: (
          <>
            Apps you request from the <CatalogueLink /> show here until a client admin decides.
          </>
        ),
      }}
      caption="My requests"
      noun="requests"
      columns={columns}
    />
  );
}
