import { type SortOrder } from '@/lib/list-search';
import { isOneOf } from '@/lib/list-query';
import type { TableSort } from './DataTable';

/**
 * A table's `sort` and `onSortChange` for a list ordered by its search (`order_by`, `order`): a click
 * on a column hands `onChange` the new order; one the list cannot be ordered by changes nothing.
 */
export function searchSort<const By extends string>(
  search: { order_by: string; order: SortOrder },
  fields: readonly By[],
  onChange: (sort: { order_by: By; order: SortOrder }) => void,
): { sort: TableSort; onSortChange: (sort: TableSort) => void } {
  return {
    sort: { by: search.order_by, order: search.order },
    onSortChange: ({ by, order }) => {
      if (isOneOf(fields, by)) onChange({ order_by: by, order });
    },
  };
}
