import type { Product } from '../api/schemas';
import { pricingModelLabel } from '../model/pricing';
import { ProductIdentity } from './ProductIdentity';
import { ratingSummaryText, Stars } from './RatingStars';

/**
 * Other products of the same category, best rated first. Each card is one link to the product's
 * page, named by the product (the whole card answers a click).
 */
export function Alternatives({ category, alternatives }: { category: string; alternatives: Product[] }) {
  return (
    <section aria-labelledby="alternatives-heading">
      <h2 id="alternatives-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        Alternatives in {category}
      </h2>
      {alternatives.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-200">No other apps in this category yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {alternatives.map((product) => (
            <li
              key={product.id}
              className="relative h-full rounded-lg border border-slate-200 p-3 focus-within:border-indigo-500 hover:border-indigo-400 hover:bg-slate-50 dark:border-slate-700 dark:hover:border-indigo-400 dark:hover:bg-slate-800/60"
            >
              <ProductIdentity
                product={product}
                logoSize="sm"
                linkClassName="font-medium text-slate-900 after:absolute after:inset-0 after:rounded-lg dark:text-white"
              >
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {product.vendor.name} · {pricingModelLabel(product.pricing_model)}
                </p>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
                  <Stars rating={product.rating ?? 0} size="sm" />
                  <span className="sr-only">{ratingSummaryText(product.rating, product.review_count)}</span>
                  <span aria-hidden="true">
                    {product.rating === null ? 'No reviews' : product.rating.toFixed(1)}
                  </span>
                </p>
              </ProductIdentity>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
