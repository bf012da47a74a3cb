import { Star } from 'lucide-react';

const numberFormat = new Intl.NumberFormat('en-US');

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

/** '4.3' — an average always shows its one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export function reviewCountText(count: number): string {
  return `${numberFormat.format(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/** '4.3 out of 5, 12 reviews', or 'No reviews yet'. */
export function ratingSummaryText(rating: number | null, count: number): string {
  return rating === null || count === 0
    ? 'No reviews yet'
    : `${formatRating(rating)} out of 5, ${reviewCountText(count)}`;
}

/**
 * Five stars filled up to `rating` (a fraction fills part of a star). Decorative: whoever shows it
 * also says the rating in words.
 */
export function Stars({ rating, size = 'md' }: { rating: number; size?: keyof typeof sizes }) {
  const filled = `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%`;
  const row = (className: string) =>
    [1, 2, 3, 4, 5].map((n) => <Star key={n} className={`${sizes[size]} shrink-0 ${className}`} />);
  return (
    <span aria-hidden="true" className="relative inline-flex">
      <span className="flex text-slate-400 dark:text-slate-500">{row('')}</span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden" style={{ width: filled }}>
        {row('fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300')}
      </span>
    </span>
  );
}

/**
 * A product's average rating: the stars, the number and the count, read out as one phrase
 * ('4.3 out of 5, 12 reviews').
 */
export function RatingSummary({
  rating,
  count,
  size = 'md',
  className = '',
}: {
  rating: number | null;
  count: number;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const text = ratingSummaryText(rating, count);
  return (
    <p className={`flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-200 ${className}`}>
      <span className="sr-only">{text}</span>
      <Stars rating={rating ?? 0} size={size} />
      <span aria-hidden="true">
        {rating === null || count === 0 ? (
          text
        ) : (
          <>
            <span className="font-semibold text-slate-900 dark:text-white">{formatRating(rating)}</span>{' '}
            <span className="text-sm">({reviewCountText(count)})</span>
          </>
        )}
      </span>
    </p>
  );
}
