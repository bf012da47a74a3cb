import type { Product } from '../api/schemas';
import { ProductIdentity } from './ProductIdentity';

/** A product in a table row: its logo, its name linking to its page, and a marker when retired. */
export function ProductCell({ product }: { product: Product }) {
  return (
    <ProductIdentity
      product={product}
      logoSize="sm"
      align="center"
      marker={
        product.is_retired && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            Retired
          </span>
        )
      }
    />
  );
}
