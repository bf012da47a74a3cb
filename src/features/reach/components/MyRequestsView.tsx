import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  createColumnHelper,
  ListStatus,
  noRowsText,
  PagedTable,
  queryError,
  SearchField,
  StatusBadge,
} from '@/components/table';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { LIST_REQUESTS_FALLBACK, reachQueries } from '../api/reach-queries';
import type { StackRequest } from '../api/schemas';
import { isPlaceholderId, useCancelRequestMutation } from '../api/stack-mutations';
import { requestListQueryOf } from '../model/reach-search';
import { ProductCell, ViewHeading } from './ProductCell';
import { pagingOf, usePageInRange, useReachSearch } from './reach-route';
import { ROW_ACTIONS_ATTRIBUTE, useFocusAfterRemoval } from './use-focus-after-removal';

const column = createColumnHelper<StackRequest>();

/**
 * My requests: the ones waiting for a client admin and the ones refused (with the reason given),
 * newest first; each can be withdrawn.
 */
export function MyRequestsView() {
  const { search, setSearch } = useReachSearch();
  const list = useQuery(reachQueries.requestList(requestListQueryOf(search, 'mine')));
  const cancel = useCancelRequestMutation();
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
        return (
          <span {...{ [ROW_ACTIONS_ATTRIBUTE]: row.id }} className="flex justify-end">
            <Button
              variant="secondary"
              data-action="cancel"
              aria-label={`${row.status === 'rejected' ? 'Dismiss' : 'Cancel request'} for ${row.product.name}`}
              className="px-3 py-1.5 whitespace-nowrap"
              disabled={isPlaceholderId(row.id)}
              onClick={() => {
                focus.watch(row.id);
                cancel.mutate({ id: row.id, product: row.product });
              }}
            >
              {row.status === 'rejected' ? 'Dismiss' : 'Cancel request'}
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
        description="Requests waiting for a client admin, and the ones refused with their reason."
      >
        My requests
      </ViewHeading>
      <div className="mb-4 max-w-md">
        <SearchField
          label="Search my requests"
          placeholder="App name"
          value={search.keyword}
          busy={list.isFetching && list.isPlaceholderData}
          onSearch={(keyword) => void setSearch({ keyword, page: 1 })}
        />
      </div>
      <ListStatus
        error={queryError(list, 'Your requests could not be loaded', LIST_REQUESTS_FALLBACK)}
        loading={!data && 'Loading your requests…'}
        empty={
          data?.count === 0 &&
          !search.keyword && {
            title: 'No requests',
            description: (
              <>
                Apps you request from the{' '}
                <Link to="/reach" className="font-medium text-indigo-700 underline dark:text-indigo-300">
                  catalogue
                </Link>{' '}
                show here until a client admin decides.
              </>
            ),
          }
        }
      >
        {() => (
          <div ref={focus.container}>
            <PagedTable
              caption="My requests"
              columns={columns}
              page={data}
              getRowId={(row) => row.id}
              rowHeader="name"
              busy={list.isFetching && list.isPlaceholderData}
              empty={noRowsText('requests', search.keyword, false)}
              paging={{ label: 'My requests pages', ...paging }}
            />
          </div>
        )}
      </ListStatus>
    </>
  );
}
