import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
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
import { LIST_STACK_FALLBACK, reachQueries } from '../api/reach-queries';
import type { StackEntry } from '../api/schemas';
import { isPlaceholderId, useRemoveFromStackMutation } from '../api/stack-mutations';
import { stackListQueryOf } from '../model/reach-search';
import { ProductCell, ViewHeading } from './ProductCell';
import { pagingOf, usePageInRange, useReachSearch } from './reach-route';
import { ROW_ACTIONS_ATTRIBUTE, useFocusAfterRemoval } from './use-focus-after-removal';

const column = createColumnHelper<StackEntry>();

/** My stack: the products I use, by name, each with its page's link and a way to remove it. */
export function StackView() {
  const { search, setSearch } = useReachSearch();
  const list = useQuery(reachQueries.stackList(stackListQueryOf(search)));
  const remove = useRemoveFromStackMutation();
  const paging = pagingOf(search, setSearch);
  const data = list.data;
  const focus = useFocusAfterRemoval(data?.rows.map((entry) => entry.id));
  usePageInRange(list.isPlaceholderData ? undefined : data?.count, paging, setSearch);

  const columns = column.columns([
    column.accessor((entry) => entry.product.name, {
      id: 'name',
      header: 'App',
      cell: (info) => <ProductCell product={info.row.original.product} />,
    }),
    column.accessor((entry) => entry.product.vendor.name, { id: 'vendor', header: 'Vendor' }),
    column.accessor((entry) => entry.product.category.name, { id: 'category', header: 'Category' }),
    column.accessor('added_at', {
      header: 'Added',
      meta: { className: 'whitespace-nowrap' },
      cell: (info) => formatDate(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { hideHeader: true, align: 'right' },
      cell: (info) => {
        const entry = info.row.original;
        return (
          <span {...{ [ROW_ACTIONS_ATTRIBUTE]: entry.id }} className="flex justify-end">
            <Button
              variant="secondary"
              data-action="remove"
              aria-label={`Remove ${entry.product.name} from stack`}
              className="px-3 py-1.5"
              disabled={isPlaceholderId(entry.id)}
              onClick={() => {
                focus.watch(entry.id);
                remove.mutate({ stackId: entry.id, product: entry.product });
              }}
            >
              Remove
            </Button>
          </span>
        );
      },
    }),
  ]);

  return (
    <>
      <ViewHeading headingRef={focus.heading}>My stack</ViewHeading>
      <div className="mb-4 max-w-md">
        <SearchField
          label="Search my stack"
          placeholder="App name"
          value={search.keyword}
          busy={list.isFetching && list.isPlaceholderData}
          onSearch={(keyword) => void setSearch({ keyword, page: 1 })}
        />
      </div>
      <ListStatus
        error={queryError(list, 'Your stack could not be loaded', LIST_STACK_FALLBACK)}
        loading={!data && 'Loading your stack…'}
        empty={
          data?.count === 0 &&
          !search.keyword && {
            title: 'Your stack is empty',
            description: (
              <>
                Find the apps you use in the{' '}
                <Link to="/reach" className="font-medium text-indigo-700 underline dark:text-indigo-300">
                  catalogue
                </Link>
                .
              </>
            ),
          }
        }
      >
        {() => (
          <div ref={focus.container}>
            <PagedTable
              caption="My stack"
              columns={columns}
              page={data}
              getRowId={(entry) => entry.id}
              rowHeader="name"
              busy={list.isFetching && list.isPlaceholderData}
              empty={noRowsText('apps', search.keyword, false)}
              paging={{ label: 'My stack pages', ...paging }}
            />
          </div>
        )}
      </ListStatus>
    </>
  );
}
