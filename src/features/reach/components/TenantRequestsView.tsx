import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { personName } from '@/lib/person';
import { REACH_FALLBACKS, reachQueries } from '../api/reach-queries';
import type { StackRequest } from '../api/schemas';
import {
  STACK_WRITE_FALLBACKS,
  useApproveRequestMutation,
  useRejectRequestMutation,
} from '../api/stack-mutations';
import { requestListQueryOf } from '../model/reach-list-query';
import { reachListColumns } from './reach-list-columns';
import { ReachListView } from './ReachListView';
import { useReachList } from './use-reach-list';

// The dialogs' code (their forms included) loads when one first opens, not with the page.
const ReasonDialog = lazyDialog(() => import('./ReasonDialog').then((module) => module.ReasonDialog));

const column = reachListColumns<StackRequest>();

const requesterName = (request: StackRequest) => personName(request.requested_by);

/**
 * The tenant's pending requests (client admins): who asks for what and why, with Approve and
 * Reject (with a reason). A decided request leaves the list at once; focus moves to the next one.
 */
export function TenantRequestsView() {
  const list = useReachList((search) => reachQueries.requestList(requestListQueryOf(search, 'tenant')));
  const approve = useApproveRequestMutation();
  const reject = useRejectRequestMutation();
  const [rejecting, setRejecting] = useState<{ request: StackRequest; closed: () => void } | null>(null);

  const columns = column.columns([
    column.app(),
    column.accessor(requesterName, {
      id: 'requester',
      header: 'Requested by',
      cell: (info) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900 dark:text-white">{info.getValue()}</span>
          <span className="text-xs text-slate-600 dark:text-slate-300">
            {info.row.original.requested_by.email}
          </span>
        </span>
      ),
    }),
    column.accessor('reason', { header: 'Reason', meta: { className: 'max-w-sm' } }),
    column.date('created_at', 'Requested'),
    column.actions((row) => {
      const what = `${row.product.name} for ${requesterName(row)}`;
      return (
        <>
          <Button
            data-action="approve"
            aria-label={`Approve ${what}`}
            className="px-3 py-1.5"
            onClick={() => {
              list.focus.watch(row.id);
              approve.mutate(row);
            }}
          >
            Approve
          </Button>
          <Button
            variant="secondary"
            data-action="reject"
            aria-label={`Reject ${what}`}
            className="px-3 py-1.5"
            onClick={() => setRejecting({ request: row, closed: list.focus.beforeDialog(row.id) })}
          >
            Reject
          </Button>
        </>
      );
    }),
  ]);

  return (
    <>
      <ReachListView
        list={list}
        heading="Requests"
        description="Apps people in your company asked for. Approving adds the app to their stack."
        search={{ label: 'Search requests', placeholder: 'App or person' }}
        error={{ title: 'Requests could not be loaded', fallback: REACH_FALLBACKS.requestList }}
        loading="Loading requests…"
        empty={{
          title: 'No pending requests',
          description: 'When people in your company request apps, they show here for you to decide.',
        }}
        caption="Pending requests"
        pagingLabel="Requests pages"
        noun="requests"
        columns={columns}
      />
      {rejecting && (
        <ReasonDialog
          title={`Reject ${rejecting.request.product.name} for ${requesterName(rejecting.request)}`}
          description={`${rejecting.request.requested_by.first_name || requesterName(rejecting.request)} sees this reason with the request.`}
          hint="10 to 500 characters."
          submitLabel="Reject request"
          fallback={STACK_WRITE_FALLBACKS.rejectRequest}
          onSubmit={(reason) => reject.mutateAsync({ request: rejecting.request, reason })}
          onClose={() => {
            rejecting.closed();
            setRejecting(null);
          }}
        />
      )}
    </>
  );
}
