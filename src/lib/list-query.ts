/**
 * What a list page makes of its URL state (`src/lib/list-search.ts`): the API's list query, and
 * whether its filters narrow the list. Apart from the search schemas on purpose: route validation runs
 * in the entry chunk, which /login loads up front, and carries only what validation needs; these
 * travel with the pages.
 */
import type { ListSearchState, SortOrder } from './list-search';

type PagingKey = 'page' | 'size' | 'skip' | 'top';
type BaseKey = 'order' | 'order_by' | 'keyword' | PagingKey;
/** A filter's `'all'` or `''` means no filter: it is left out of the query. */
type NoFilter = 'all' | '';
type FilterValue<V> = V extends NoFilter ? never : V;

/** The API's list query for a search: skip, top, order, order_by, keyword and the list's filters. */
export type ListQueryOf<S extends ListSearchState> = {
  skip: number;
  top: number;
  order: SortOrder;
  order_by: S['order_by'];
} & ('keyword' extends keyof S ? { keyword: string | undefined } : unknown) & {
    [K in Exclude<keyof S, BaseKey>]: Extract<S[K], NoFilter> extends never
      ? S[K]
      : FilterValue<S[K]> | undefined;
  };

type Paged = { page: number; size: number } | { skip: number; top: number };

/**
 * The API list query for a list's URL state: page/size become skip/top, an empty keyword and a
 * filter set to 'all' or '' are left out (undefined), and other values pass through, except the
 * page's own ones the API does not take (`omit`, e.g. which dialog is open).
 */
export function toListQuery<S extends ListSearchState & Paged, K extends keyof ListQueryOf<S> = never>(
  search: S,
  omit: readonly K[] = [],
): Omit<ListQueryOf<S>, K> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (key === 'page' || key === 'size' || (omit as readonly string[]).includes(key)) continue;
    query[key] = value === '' || value === 'all' ? undefined : value;
  }
  if ('page' in search) {
    query.skip = (search.page - 1) * search.size;
    query.top = search.size;
  }
  return query as Omit<ListQueryOf<S>, K>;
}

/** Whether `value` is one of `values` (e.g. a column id that is one of a list's `order_by` values). */
export function isOneOf<const T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** Whether any of a search's `filters` (keyword included) differs from its default: the list is narrowed. */
export function isFilteredBy<S extends object>(
  search: S,
  defaults: S,
  filters: readonly (keyof S & string)[],
): boolean {
  return filters.some((key) => search[key] !== defaults[key]);
}

/** A search's `filters` back at their defaults. */
export function clearedFilters<S extends object>(
  defaults: S,
  filters: readonly (keyof S & string)[],
): Partial<S> {
  const cleared: Partial<S> = {};
  for (const key of filters) cleared[key] = defaults[key];
  return cleared;
}
