import type { RowData } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from './DataTable';
import { Pagination } from './Pagination';

export interface TablePage<Row> {
  rows: readonly Row[];
  /** Rows in the whole list (the server's `count`, or the length of a list held in the browser). */
  count: number;
}

export interface PagedTableProps<Row extends RowData> extends Omit<DataTableProps<Row>, 'data' | 'virtual'> {
  /** The page shown; undefined while the first page loads (skeleton rows). */
  page: TablePage<Row> | undefined;
  paging: {
    /** Names the pages' navigation landmark, e.g. 'Companies pages'. */
    label: string;
    skip: number;
    top: number;
    /** Rows-per-page choices. */
    sizes?: readonly number[];
    /** A new page or page size; a new size starts again at the first page. */
    onChange: (page: { skip: number; top: number }) => void;
  };
}

/** A page of a list and its pagination below (once there is something to page through). */
export function PagedTable<Row extends RowData>({ page, paging, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <DataTable {...table} data={page?.rows} />
      {page !== undefined && page.count > 0 && (
        <Pagination
          label={paging.label}
          skip={paging.skip}
          top={paging.top}
          shown={page.rows.length}
          count={page.count}
          pageSizes={paging.sizes}
          onChange={paging.onChange}
        />
      )}
    </>
  );
}
