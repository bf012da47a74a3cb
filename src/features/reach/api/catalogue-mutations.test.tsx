import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { tokensFor } from '@mocks/node';
import { call } from '@mocks/testing';
import { createQueryClient } from '@/lib/query-client';
import { signInWithTokens } from '@/test/app';
import { useMockApi } from '@/test/mock-api';
import {
  useDeleteCategoryMutation,
  useRetireProductMutation,
  useSaveVendorMutation,
} from './catalogue-mutations';
import { reachQueries } from './reach-queries';
import type { CategoryList, ItemDetail, ItemList, VendorList } from './schemas';

useMockApi();

/** The platform's super admin, who keeps the catalogue. */
const SUPER_ADMIN = 'root@platform.test';

async function setup() {
  await signInWithTokens(SUPER_ADMIN);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('catalogue writes', () => {
  it('a retired product stays, marked, in lists that include retired ones and leaves the others', async () => {
    const { queryClient, wrapper } = await setup();
    // "zoom" finds Prezi, tl;dv, Zoom and ZoomInfo in the seeded catalogue.
    const manage = reachQueries.itemList({ keyword: 'zoom', include_retired: true });
    const catalogue = reachQueries.itemList({ keyword: 'zoom' });
    const detail = reachQueries.itemDetail('zoom');
    const before = await queryClient.fetchQuery(manage);
    await queryClient.fetchQuery(catalogue);
    await queryClient.fetchQuery(detail);
    const zoom = before.rows.find((row) => row.product.slug === 'zoom')!.product;

    const { result } = renderHook(() => useRetireProductMutation(), { wrapper });
    await result.current.mutateAsync(zoom);

    const managed = queryClient.getQueryData<ItemList>(manage.queryKey)!;
    expect(managed.count).toBe(4);
    expect(managed.rows.map((row) => [row.product.name, row.product.is_retired])).toEqual([
      ['Prezi', false],
      ['tl;dv', false],
      ['Zoom', true],
      ['ZoomInfo', false],
    ]);
    const listed = queryClient.getQueryData<ItemList>(catalogue.queryKey)!;
    expect(listed.count).toBe(3);
    expect(listed.rows.map((row) => row.product.name)).toEqual(['Prezi', 'tl;dv', 'ZoomInfo']);
    expect(queryClient.getQueryData<ItemDetail>(detail.queryKey)!.item.product.is_retired).toBe(true);
    expect(queryClient.getQueryState(manage.queryKey)?.isInvalidated).toBe(true);
  });

  it('a new vendor takes its place by name in the vendor list; a deleted category leaves its list', async () => {
    // A category of its own: the seeded ones all hold products, and those cannot be deleted.
    const created = await call('POST', '/categories/', {
      token: tokensFor(SUPER_ADMIN).access,
      body: { name: 'Aardvark Tools' },
    });
    const empty = { id: created.body.category.id as string, name: 'Aardvark Tools' };
    const { queryClient, wrapper } = await setup();
    const vendorList = reachQueries.vendors();
    const categoryList = reachQueries.categories();
    const vendorsBefore = await queryClient.fetchQuery(vendorList);
    const categoriesBefore = await queryClient.fetchQuery(categoryList);
    expect(categoriesBefore.rows[0]).toMatchObject({ ...empty, item_count: 0 });

    // Right after the seeded "dbt Labs": the order ignores case.
    const vendor = renderHook(() => useSaveVendorMutation(), { wrapper });
    await vendor.result.current.mutateAsync({ input: { name: 'Dbu', website: 'https://dbu.example' } });
    const vendors = queryClient.getQueryData<VendorList>(vendorList.queryKey)!;
    const names = vendors.rows.map((row) => row.name);
    const at = names.indexOf('Dbu');
    expect(names.slice(at - 1, at + 2)).toEqual(['dbt Labs', 'Dbu', 'DealHub']);
    expect(vendors.count).toBe(vendorsBefore.count + 1);

    const category = renderHook(() => useDeleteCategoryMutation(), { wrapper });
    await category.result.current.mutateAsync(empty);
    await waitFor(() =>
      expect(queryClient.getQueryData<CategoryList>(categoryList.queryKey)).toMatchObject({
        rows: categoriesBefore.rows.slice(1),
        count: categoriesBefore.count - 1,
      }),
    );
  });
});
