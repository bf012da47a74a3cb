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

type Figures = Parameters<typeof ratingAfter>[0];
type Change = Parameters<typeof ratingAfter>[1];

describe('ratingAfter', () => {
  // [what it shows, the figures before, the change, the figures after]
  it.each<[string, Figures, Change, Figures]>([
    [
      'adds a review to the average and the count',
      { rating: 4, count: 2 },
      { kind: 'added', rating: 5 },
      { rating: 4.3, count: 3 },
    ],
    [
      'adds a low review to the average and the count',
      { rating: 4.5, count: 2 },
      { kind: 'added', rating: 1 },
      { rating: 3.3, count: 3 },
    ],
    [
      'gives the first review its own rating',
      { rating: null, count: 0 },
      { kind: 'added', rating: 3 },
      { rating: 3, count: 1 },
    ],
    // Ratings 5, 4, 4 average 4.333…, shown as 4.3; adding a 1 gives 14 / 4 = 3.5.
    [
      'recovers the whole-number sum behind a rounded average',
      { rating: 4.3, count: 3 },
      { kind: 'added', rating: 1 },
      { rating: 3.5, count: 4 },
    ],
    [
      'edits a review: the average moves, the count stays',
      { rating: 4.3, count: 3 },
      { kind: 'edited', from: 4, to: 1 },
      { rating: 3.3, count: 3 },
    ],
    [
      'edits the only review',
      { rating: 2, count: 1 },
      { kind: 'edited', from: 2, to: 5 },
      { rating: 5, count: 1 },
    ],
    [
      'deletes a review from the average and the count',
      { rating: 4.3, count: 3 },
      { kind: 'deleted', rating: 5 },
      { rating: 4, count: 2 },
    ],
    [
      'deletes a low review from the average and the count',
      { rating: 3.7, count: 3 },
      { kind: 'deleted', rating: 2 },
      { rating: 4.5, count: 2 },
    ],
    [
      'leaves no rating when the last review is deleted',
      { rating: 4, count: 1 },
      { kind: 'deleted', rating: 4 },
      { rating: null, count: 0 },
    ],
    [
      'never goes below no reviews, even from a stale figure (delete)',
      { rating: null, count: 0 },
      { kind: 'deleted', rating: 4 },
      { rating: null, count: 0 },
    ],
    [
      'never goes below no reviews, even from a stale figure (edit)',
      { rating: null, count: 0 },
      { kind: 'edited', from: 2, to: 4 },
      { rating: 4, count: 1 },
    ],
    // 37 reviews shown as 4.1 sum to 150–153; with a 5 added that is 155–158 over 38: 4.1 every time.
    [
      'stays within a tenth of the exact average over many reviews',
      { rating: 4.1, count: 37 },
      { kind: 'added', rating: 5 },
      { rating: 4.1, count: 38 },
    ],
  ])('%s', (_, before, change, after) => {
    expect(ratingAfter(before, change)).toEqual(after);
  });
});
