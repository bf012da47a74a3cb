import { useEffect } from 'react';
import { LIST_PAGE_SIZES, type PageSizes, type SortOrder } from '@/lib/list-search';
import { clearedFilters, isFilteredBy } from '@/lib/list-query';
import type { TableSort } from './DataTable';
import { searchSort } from './search-sort';

/** A route's `navigate` (`routeApi.useNavigate()`), as far as a list page uses it. */
export type SearchNavigate<S> = (options: { search: (previous: S) => S; replace?: boolean }) => unknown;

/** What the hook reads of a server-paged list's query (a TanStack Query result fits). */
export interface ListLoad {
  data?: { count: number } | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

export interface ListPageOptions<S extends object, L extends ListLoad | undefined = ListLoad | undefined> {
  /** The route's search (`routeApi.useSearch()`). */
  search: S;
  navigate: SearchNavigate<S>;
  /** The search's filters, keyword included: a change starts again at the first page. */
  filters?: readonly (keyof S & string)[];
  /** The search of a URL without params (the schema's defaults): what clearing the filters goes back to. */
  defaults?: S;
  /** Rows-per-page choices, for a search paged by `page`/`size` or `skip`/`top` (the usual ones unless given). */
  sizes?: PageSizes;
  /** Every change replaces the history entry instead of adding one (unless a change says otherwise). */
  replace?: boolean;
  /** The list's query, when the server pages it. */
  list?: L;
}

/** The table kit's paging for the URL's page: rows skipped, rows a page, and a change back to the URL. */
export interface ListPaging {
  skip: number;
  top: number;
  sizes?: readonly number[];
  onChange: (page: { skip: number; top: number }) => void;
}

type PageSearch = { page: number; size: number };
type SkipSearch = { skip: number; top: number };
type SetSearch<S> = (changes: Partial<S>, options?: { replace?: boolean }) => void;

export interface ListPage<S extends object, L extends ListLoad | undefined = ListLoad | undefined> {
  search: S;
  /** The list's query, as given (for `ListTable`). */
  list: L;
  /** Changes part of the search; everything else stays. */
  setSearch: SetSearch<S>;
  /** Changes a filter, the keyword or the order: the list starts again at its first page. */
  setFilter: SetSearch<S>;
  /** A filter control's `value` and `onChange` for one of the search's values (set with `setFilter`). */
  filterOf: <K extends keyof S & string>(key: K) => { value: S[K]; onChange: (value: S[K]) => void };
  /** The `SearchField`'s value, busy state and `onSearch` for the search's keyword. */
  keywordSearch: { value: string; busy: boolean; onSearch: (keyword: string) => void };
  /** Whether a filter or the keyword narrows the list. */
  filtered: boolean;
  /** How many filters other than the keyword are set (the toolbar's Filters button shows it). */
  filtersSet: number;
  /** Every filter and the keyword back to their defaults, at the first page. */
  clearFilters: () => void;
  /** `NoRows`' keyword, filtered and clear for this search (a page adds its noun and count). */
  noRows: { keyword: string; filtered: boolean; onClear: () => void };
  /** The paging for the search's page (a list shown whole has none). */
  paging: S extends PageSearch | SkipSearch ? ListPaging : undefined;
  /** A new page or filter is loading while the previous rows stay on screen. */
  busy: boolean;
  /** A table's `sort` and `onSortChange` for the search's `order_by` and `order` (a new order starts at page 1). */
  sortBy: <const By extends string>(
    fields: readonly By[],
  ) => {
    sort: TableSort;
    onSortChange: (sort: TableSort) => void;
  };
}

const pagedByPage = (search: object): search is PageSearch => 'page' in search && 'size' in search;
const pagedBySkip = (search: object): search is SkipSearch => 'skip' in search && 'top' in search;

/** The search's first page (`page: 1` or `skip: 0`), nothing for a list shown whole. */
function firstPage(search: object): object {
  if (pagedByPage(search)) return { page: 1 };
  if (pagedBySkip(search)) return { skip: 0 };
  return {};
}

/** The search of the page that starts at `skip`, `top` rows a page. */
function pageAt(search: object, skip: number, top: number): object {
  return pagedByPage(search) ? { page: Math.floor(skip / top) + 1, size: top } : { skip, top };
}

/**
 * What every list page does with its URL: reads and writes the search, turns page and size into the
 * table's skip and top and back, starts at page 1 on a new filter or order, clears the filters, tells
 * when a new page is loading over the previous one, and replaces a page past the end (a shared link,
 * a list that got shorter) with the last page.
 */
export function useListPage<S extends object, L extends ListLoad | undefined = undefined>({
  search,
  navigate,
  filters = [],
  defaults,
  sizes = LIST_PAGE_SIZES,
  replace = false,
  list,
}: ListPageOptions<S, L>): ListPage<S, L> {
  const setSearch: SetSearch<S> = (changes, options = {}) =>
    void navigate({
      search: (previous) => ({ ...previous, ...changes }),
      replace: options.replace ?? replace,
    });
  const setFilter: SetSearch<S> = (changes, options) =>
    setSearch({ ...changes, ...firstPage(search) }, options);

  let paging: ListPaging | undefined;
  if (pagedByPage(search) || pagedBySkip(search)) {
    paging = {
      ...(pagedByPage(search)
        ? { skip: (search.page - 1) * search.size, top: search.size }
        : { skip: (search as SkipSearch).skip, top: (search as SkipSearch).top }),
      sizes: sizes.sizes,
      onChange: ({ skip, top }) => setSearch(pageAt(search, skip, sizes.pick(top)) as Partial<S>),
    };
  }

  const count = list && !list.isPlaceholderData ? list.data?.count : undefined;
  useEffect(() => {
    if (!paging || count === undefined || count === 0 || paging.skip < count) return;
    const lastSkip = (Math.ceil(count / paging.top) - 1) * paging.top;
    setSearch(pageAt(search, lastSkip, paging.top) as Partial<S>, { replace: true });
  });

  const filtered = defaults !== undefined && isFilteredBy(search, defaults, filters);
  const filtersSet = defaults
    ? filters.filter((key) => key !== 'keyword' && search[key] !== defaults[key]).length
    : 0;
  const clearFilters = () => {
    if (defaults) setFilter(clearedFilters(defaults, filters));
  };
  const keyword = 'keyword' in search && typeof search.keyword === 'string' ? search.keyword : '';
  const busy = list !== undefined && list.isFetching && list.isPlaceholderData;
  return {
    search,
    list: list as L,
    setSearch,
    setFilter,
    filterOf: (key) => ({
      value: search[key],
      onChange: (value) => setFilter({ [key]: value } as unknown as Partial<S>),
    }),
    keywordSearch: {
      value: keyword,
      busy,
      onSearch: (value) => setFilter({ keyword: value } as unknown as Partial<S>),
    },
    filtered,
    filtersSet,
    clearFilters,
    noRows: { keyword, filtered, onClear: clearFilters },
    paging: paging as ListPage<S, L>['paging'],
    busy,
    sortBy: (fields) =>
      searchSort(search as unknown as { order_by: string; order: SortOrder }, fields, (sort) =>
        setFilter(sort as unknown as Partial<S>),
      ),
  };
}
