import { Link } from '@tanstack/react-router';
import { PackageSearch } from 'lucide-react';
import { PRODUCT_NOT_FOUND_TITLE } from '../model/product-page';
import { PublicHeader } from './PublicHeader';

/** A product page whose slug names no product: says so and leads back to the catalogue. */
export function ProductNotFound() {
  return (
    <div className="mx-auto max-w-5xl">
      <PublicHeader />
      <section
        aria-labelledby="product-not-found-heading"
        className="mx-auto flex max-w-lg flex-col items-center py-12 text-center"
      >
        <PackageSearch aria-hidden="true" className="size-12 text-slate-500 dark:text-slate-400" />
        <h1
          id="product-not-found-heading"
          className="mt-4 text-2xl font-semibold text-slate-900 dark:text-white"
        >
          {PRODUCT_NOT_FOUND_TITLE}
        </h1>
        <p className="mt-3 text-slate-700 dark:text-slate-200">
          There is no app at this address in the Stackwise catalogue. It may have been renamed, or the link
          may be mistyped.
        </p>
        <Link
          to="/reach"
          className="mt-6 font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
        >
          Back to Reach
        </Link>
      </section>
    </div>
  );
}
