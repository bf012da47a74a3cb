import { Star } from 'lucide-react';
import { memo, useId } from 'react';
import type { Item, Product } from '../api/schemas';
import { PRICING_MODEL_LABELS } from '../model/pricing';
import { ProductIdentity } from './ProductIdentity';
import { StackActions } from './StackActions';

const numbers = new Intl.NumberFormat('en-GB');

/** A product's average rating and review count, in words for assistive technology. */
export function ProductRating({ product }: { product: Pick<Product, 'rating' | 'review_count'> }) {
  if (product.rating === null || product.review_count === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">No reviews yet</p>;
  }
  const reviews = `${numbers.format(product.review_count)} ${product.review_count === 1 ? 'review' : 'reviews'}`;
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500 dark:text-amber-400" />
      <span aria-hidden="true">
        <span className="font-medium">{product.rating.toFixed(1)}</span>
        <span className="text-slate-600 dark:text-slate-300"> · {reviews}</span>
      </span>
      <span className="sr-only">{`Rated ${product.rating.toFixed(1)} out of 5 from ${reviews}`}</span>
    </p>
  );
}

/**
 * One catalogue product: logo, name (its page's link), vendor, category, pricing model, a short
 * description, the rating, and where it stands for me with the action that fits.
 */
export const CatalogueCard = memo(function CatalogueCard({ item }: { item: Item }) {
  const headingId = useId();
  const { product } = item;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <ProductIdentity product={product} headingId={headingId}>
        <p className="truncate text-sm text-slate-600 dark:text-slate-300">
          <span className="sr-only">Vendor: </span>
          {product.vendor.name}
        </p>
      </ProductIdentity>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
        <div className="flex gap-1">
          <dt className="sr-only">Category</dt>
          <dd className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">{product.category.name}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Pricing:</dt>
          <dd className="font-medium">{PRICING_MODEL_LABELS[product.pricing_model]}</dd>
        </div>
      </dl>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{product.description}</p>
      <div className="mt-2">
        <ProductRating product={product} />
      </div>
      <StackActions item={item} className="mt-auto pt-4" />
    </article>
  );
});
