import type { Ref } from 'react';
import { Link } from '@tanstack/react-router';
import type { Product } from '../api/schemas';
import { ProductLogo } from './ProductLogo';

/** A product in a table row: its logo, its name linking to its page, and a marker when retired. */
export function ProductCell({ product }: { product: Product }) {
  return (
    <span className="flex items-center gap-3">
      <ProductLogo name={product.name} size="sm" />
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link
          to="/product/$slug"
          params={{ slug: product.slug }}
          className="rounded hover:text-indigo-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:text-indigo-300"
        >
          {product.name}
        </Link>
        {product.is_retired && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            Retired
          </span>
        )}
      </span>
    </span>
  );
}

/** A view's heading: focus lands on it when the last row of its list has gone. */
export function ViewHeading({
  headingRef,
  children,
  description,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  children: string;
  description?: string;
}) {
  return (
    <div className="mb-4">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        {children}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
    </div>
  );
}
