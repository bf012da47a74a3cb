import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useMockApi } from '@/test/mock-api';
import {
  useDeleteCategoryMutation,
  useRetireProductMutation,
  useSaveVendorMutation,
} from './catalogue-mutations';
import { reachQueries } from './reach-queries';
import { testItem, testProduct } from '@/test/catalogue';
import type { CategoryList, ItemDetail, ItemList, VendorList } from './schemas';

const server = useMockApi();

function setup() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('catalogue writes', () => {
  it('a retired product stays, marked, in lists that include retired ones and leaves the others', async () => {
    const slack = testProduct('Slack');
    const zoom = testProduct('Zoom');
    server.use(
      http.delete('*/api/v1/items/:id/', () =>
        HttpResponse.json({
          item: testItem({ ...slack, is_retired: true }),
          message: 'Slack has been retired.',
        }),
      ),
    );
    const { queryClient, wrapper } = setup();
    const manageKey = reachQueries.itemList({ include_retired: true }).queryKey;
    const catalogueKey = reachQueries.itemList({ keyword: 's' }).queryKey;
    const detailKey = reachQueries.itemDetail('slack').queryKey;
    const list: ItemList = { rows: [testItem(slack), testItem(zoom)], count: 2 };
    queryClient.setQueryData(manageKey, list);
    queryClient.setQueryData(catalogueKey, list);
    queryClient.setQueryData<ItemDetail>(detailKey, { item: testItem(slack), alternatives: [] });

    const { result } = renderHook(() => useRetireProductMutation(), { wrapper });
    await result.current.mutateAsync(slack);

    const manage = queryClient.getQueryData<ItemList>(manageKey)!;
    expect(manage.count).toBe(2);
    expect(manage.rows.map((row) => [row.product.name, row.product.is_retired])).toEqual([
      ['Slack', true],
      ['Zoom', false],
    ]);
    const catalogue = queryClient.getQueryData<ItemList>(catalogueKey)!;
    expect(catalogue).toMatchObject({ count: 1, rows: [{ id: zoom.id }] });
    expect(queryClient.getQueryData<ItemDetail>(detailKey)!.item.product.is_retired).toBe(true);
    expect(queryClient.getQueryState(manageKey)?.isInvalidated).toBe(true);
  });

  it('a new vendor takes its place by name in the vendor list; a deleted category leaves its list', async () => {
    server.use(
      http.post('*/api/v1/vendors/', () =>
        HttpResponse.json(
          { vendor: { id: 'v-b', name: 'Beta', website: 'https://beta.example', item_count: 0 } },
          { status: 201 },
        ),
      ),
      http.delete('*/api/v1/categories/:id/', () => HttpResponse.json({ message: 'Chat has been deleted.' })),
    );
    const { queryClient, wrapper } = setup();
    const vendorKey = reachQueries.vendors().queryKey;
    const categoryKey = reachQueries.categories().queryKey;
    queryClient.setQueryData<VendorList>(vendorKey, {
      rows: [
        { id: 'v-a', name: 'alpha', website: 'https://alpha.example', item_count: 2 },
        { id: 'v-c', name: 'Gamma', website: 'https://gamma.example', item_count: 1 },
      ],
      count: 2,
    });
    queryClient.setQueryData<CategoryList>(categoryKey, {
      rows: [
        { id: 'c-1', name: 'Chat', item_count: 0 },
        { id: 'c-2', name: 'Design', item_count: 3 },
      ],
      count: 2,
    });

    const vendor = renderHook(() => useSaveVendorMutation(), { wrapper });
    await vendor.result.current.mutateAsync({ input: { name: 'Beta', website: 'https://beta.example' } });
    const vendors = queryClient.getQueryData<VendorList>(vendorKey)!;
    expect(vendors.rows.map((row) => row.name)).toEqual(['alpha', 'Beta', 'Gamma']);
    expect(vendors.count).toBe(3);

    const category = renderHook(() => useDeleteCategoryMutation(), { wrapper });
    await category.result.current.mutateAsync({ id: 'c-1', name: 'Chat' });
    await waitFor(() =>
      expect(queryClient.getQueryData<CategoryList>(categoryKey)).toMatchObject({
        rows: [{ id: 'c-2' }],
        count: 1,
      }),
    );
  });
});
