import { ExternalLink } from 'lucide-react';
import type { Item } from '../api/schemas';
import { pricingModelLabel } from '../model/pricing';
import { ProductLogo } from './ProductLogo';
import { RatingSummary } from './RatingStars';
import { SignInPrompt } from './SignInPrompt';
import { StackActions } from './StackActions';
import { StandingBadge } from './StandingBadge';
import { useViewer } from './viewer';

/** 'figma.com' for 'https://www.figma.com/': the site as people say it. */
function siteName(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return website;
  }
}

const termClass = 'text-sm font-medium text-slate-600 dark:text-slate-300';
const detailClass = 'mt-0.5 text-slate-900 dark:text-slate-100';

/**
 * The product itself: logo, name, vendor, category, average rating, description, pricing and
 * website; and what I can do with it: the stack action that fits (signed in), or a way to sign in.
 */
export function ProductHeader({ item, signInSearch }: { item: Item; signInSearch: { redirect: string } }) {
  const viewer = useViewer();
  const { product } = item;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 gap-4">
          <ProductLogo name={product.name} size="lg" />
          <div className="min-w-0 space-y-1">
            <h1 className="text-3xl font-semibold break-words text-slate-900 dark:text-white">
              {product.name}
            </h1>
            <p className="text-slate-700 dark:text-slate-200">
              by {product.vendor.name} · {product.category.name}
            </p>
            <RatingSummary rating={product.rating} count={product.review_count} />
          </div>
        </div>
        <div className="shrink-0 md:max-w-xs">
          {viewer.canAct ? (
            <StackActions item={item} />
          ) : (
            <div className="flex flex-col gap-2">
              <StandingBadge item={item} />
              <SignInPrompt signInSearch={signInSearch} link="Sign in" className="text-sm">
                to add {product.name} to your stack or request it.
              </SignInPrompt>
            </div>
          )}
        </div>
      </div>
      <p className="max-w-3xl text-lg text-slate-800 dark:text-slate-200">{product.description}</p>
      <dl className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700">
        <div>
          <dt className={termClass}>Vendor</dt>
          <dd className={detailClass}>{product.vendor.name}</dd>
        </div>
        <div>
          <dt className={termClass}>Category</dt>
          <dd className={detailClass}>{product.category.name}</dd>
        </div>
        <div>
          <dt className={termClass}>Pricing</dt>
          <dd className={detailClass}>{pricingModelLabel(product.pricing_model)}</dd>
        </div>
        <div>
          <dt className={termClass}>Website</dt>
          <dd className={detailClass}>
            <a
              href={product.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${siteName(product.website)} (opens in a new tab)`}
              className="inline-flex items-center gap-1 font-medium break-all text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
            >
              {siteName(product.website)}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            </a>
          </dd>
        </div>
      </dl>
    </div>
  );
}
