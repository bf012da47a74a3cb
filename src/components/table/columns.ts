import {
  createColumnHelper as createTanStackColumnHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** How a column lays out; read by the kit's table, set in a column's `meta`. */
export interface TableColumnMeta {
  /** Cell alignment (default left). */
  align?: 'left' | 'right' | 'center';
  /** Extra classes for the column's header and cells, e.g. 'whitespace-nowrap'. */
  className?: string;
  /** Replaces the cells' default padding, e.g. 'px-2' for a column of icon buttons. */
  padding?: string;
  /** The column's width in a fixed-layout (virtualised) table, e.g. 'w-[10rem]'. */
  width?: string;
  /** Keep the header for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
}

/**
 * The table kit's TanStack Table features: sorting only, in manual mode. Lists sort, filter and page
 * their rows themselves (on the server, or in memoised helpers for a list held in the browser); the
 * table shows the order and asks for a new one.
 */
export const tableKitFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: {} as TableColumnMeta,
});
export type TableKitFeatures = typeof tableKitFeatures;

/**
 * Columns for a kit table of `Row`s. A sortable column is an accessor whose id is the list's
 * `order_by` value; `sortDescFirst: true` makes a first click sort it descending (e.g. dates).
 * Columns that are not sortable say `enableSorting: false` or are display columns. `actions` is the
 * last column, the row's buttons (usually `RowActions`).
 */
export function createColumnHelper<Row extends RowData>() {
  const column = createTanStackColumnHelper<TableKitFeatures, Row>();
  return {
    ...column,
    /** The row's buttons: right-aligned on one line, under a header for screen readers only. */
    actions: (buttons: (row: Row) => ReactNode, meta?: TableColumnMeta) =>
      column.display({
        id: 'actions',
        header: 'Actions',
        meta: { hideHeader: true, align: 'right', padding: 'px-2', className: 'whitespace-nowrap', ...meta },
        cell: ({ row }) => buttons(row.original),
      }),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table's columns hold values of any type
export type TableColumns<Row extends RowData> = ColumnDef<TableKitFeatures, Row, any>[];
