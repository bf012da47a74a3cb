import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import {
  ListStatus,
  noRowsText,
  PagedTable,
  queryError,
  SearchField,
  type TableColumns,
  type TablePage,
} from '@/components/table';
import type { useReachList } from './use-reach-list';

type ReachList = ReturnType<typeof useReachList>;

export interface ReachListViewProps<Row extends { id: string }> {
  list: Omit<ReachList, 'query'> & { query: UseQueryResult<TablePage<Row>> };
  /** The view's heading; focus lands on it when the last row of the list has gone. */
  heading: string;
  description?: string;
  search: { label: string; placeholder: string };
  /** The alert's title when the list cannot be loaded, and the text when the server gives none. */
  error: { title: string; fallback: string };
  loading: string;
  /** Instead of the table when the list holds nothing at all (no keyword searched). */
  empty: { title: string; description: ReactNode };
  /** Names the table. */
  caption: string;
  /** Names the pages' navigation (default: the caption, then 'pages'). */
  pagingLabel?: string;
  /** What the rows are, in the line a search that matches none shows ('apps', 'requests'). */
  noun: string;
  /** The rows' columns: the App column ('name') heads each row. */
  columns: TableColumns<Row>;
}

/**
 * A /reach list view: heading, search field, the list's error, loading and empty states, else its
 * table and pages; focus goes to the next row's same action when a row's action takes the row away.
 */
export function ReachListView<Row extends { id: string }>(props: ReachListViewProps<Row>) {
  const { page, query, focus } = props.list;
  const { search, setFilter, paging, busy } = page;
  const data = query.data;
  return (
    <>
      <ViewHeading headingRef={focus.heading} description={props.description}>
        {props.heading}
      </ViewHeading>
      <div className="mb-4 max-w-md">
        <SearchField
          label={props.search.label}
          placeholder={props.search.placeholder}
          value={search.keyword}
          busy={busy}
          onSearch={(keyword) => setFilter({ keyword })}
        />
      </div>
      <ListStatus
        error={queryError(query, props.error.title, props.error.fallback)}
        loading={!data && props.loading}
        empty={data?.count === 0 && !search.keyword && props.empty}
      >
        {() => (
          <div ref={focus.container}>
            <PagedTable
              caption={props.caption}
              columns={props.columns}
              page={data}
              getRowId={(row) => row.id}
              rowHeader="name"
              busy={busy}
              empty={noRowsText(props.noun, search.keyword, false)}
              paging={{ label: props.pagingLabel ?? `${props.caption} pages`, ...paging }}
            />
          </div>
        )}
      </ListStatus>
    </>
  );
}

/** A view's heading: focus lands on it when the last row of its list has gone. */
function ViewHeading({
  headingRef,
  children,
  description,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  children: string;
  description?: string;
}) {
  return (
    <div className="mb-4">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        {children}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
    </div>
  );
}
