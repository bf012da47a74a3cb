import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ListTable, FacetFilter, SearchField, TableToolbar } from '@/components/table';
import { Button } from '@/components/ui/Button';
import { useRestoreProductMutation } from '../api/catalogue-mutations';
import { REACH_FALLBACKS, reachQueries } from '../api/reach-queries';
import { ITEM_ORDER_FIELDS, type Product } from '../api/schemas';
import { itemListQueryOf } from '../model/reach-list-query';
import { productColumns, type ProductRowActions } from './product-columns';
import { ProductFormDialog } from './ProductFormDialog';
import { useReachListPage, useReachSearch } from './reach-route';
import { RetireProductDialog } from './RetireProductDialog';
import { VendorCombobox } from './VendorCombobox';

type Dialog =
  { kind: 'create' } | { kind: 'edit'; product: Product } | { kind: 'retire'; product: Product } | null;

/**
 * Manage Apps' products: the whole catalogue, retired products included and marked, searched,
 * filtered by category and vendor, ordered and paged on the server from the URL. Each product can be
 * edited, retired (after a confirmation) or, once retired, restored.
 */
export function ManageProducts() {
  const search = useReachSearch();
  const list = useQuery(reachQueries.itemList(itemListQueryOf(search, { includeRetired: true })));
  const listPage = useReachListPage(search, list);
  const { setFilter, filterOf, keywordSearch } = listPage;
  const categories = useQuery(reachQueries.categories());
  const vendors = useQuery(reachQueries.vendors());
  const { mutate: restore } = useRestoreProductMutation();
  const [dialog, setDialog] = useState<Dialog>(null);

  const actions = useMemo<ProductRowActions>(
    () => ({
      onEdit: (product) => setDialog({ kind: 'edit', product }),
      onRetire: (product) => setDialog({ kind: 'retire', product }),
      onRestore: (product) => restore(product),
    }),
    [restore],
  );
  const columns = useMemo(() => productColumns(actions), [actions]);

  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...(categories.data?.rows ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];

  return (
    <section aria-labelledby="manage-apps-products">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-apps-products" className="text-lg font-semibold text-slate-900 dark:text-white">
          Apps
        </h2>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          New app
        </Button>
      </div>

      <TableToolbar
        className="sm:grid-cols-2 lg:grid-cols-3"
        filtersSet={listPage.filtersSet}
        search={
          <SearchField
            label="Search apps"
            placeholder="Name, vendor, category or description"
            className="sm:col-span-2 lg:col-span-1"
            {...keywordSearch}
          />
        }
      >
        <FacetFilter label="Category" options={categoryOptions} {...filterOf('category')} />
        <VendorCombobox
          label="Vendor"
          allLabel="All vendors"
          {...filterOf('vendor')}
          vendors={vendors.data?.rows}
        />
      </TableToolbar>

      <ListTable
        caption="Apps"
        listPage={listPage}
        errorFallback={REACH_FALLBACKS.itemList}
        columns={columns}
        getRowId={(item) => item.id}
        rowHeader="name"
        orderFields={ITEM_ORDER_FIELDS}
      />

      {dialog?.kind === 'create' && (
        <ProductFormDialog
          onClose={() => setDialog(null)}
          // The new app is shown: the list searched for its name.
          onSaved={(product) => setFilter({ keyword: product.name, category: '', vendor: '' })}
        />
      )}
      {dialog?.kind === 'edit' && (
        <ProductFormDialog key={dialog.product.id} product={dialog.product} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'retire' && (
        <RetireProductDialog product={dialog.product} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
