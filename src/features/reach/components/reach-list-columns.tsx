import type { ReactNode } from 'react';
import { createColumnHelper, ROW_ACTIONS_ATTRIBUTE } from '@/components/table';
import { formatDate } from '@/lib/format';
import type { Product } from '../api/schemas';
import { ProductCell } from './ProductCell';

/** The keys of `Row` whose values are strings (dates as the API sends them). */
type TextKey<Row> = { [Key in keyof Row]: Row[Key] extends string ? Key : never }[keyof Row] & string;

/**
 * The table kit's column helper for rows of `Row`, with the columns every /reach list of products
 * (stack entries, requests) has.
 */
export function reachListColumns<Row extends { id: string; product: Product }>() {
  const column = createColumnHelper<Row>();
  return {
    ...column,
    /** The App column ('name', the rows' header): the product's logo and its name linking to its page. */
    app: () =>
      column.accessor((row) => row.product.name, {
        id: 'name',
        header: 'App',
        cell: (info) => <ProductCell product={info.row.original.product} />,
      }),
    /** A column of dates (when a row was added or asked for), on one line. */
    date: (key: TextKey<Row>, header: string) =>
      column.accessor((row: Row) => row[key] as string, {
        id: key,
        header,
        meta: { className: 'whitespace-nowrap' },
        cell: (info) => formatDate(info.getValue()),
      }),
    /**
     * The row's buttons, right-aligned under a header for screen readers only. Each button names its
     * action in `data-action`, so focus can move to the same action of the next row when this one goes.
     */
    actions: (buttons: (row: Row) => ReactNode) =>
      column.actions((row) => (
        <span {...{ [ROW_ACTIONS_ATTRIBUTE]: row.id }} className="flex justify-end gap-2">
          {buttons(row)}
        </span>
      )),
  };
}
