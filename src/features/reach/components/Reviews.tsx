import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListStatus, queryError } from '@/components/table/ListStatus';
import { Pagination } from '@/components/table/Pagination';
import { formatDate } from '@/lib/format';
import { fullName } from '@/lib/person';
import { REACH_FALLBACKS, reachQueries, REVIEW_PAGE_SIZE } from '../api/reach-queries';
import { isPlaceholderReview, myReview } from '../api/review-mutations';
import type { Product, Review } from '../api/schemas';
import { RatingSummary, Stars } from './RatingStars';
import { ReviewForm } from './ReviewForm';
import { SignInPrompt } from './SignInPrompt';
import { useViewer } from './viewer';

function authorName({ author }: Review): string {
  return fullName(author) || 'A Stackwise user';
}

function ReviewEntry({ review, mine }: { review: Review; mine: boolean }) {
  const edited = review.updated_at.slice(0, 10) !== review.created_at.slice(0, 10);
  return (
    <li className="py-4">
      <article aria-label={`Review by ${mine ? 'you' : authorName(review)}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-medium text-slate-900 dark:text-white">
            {authorName(review)}
            {mine && <span className="font-normal text-slate-600 dark:text-slate-300"> (you)</span>}
          </p>
          <p className="flex items-center gap-2">
            <span className="sr-only">Rated {review.rating} out of 5</span>
            <Stars rating={review.rating} size="sm" />
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {isPlaceholderReview(review) ? (
              'Posting…'
            ) : (
              <>
                <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
                {edited && ' · edited'}
              </>
            )}
          </p>
        </div>
        <p className="mt-2 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">
          {review.text}
        </p>
      </article>
    </li>
  );
}

/**
 * A product's reviews: the average and count, my review's form (signed in; the super admin does not
 * review), or a way to sign in, and the reviews themselves, newest first, a page at a time.
 */
export function Reviews({ product, signInSearch }: { product: Product; signInSearch: { redirect: string } }) {
  const viewer = useViewer();
  const [skip, setSkip] = useState(0);
  const page = useQuery(reachQueries.reviewList(product.id, { skip }));
  // My review is looked up on the first page (the server names it there wherever it sits).
  const firstPage = useQuery({ ...reachQueries.reviewList(product.id, { skip: 0 }), enabled: viewer.canAct });
  const mine = viewer.canAct ? myReview(firstPage.data, viewer.userId) : null;
  const list = page.data;

  return (
    <section aria-labelledby="reviews-heading" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          Reviews
        </h2>
        <RatingSummary rating={product.rating} count={product.review_count} />
      </div>

      {viewer.canAct && mine !== undefined && (
        <ReviewForm productId={product.id} productName={product.name} mine={mine} />
      )}
      <SignInPrompt signInSearch={signInSearch} link="Sign in to write a review">
        of {product.name}.
      </SignInPrompt>

      <ListStatus
        error={queryError(page, 'Reviews could not be loaded', REACH_FALLBACKS.reviewList)}
        loading={page.isPending && 'Loading reviews…'}
        empty={
          list?.count === 0 && {
            title: 'No reviews yet',
            description: viewer.canAct ? `Be the first to review ${product.name}.` : undefined,
          }
        }
      >
        {() =>
          list && (
            <div>
              <ul
                aria-label={`Reviews of ${product.name}`}
                className="divide-y divide-slate-200 dark:divide-slate-700"
              >
                {list.rows.map((review) => (
                  <ReviewEntry
                    key={review.id}
                    review={review}
                    mine={Boolean(viewer.userId) && review.author.user_id === viewer.userId}
                  />
                ))}
              </ul>
              {list.count > REVIEW_PAGE_SIZE && (
                <Pagination
                  label="Review pages"
                  skip={skip}
                  top={REVIEW_PAGE_SIZE}
                  shown={list.rows.length}
                  count={list.count}
                  onChange={(next) => setSkip(next.skip)}
                />
              )}
            </div>
          )
        }
      </ListStatus>
    </section>
  );
}
