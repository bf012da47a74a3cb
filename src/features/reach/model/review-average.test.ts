import { describe, expect, it } from 'vitest';
import { averageRating, ratingAfter } from './review-average';

describe('averageRating', () => {
  it('rounds to one decimal, half up, as the server does', () => {
    expect(averageRating(13, 3)).toBe(4.3); // 4.333…
    expect(averageRating(17, 4)).toBe(4.3); // 4.25
    expect(averageRating(11, 3)).toBe(3.7); // 3.666…
    expect(averageRating(10, 2)).toBe(5);
  });

  it('is null without reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
  });
});

type Change = Parameters<typeof ratingAfter>[1];
/** The figures a product shows: its average rating (null without reviews) and its review count. */
type Shown = [rating: number | null, count: number];

describe('ratingAfter', () => {
  it.each<[string, Shown, Change, Shown]>([
    ['adds a review', [4, 2], { kind: 'added', rating: 5 }, [4.3, 3]],
    ['adds a low review', [4.5, 2], { kind: 'added', rating: 1 }, [3.3, 3]],
    ['gives the first review its own rating', [null, 0], { kind: 'added', rating: 3 }, [3, 1]],
    // Ratings 5, 4, 4 average 4.333…, shown as 4.3; adding a 1 gives 14 / 4 = 3.5.
    ['recovers the whole sum behind a rounded average', [4.3, 3], { kind: 'added', rating: 1 }, [3.5, 4]],
    ['edits a review: average moves, count stays', [4.3, 3], { kind: 'edited', from: 4, to: 1 }, [3.3, 3]],
    ['edits the only review', [2, 1], { kind: 'edited', from: 2, to: 5 }, [5, 1]],
    ['deletes a review', [4.3, 3], { kind: 'deleted', rating: 5 }, [4, 2]],
    ['deletes a low review', [3.7, 3], { kind: 'deleted', rating: 2 }, [4.5, 2]],
    ['leaves no rating when the last review is deleted', [4, 1], { kind: 'deleted', rating: 4 }, [null, 0]],
    ['never goes below no reviews on a stale delete', [null, 0], { kind: 'deleted', rating: 4 }, [null, 0]],
    ['never goes below no reviews on a stale edit', [null, 0], { kind: 'edited', from: 2, to: 4 }, [4, 1]],
    // 37 reviews shown as 4.1 sum to 150–153; with a 5 added that is 155–158 over 38: 4.1 every time.
    ['stays within a tenth of the exact average', [4.1, 37], { kind: 'added', rating: 5 }, [4.1, 38]],
  ])('%s', (_, [rating, count], change, [ratingThen, countThen]) => {
    expect(ratingAfter({ rating, count }, change)).toEqual({ rating: ratingThen, count: countThen });
  });
});
