import { Archive, ArchiveRestore } from 'lucide-react';
import {
  createColumnHelper,
  editAction,
  RowActions,
  StatusBadge,
  type TableColumns,
} from '@/components/table';
import { RecordLink } from '@/components/ui/RecordLink';
import type { Item, Product } from '../api/schemas';
import { pricingModelLabel } from '../model/pricing';
import { ProductLogo } from './ProductLogo';

export interface ProductRowActions {
  onEdit: (product: Product) => void;
  onRetire: (product: Product) => void;
  onRestore: (product: Product) => void;
}

const numbers = new Intl.NumberFormat('en-GB');
const nowrap = 'whitespace-nowrap';
const column = createColumnHelper<Item>();

/**
 * Manage Apps' product columns. Ids are the catalogue's `order_by` values (name, vendor, category,
 * rating, review_count); the list is ordered and paged on the server.
 */
export function productColumns(actions: ProductRowActions): TableColumns<Item> {
  return column.columns([
    column.accessor((item) => item.product.name, {
      id: 'name',
      header: 'App',
      cell: ({ row: { original: item } }) => (
        <span className="flex items-center gap-3">
          <ProductLogo name={item.product.name} size="sm" />
          <RecordLink to="/product/$slug" params={{ slug: item.product.slug }}>
            {item.product.name}
          </RecordLink>
        </span>
      ),
    }),
    column.accessor((item) => item.product.vendor.name, { id: 'vendor', header: 'Vendor' }),
    column.accessor((item) => item.product.category.name, { id: 'category', header: 'Category' }),
    column.accessor((item) => item.product.pricing_model, {
      id: 'pricing_model',
      header: 'Pricing',
      enableSorting: false,
      meta: { className: nowrap },
      cell: (info) => pricingModelLabel(info.getValue()),
    }),
    column.accessor((item) => item.product.rating, {
      id: 'rating',
      header: 'Rating',
      sortDescFirst: true,
      meta: { align: 'right', className: nowrap },
      cell: (info) => {
        const rating = info.getValue();
        return rating === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">No rating</span>
          </>
        ) : (
          rating.toFixed(1)
        );
      },
    }),
    column.accessor((item) => item.product.review_count, {
      id: 'review_count',
      header: 'Reviews',
      sortDescFirst: true,
      meta: { align: 'right', className: nowrap },
      cell: (info) => numbers.format(info.getValue()),
    }),
    column.accessor((item) => item.product.is_retired, {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      meta: { className: nowrap },
      cell: (info) =>
        info.getValue() ? (
          <StatusBadge tone="neutral">Retired</StatusBadge>
        ) : (
          <StatusBadge tone="positive">Active</StatusBadge>
        ),
    }),
    column.actions((item) => {
      const { product } = item;
      return (
        <RowActions
          actions={[
            editAction(`Edit ${product.name}`, () => actions.onEdit(product)),
            product.is_retired
              ? {
                  label: `Restore ${product.name}`,
                  title: 'Restore to the catalogue',
                  icon: ArchiveRestore,
                  onSelect: () => actions.onRestore(product),
                }
              : {
                  label: `Retire ${product.name}`,
                  title: 'Retire from the catalogue',
                  icon: Archive,
                  danger: true,
                  onSelect: () => actions.onRetire(product),
                },
          ]}
        />
      );
    }),
  ]);
}
