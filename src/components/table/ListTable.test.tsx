import { renderHook, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageSizes } from '@/lib/list-search';
import { createColumnHelper } from './columns';
import { ListTable } from './ListTable';
import { useListPage } from './use-list-page';

interface Fruit {
  id: string;
  name: string;
}
const column = createColumnHelper<Fruit>();
const columns = [column.accessor('name', { header: 'Name' })];
const DEFAULTS = { keyword: '', order_by: 'name', order: 'asc' as const, page: 1, size: 10 };

/** A ListTable over `rows` of `count`, for `search`; the navigations it asked for. */
function renderList(search: typeof DEFAULTS, data: { rows: Fruit[]; count: number } | undefined) {
  const navigate = vi.fn();
  const list = {
    data,
    isError: false,
    error: null,
    refetch: vi.fn(),
    isFetching: false,
    isPlaceholderData: false,
  };
  const { result } = renderHook(() =>
    useListPage({
      search,
      navigate,
      filters: ['keyword'],
      defaults: DEFAULTS,
      sizes: pageSizes([10], 10),
      list,
    }),
  );
  render(
    <ListTable
      caption="Fruits"
      listPage={result.current}
      errorFallback="Fruits are gone"
      columns={columns}
      getRowId={(fruit) => fruit.id}
      rowHeader="name"
      orderFields={['name']}
      nothingYet={{ title: 'No fruits yet' }}
    />,
  );
  return navigate;
}

describe('ListTable', () => {
  it('names its loading line after its caption', () => {
    renderList(DEFAULTS, undefined);
    expect(screen.getByText('Loading fruits…')).toBeInTheDocument();
  });

  it('shows the rows in a table named by its caption, with its pages', () => {
    renderList(DEFAULTS, { rows: [{ id: '1', name: 'Apple' }], count: 11 });
    expect(screen.getByRole('table', { name: 'Fruits' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Apple' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Fruits pages' })).toBeInTheDocument();
  });

  it('offers to clear a keyword that matched nothing, instead of "nothing yet"', async () => {
    const navigate = renderList({ ...DEFAULTS, keyword: 'kiwi' }, { rows: [], count: 0 });
    expect(screen.queryByText('No fruits yet')).not.toBeInTheDocument();
    expect(screen.getByText('No fruits match "kiwi".')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('says the list holds nothing yet', () => {
    renderList(DEFAULTS, { rows: [], count: 0 });
    expect(screen.getByText('No fruits yet')).toBeInTheDocument();
  });
});
