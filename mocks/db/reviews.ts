/**
 * Reviews: one per person per product. The record keeps the author's name as it was when they
 * wrote it (reviews come from people of every company, not all of them accounts here); replies
 * prefer the account's current name where there is one.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { reviewSchema } from '@/features/reach/api/schemas';

export const reviewRecordSchema = z.object({
  ...reviewSchema.shape,
  product_id: z.string(),
  /** The author (`author.user_id`), for lookups. */
  user_id: z.string(),
});
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

export const reviews = new Collection({ schema: reviewRecordSchema });

export interface RatingStats {
  /** Average, one decimal; null without reviews. */
  rating: number | null;
  count: number;
}

function average(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

/** Every reviewed product's average and count, in one pass over the reviews. */
export function ratingsByProduct(): Map<string, RatingStats> {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const review of reviews.all()) {
    const entry = sums.get(review.product_id) ?? { sum: 0, count: 0 };
    entry.sum += review.rating;
    entry.count += 1;
    sums.set(review.product_id, entry);
  }
  return new Map([...sums].map(([id, { sum, count }]) => [id, { rating: average(sum, count), count }]));
}

/** One product's average and count. */
export function ratingOf(productId: string): RatingStats {
  let sum = 0;
  let count = 0;
  for (const review of reviews.all()) {
    if (review.product_id !== productId) continue;
    sum += review.rating;
    count += 1;
  }
  return { rating: average(sum, count), count };
}

export const NO_RATING: RatingStats = { rating: null, count: 0 };
