import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageSizes } from '@/lib/list-search';
import { useListPage, type ListPageOptions } from './use-list-page';

const SIZES = pageSizes([10, 25], 25);
const DEFAULTS = { keyword: '', status: 'all', order_by: 'name', order: 'asc' as const, page: 1, size: 25 };
type Search = typeof DEFAULTS;

/** The hook over `search`, and the searches it navigated to (each applied to `search`) with their history mode. */
function listPage(search: Search, options: Partial<ListPageOptions<Search>> = {}) {
  const navigate = vi.fn<ListPageOptions<Search>['navigate']>();
  const { result } = renderHook(() =>
    useListPage({
      search,
      navigate,
      filters: ['keyword', 'status'],
      defaults: DEFAULTS,
      sizes: SIZES,
      ...options,
    }),
  );
  const visits = () =>
    navigate.mock.calls.map(([call]) => ({ search: call.search(search), replace: call.replace }));
  return { page: result.current, visits };
}

describe('useListPage', () => {
  it('turns page and size into skip and top, and a new page or size back into page and size', () => {
    const { page, visits } = listPage({ ...DEFAULTS, page: 3, size: 10 });
    expect(page.paging).toMatchObject({ skip: 20, top: 10, sizes: [10, 25] });
    page.paging.onChange({ skip: 40, top: 10 });
    page.paging.onChange({ skip: 0, top: 99 });
    expect(visits().map((visit) => visit.search)).toEqual([
      { ...DEFAULTS, page: 5, size: 10 },
      { ...DEFAULTS, page: 1, size: 25 },
    ]);
  });

  it('starts a filter or an order at the first page, clears every filter, and says when the list is filtered', () => {
    const search = { ...DEFAULTS, keyword: 'zoom', status: 'open', page: 4 };
    const { page, visits } = listPage(search);
    expect(page.filtered).toBe(true);
    page.setFilter({ status: 'done' });
    page.sortBy(['name', 'email']).onSortChange({ by: 'email', order: 'desc' });
    page.sortBy(['name']).onSortChange({ by: 'unknown', order: 'desc' });
    page.clearFilters();
    page.setSearch({ page: 2 });
    expect(visits().map((visit) => visit.search)).toEqual([
      { ...search, status: 'done', page: 1 },
      { ...search, order_by: 'email', order: 'desc', page: 1 },
      { ...DEFAULTS, page: 1 },
      { ...search, page: 2 },
    ]);
    expect(listPage({ ...DEFAULTS, page: 2, order: 'desc' as never }).page.filtered).toBe(false);
  });

  it('counts the filters set, the keyword aside (the Filters button shows the count)', () => {
    expect(listPage(DEFAULTS).page.filtersSet).toBe(0);
    expect(listPage({ ...DEFAULTS, keyword: 'slack' }).page.filtersSet).toBe(0);
    expect(listPage({ ...DEFAULTS, keyword: 'slack', status: 'active' }).page.filtersSet).toBe(1);
    expect(listPage({ ...DEFAULTS, status: 'active' }, { defaults: undefined }).page.filtersSet).toBe(0);
  });

  it('wires a filter control and the search field to the search, each back at the first page', () => {
    const list = { data: { count: 40 }, isFetching: true, isPlaceholderData: true };
    const { page, visits } = listPage({ ...DEFAULTS, keyword: 'ann', page: 2 }, { list });
    const status = page.filterOf('status');
    expect(status.value).toBe('all');
    expect(page.keywordSearch).toMatchObject({ value: 'ann', busy: true });
    expect(page.list).toBe(list);
    status.onChange('open');
    page.keywordSearch.onSearch('bob');
    expect(visits().map((visit) => visit.search)).toEqual([
      { ...DEFAULTS, keyword: 'ann', status: 'open', page: 1 },
      { ...DEFAULTS, keyword: 'bob', page: 1 },
    ]);
  });

  it('is busy while a new page replaces the one shown, and replaces a page past the end with the last', () => {
    const list = { data: { count: 51 }, isFetching: true, isPlaceholderData: true };
    const loading = listPage({ ...DEFAULTS, page: 9 }, { list });
    expect(loading.page.busy).toBe(true);
    expect(loading.visits()).toEqual([]);

    const loaded = listPage(
      { ...DEFAULTS, page: 9 },
      { list: { ...list, isFetching: false, isPlaceholderData: false } },
    );
    expect(loaded.page.busy).toBe(false);
    expect(loaded.visits()).toEqual([{ search: { ...DEFAULTS, page: 3 }, replace: true }]);
  });

  it('pages by skip and top the same way, and keeps a list shown whole without paging', () => {
    const skipped = { keyword: '', order_by: 'name', order: 'asc' as const, skip: 50, top: 25 };
    const navigate = vi.fn();
    const { result } = renderHook(() =>
      useListPage({
        search: skipped,
        navigate,
        sizes: SIZES,
        list: { data: { count: 30 }, isFetching: false, isPlaceholderData: false },
      }),
    );
    expect(result.current.paging).toMatchObject({ skip: 50, top: 25 });
    expect((navigate.mock.calls[0]![0] as { search: (s: object) => object }).search(skipped)).toEqual({
      ...skipped,
      skip: 25,
    });
    result.current.setFilter({ keyword: 'x' });
    expect((navigate.mock.calls[1]![0] as { search: (s: object) => object }).search(skipped)).toEqual({
      ...skipped,
      keyword: 'x',
      skip: 0,
    });

    const whole = renderHook(() => useListPage({ search: { keyword: '' }, navigate, replace: true }));
    expect(whole.result.current.paging).toBeUndefined();
    whole.result.current.setSearch({ keyword: 'a' });
    expect((navigate.mock.calls.at(-1)![0] as { replace: boolean }).replace).toBe(true);
  });
});
