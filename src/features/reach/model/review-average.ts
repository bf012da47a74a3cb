/**
 * A product's average rating after one of my reviews is written, changed or deleted, worked out in
 * the browser so the figure moves before the server answers. The server keeps the average rounded
 * to one decimal (null without reviews); the sum behind it is a whole number, so it is recovered by
 * rounding average × count (exact while the rounding error stays under half a star in total, which
 * holds for fewer than ten reviews; beyond that the estimate is off by a hundredth at most and the
 * server's figure replaces it when the call returns).
 */

/** A product's average rating (1–5, one decimal; null without reviews) and its number of reviews. */
export interface RatingSummary {
  rating: number | null;
  count: number;
}

/** What happened to one review: its new rating, or the rating it had before it changed or left. */
export type ReviewChange =
  | { kind: 'added'; rating: number }
  | { kind: 'edited'; from: number; to: number }
  | { kind: 'deleted'; rating: number };

/** The average of `sum` over `count` reviews, rounded to one decimal as the server rounds it. */
export function averageRating(sum: number, count: number): number | null {
  return count <= 0 ? null : Math.round((sum / count) * 10) / 10;
}

function ratingSum({ rating, count }: RatingSummary): number {
  return rating === null || count <= 0 ? 0 : Math.round(rating * count);
}

/** The summary once `change` has happened; the last review deleted leaves no rating (null). */
export function ratingAfter(summary: RatingSummary, change: ReviewChange): RatingSummary {
  const sum = ratingSum(summary);
  const count = Math.max(0, summary.count);
  switch (change.kind) {
    case 'added':
      return { rating: averageRating(sum + change.rating, count + 1), count: count + 1 };
    case 'edited':
      // Changing a review of a product that shows none (a stale figure) counts it as the only one.
      return count === 0
        ? { rating: averageRating(change.to, 1), count: 1 }
        : { rating: averageRating(sum - change.from + change.to, count), count };
    case 'deleted':
      return count <= 1
        ? { rating: null, count: 0 }
        : { rating: averageRating(sum - change.rating, count - 1), count: count - 1 };
  }
}
