import type { RowData } from '@tanstack/react-table';
import { ListStatus, queryError, type ListQueryState, type ListStatusProps } from './ListStatus';
import { NoRows } from './NoRows';
import { PagedTable, type PagedTableProps, type TablePage } from './PagedTable';
import type { ListPage, ListPaging } from './use-list-page';

export interface ListTableProps<Row extends RowData> extends Omit<
  PagedTableProps<Row>,
  'page' | 'paging' | 'busy' | 'empty' | 'sort' | 'onSortChange'
> {
  /** The page's `useListPage`, given the list's query: its rows, paging, busy state, order and filters. */
  listPage: Pick<ListPage<object>, 'busy' | 'filtered' | 'noRows' | 'sortBy'> & {
    list: ListQueryState & { data: TablePage<Row> | undefined };
    paging: ListPaging;
  };
  /** What the rows are, in the plural, for the empty message ('contracts'); the caption by default. */
  noun?: string;
  /** The columns the list can be ordered by (the search's `order_by` values); none by default. */
  orderFields?: readonly string[];
  /** The failure's text when the server gives none. */
  errorFallback: string;
  /** Shown instead of the table while the list holds nothing at all (not a filter's empty result). */
  nothingYet?: ListStatusProps['empty'];
  /** Offers 'Clear search and filters' when a filter hid every row (true unless said otherwise). */
  clearable?: boolean;
}

const NO_ORDER: readonly string[] = [];

/**
 * A server-paged list: its failure, first load and "nothing yet" states, else its table with the
 * URL's order and paging and an empty message. The caption names the rest ('Contracts' could not
 * be loaded, 'Contracts pages').
 */
export function ListTable<Row extends RowData>({
  listPage,
  noun,
  orderFields = NO_ORDER,
  errorFallback,
  nothingYet,
  clearable = true,
  caption,
  ...table
}: ListTableProps<Row>) {
  const { list, busy, paging, sortBy } = listPage;
  const noRows = clearable ? listPage.noRows : { ...listPage.noRows, onClear: undefined };
  return (
    <ListStatus
      error={queryError(list, `${caption} could not be loaded`, errorFallback)}
      loading={!list.data && `Loading ${caption.toLowerCase()}…`}
      empty={list.data?.count === 0 && !listPage.filtered && nothingYet}
    >
      {() => (
        <PagedTable
          {...table}
          caption={caption}
          page={list.data}
          {...sortBy(orderFields)}
          busy={busy}
          empty={<NoRows noun={noun ?? caption.toLowerCase()} count={list.data?.count} {...noRows} />}
          paging={{ label: `${caption} pages`, ...paging }}
        />
      )}
    </ListStatus>
  );
}
