import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createColumnHelper,
  ListStatus,
  noRowsText,
  PagedTable,
  queryError,
  SearchField,
} from '@/components/table';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { LIST_REQUESTS_FALLBACK, reachQueries } from '../api/reach-queries';
import type { StackRequest } from '../api/schemas';
import {
  REJECT_REQUEST_FALLBACK,
  useApproveRequestMutation,
  useRejectRequestMutation,
} from '../api/stack-mutations';
import { requestListQueryOf } from '../model/reach-search';
import { ProductCell, ViewHeading } from './ProductCell';
import { pagingOf, usePageInRange, useReachSearch } from './reach-route';
import { ReasonDialog } from './ReasonDialog';
import { ROW_ACTIONS_ATTRIBUTE, useFocusAfterRemoval } from './use-focus-after-removal';

const column = createColumnHelper<StackRequest>();

const fullName = (request: StackRequest) =>
  `${request.requested_by.first_name} ${request.requested_by.last_name}`.trim() || request.requested_by.email;

/**
 * The tenant's pending requests (client admins): who asks for what and why, with Approve and
 * Reject (with a reason). A decided request leaves the list at once; focus moves to the next one.
 */
export function TenantRequestsView() {
  const { search, setSearch } = useReachSearch();
  const list = useQuery(reachQueries.requestList(requestListQueryOf(search, 'tenant')));
  const approve = useApproveRequestMutation();
  const reject = useRejectRequestMutation();
  const [rejecting, setRejecting] = useState<{ request: StackRequest; closed: () => void } | null>(null);
  const paging = pagingOf(search, setSearch);
  const data = list.data;
  const focus = useFocusAfterRemoval(data?.rows.map((row) => row.id));
  usePageInRange(list.isPlaceholderData ? undefined : data?.count, paging, setSearch);

  const columns = column.columns([
    column.accessor((row) => row.product.name, {
      id: 'name',
      header: 'App',
      cell: (info) => <ProductCell product={info.row.original.product} />,
    }),
    column.accessor(fullName, {
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
    column.accessor('created_at', {
      header: 'Requested',
      meta: { className: 'whitespace-nowrap' },
      cell: (info) => formatDate(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { hideHeader: true, align: 'right' },
      cell: (info) => {
        const row = info.row.original;
        const what = `${row.product.name} for ${fullName(row)}`;
        return (
          <span {...{ [ROW_ACTIONS_ATTRIBUTE]: row.id }} className="flex justify-end gap-2">
            <Button
              data-action="approve"
              aria-label={`Approve ${what}`}
              className="px-3 py-1.5"
              onClick={() => {
                focus.watch(row.id);
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
              onClick={() => setRejecting({ request: row, closed: focus.beforeDialog(row.id) })}
            >
              Reject
            </Button>
          </span>
        );
      },
    }),
  ]);

  return (
    <>
      <ViewHeading
        headingRef={focus.heading}
        description="Apps people in your company asked for. Approving adds the app to their stack."
      >
        Requests
      </ViewHeading>
      <div className="mb-4 max-w-md">
        <SearchField
          label="Search requests"
          placeholder="App or person"
          value={search.keyword}
          busy={list.isFetching && list.isPlaceholderData}
          onSearch={(keyword) => void setSearch({ keyword, page: 1 })}
        />
      </div>
      <ListStatus
        error={queryError(list, 'Requests could not be loaded', LIST_REQUESTS_FALLBACK)}
        loading={!data && 'Loading requests…'}
        empty={
          data?.count === 0 &&
          !search.keyword && {
            title: 'No pending requests',
            description: 'When people in your company request apps, they show here for you to decide.',
          }
        }
      >
        {() => (
          <div ref={focus.container}>
            <PagedTable
              caption="Pending requests"
              columns={columns}
              page={data}
              getRowId={(row) => row.id}
              rowHeader="name"
              busy={list.isFetching && list.isPlaceholderData}
              empty={noRowsText('requests', search.keyword, false)}
              paging={{ label: 'Requests pages', ...paging }}
            />
          </div>
        )}
      </ListStatus>
      {rejecting && (
        <ReasonDialog
          title={`Reject ${rejecting.request.product.name} for ${fullName(rejecting.request)}`}
          description={`${rejecting.request.requested_by.first_name || fullName(rejecting.request)} sees this reason with the request.`}
          hint="10 to 500 characters."
          submitLabel="Reject request"
          fallback={REJECT_REQUEST_FALLBACK}
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
