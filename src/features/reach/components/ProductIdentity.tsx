import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Product } from '../api/schemas';
import { ProductLogo } from './ProductLogo';

const NAME_LINK =
  'rounded hover:text-indigo-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:text-indigo-300';

export interface ProductIdentityProps {
  product: Pick<Product, 'name' | 'slug'>;
  logoSize?: 'sm' | 'md';
  /** Logo and text centred on each other (a table row) or aligned at the top (default). */
  align?: 'start' | 'center';
  /** The name is its card's heading (an h3 with this id, which labels the card). */
  headingId?: string;
  /** The name link's classes (default: underlined on hover, a focus ring). */
  linkClassName?: string;
  /** Beside the name, e.g. a Retired badge. */
  marker?: ReactNode;
  /** Under the name, e.g. the vendor. */
  children?: ReactNode;
}

/**
 * A product as lists and cards show it: its logo, its name linking to its page, and what the place
 * says about it under the name.
 */
export function ProductIdentity({
  product,
  logoSize = 'md',
  align = 'start',
  headingId,
  linkClassName = NAME_LINK,
  marker,
  children,
}: ProductIdentityProps) {
  const link = (
    <Link to="/product/$slug" params={{ slug: product.slug }} className={linkClassName}>
      {product.name}
    </Link>
  );
  const name = marker ? (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {link}
      {marker}
    </span>
  ) : (
    link
  );
  return (
    <div className={`flex gap-3 ${align === 'center' ? 'items-center' : 'items-start'}`}>
      <ProductLogo name={product.name} size={logoSize} />
      <div className="min-w-0">
        {headingId ? (
          <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
            {name}
          </h3>
        ) : (
          name
        )}
        {children}
      </div>
    </div>
  );
}
