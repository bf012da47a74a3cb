/**
 * Writing, editing and deleting my review of a product. Each is optimistic: the product's review
 * pages and its average rating and review count, wherever a cached list or product page shows the
 * product, move before the server answers (the arithmetic is in model/review-average.ts); the
 * server's figures replace them when it does, and a refusal puts everything back. Saving is silent
 * (the review form shows a refusal beside its fields); a refused delete shows the server's reason in
 * a toast. Reach's lists are read again once the last Reach write in flight has settled.
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { applyOptimisticUpdates, invalidateWhenLastSettles, type OptimisticWrite } from '@/lib/optimistic';
import { useSessionStore } from '@/stores/session';
import { ratingAfter, type RatingSummary, type ReviewChange } from '../model/review-average';
import { reachQueries, REVIEW_PAGE_SIZE } from './reach-queries';
import {
  reviewDeleteReplySchema,
  reviewReplySchema,
  type ItemDetail,
  type ItemList,
  type Product,
  type Review,
  type ReviewInput,
  type ReviewList,
  type StackList,
  type StackRequestList,
} from './schemas';
import { REACH_MUTATION_KEY } from './stack-mutations';

export const REVIEW_WRITE_FALLBACKS = {
  save: 'Unable to save your review. Please try again',
  delete: 'Unable to delete your review. Please try again',
} as const;

/** The id a new review shows under until the server has created it: nothing can act on it yet. */
const PLACEHOLDER_REVIEW_ID = 'pending-review';

export function isPlaceholderReview(review: Pick<Review, 'id'> | null | undefined): boolean {
  return review?.id === PLACEHOLDER_REVIEW_ID;
}

/**
 * My review among a page of reviews: the reply's `mine` when the server sends it, else the page's
 * row written by me; null when I have none there, undefined while the page is not loaded.
 */
export function myReview(
  list: ReviewList | undefined,
  userId: string | undefined,
): Review | null | undefined {
  if (!list) return undefined;
  if (list.mine !== undefined) return list.mine;
  if (!userId) return null;
  return list.rows.find((review) => review.author.user_id === userId) ?? null;
}

// ---- cache writes ---------------------------------------------------------------------------------

type SummaryUpdate = (summary: RatingSummary) => RatingSummary;

function patchProduct<P extends Product>(product: P, productId: string, update: SummaryUpdate): P {
  if (product.id !== productId) return product;
  const next = update({ rating: product.rating, count: product.review_count });
  return { ...product, rating: next.rating, review_count: next.count };
}

function patchRows<R extends { product: Product }>(
  rows: readonly R[],
  productId: string,
  update: SummaryUpdate,
): R[] | null {
  if (!rows.some((row) => row.product.id === productId)) return null;
  return rows.map((row) => ({ ...row, product: patchProduct(row.product, productId, update) }));
}

/** The product's average and count in every cached catalogue page, product page, stack and request list. */
function productWrites(productId: string, update: SummaryUpdate): OptimisticWrite<unknown>[] {
  const inRows = <L extends { rows: { product: Product }[] }>(list: L): L => {
    const rows = patchRows(list.rows, productId, update);
    return rows ? { ...list, rows } : list;
  };
  return [
    { queryKey: reachQueries.itemLists(), update: (list: ItemList) => inRows(list) },
    {
      queryKey: reachQueries.itemDetails(),
      update: (detail: ItemDetail): ItemDetail => {
        const shown =
          detail.item.product.id === productId ||
          detail.alternatives.some((product) => product.id === productId);
        if (!shown) return detail;
        return {
          item: { ...detail.item, product: patchProduct(detail.item.product, productId, update) },
          alternatives: detail.alternatives.map((product) => patchProduct(product, productId, update)),
        };
      },
    },
    { queryKey: reachQueries.stackLists(), update: (list: StackList) => inRows(list) },
    { queryKey: reachQueries.requestLists(), update: (list: StackRequestList) => inRows(list) },
  ] as OptimisticWrite<unknown>[];
}

/** Which page of reviews a cached list is (its query key ends with `{ skip, top }`). */
function pageOf(queryKey: QueryKey): { skip: number; top: number } {
  const page = queryKey[queryKey.length - 1] as { skip?: number; top?: number } | undefined;
  return { skip: page?.skip ?? 0, top: page?.top ?? REVIEW_PAGE_SIZE };
}

function withSummary(list: ReviewList, summary: RatingSummary): ReviewList {
  return { ...list, rating: summary.rating, count: summary.count };
}

/** Every cached page of the product's reviews: my review placed or removed, the figures moved. */
function reviewListWrite(
  productId: string,
  update: (list: ReviewList, page: { skip: number; top: number }) => ReviewList,
): OptimisticWrite<unknown> {
  return {
    queryKey: reachQueries.reviewLists(productId),
    update: (list: ReviewList, key: QueryKey) => update(list, pageOf(key)),
  } as OptimisticWrite<unknown>;
}

/**
 * My saved review in a page: in place of the one it replaces; a new one (`insert`) goes first on
 * the first page (newest first), pushing that page's last row out.
 */
function placeReview(
  list: ReviewList,
  page: { skip: number; top: number },
  review: Review,
  replaces: readonly string[],
  insert: boolean,
): Review[] {
  const at = list.rows.findIndex((row) => replaces.includes(row.id));
  if (at >= 0) {
    return list.rows
      .map((row, index) => (index === at ? review : row))
      .filter((row, index) => index === at || !replaces.includes(row.id));
  }
  return insert && page.skip === 0 ? [review, ...list.rows].slice(0, page.top) : list.rows;
}

/** Writes the server's records without a snapshot (the call succeeded). */
function writeNow(queryClient: QueryClient, writes: readonly OptimisticWrite<unknown>[]): void {
  for (const { queryKey, update } of writes) {
    for (const [key, data] of queryClient.getQueriesData({ queryKey })) {
      if (data !== undefined) queryClient.setQueryData(key, update(data, key));
    }
  }
}

const exactly =
  (summary: RatingSummary): SummaryUpdate =>
  () =>
    summary;

/**
 * Reads the product's reviews and Reach's lists again once no other Reach write is in flight. The
 * write does not wait for these reads: the form is free again as soon as the server has answered.
 */
function refreshWhenIdle(queryClient: QueryClient, productId: string): void {
  void invalidateWhenLastSettles(queryClient, REACH_MUTATION_KEY, [
    reachQueries.reviewLists(productId),
    reachQueries.itemDetails(),
    reachQueries.itemLists(),
    reachQueries.stackLists(),
    reachQueries.requestLists(),
  ]);
}

function useAuthor(): Review['author'] {
  const user = useSessionStore((state) => state.identity.user);
  return {
    user_id: user?.user_id ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    avatar: user?.avatar ?? null,
  };
}

// ---- hooks ----------------------------------------------------------------------------------------

const reviewsPath = (productId: string, reviewId?: string) =>
  `items/${encodeURIComponent(productId)}/reviews/${reviewId ? `${encodeURIComponent(reviewId)}/` : ''}`;

export interface SaveReviewVariables {
  productId: string;
  /**
   * My review as the page knows it: saving edits it (`PUT`). Without one the review is created
   * (`POST`, which edits an earlier review of mine the page had not seen).
   */
  previous: Review | null;
  input: ReviewInput;
}

/** Saves my review (rating 1–5 and text); the review form shows a refusal beside its fields. */
export function useSaveReviewMutation() {
  const queryClient = useQueryClient();
  const author = useAuthor();
  return useMutation({
    mutationKey: REACH_MUTATION_KEY,
    mutationFn: ({ productId, previous, input }: SaveReviewVariables) =>
      previous && !isPlaceholderReview(previous)
        ? request('put', reviewsPath(productId, previous.id), reviewReplySchema, {
            json: input,
            fallback: REVIEW_WRITE_FALLBACKS.save,
          })
        : request('post', reviewsPath(productId), reviewReplySchema, {
            json: input,
            fallback: REVIEW_WRITE_FALLBACKS.save,
          }),
    meta: { errorFallback: REVIEW_WRITE_FALLBACKS.save, silentError: true },
    onMutate: ({ productId, previous, input }) => {
      const now = new Date().toISOString();
      const change: ReviewChange = previous
        ? { kind: 'edited', from: previous.rating, to: input.rating }
        : { kind: 'added', rating: input.rating };
      const review: Review = previous
        ? { ...previous, ...input, updated_at: now }
        : { id: PLACEHOLDER_REVIEW_ID, ...input, author, created_at: now, updated_at: now };
      const moved: SummaryUpdate = (summary) => ratingAfter(summary, change);
      return applyOptimisticUpdates(queryClient, [
        reviewListWrite(productId, (list, page) => ({
          ...withSummary(list, moved(list)),
          rows: placeReview(list, page, review, previous ? [previous.id] : [], !previous),
          mine: review,
        })),
        ...productWrites(productId, moved),
      ]);
    },
    onSuccess: (reply, { productId, previous }) => {
      const summary = { rating: reply.rating, count: reply.count };
      const replaces = [PLACEHOLDER_REVIEW_ID, reply.review.id, ...(previous ? [previous.id] : [])];
      writeNow(queryClient, [
        reviewListWrite(productId, (list, page) => ({
          ...withSummary(list, summary),
          rows: placeReview(list, page, reply.review, replaces, !previous),
          mine: reply.review,
        })),
        ...productWrites(productId, exactly(summary)),
      ]);
      notifySuccess(reply);
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: (_reply, _error, { productId }) => refreshWhenIdle(queryClient, productId),
  });
}

export interface DeleteReviewVariables {
  productId: string;
  review: Review;
}

/** Deletes my review; a refusal puts it back and shows the server's reason in a toast. */
export function useDeleteReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REACH_MUTATION_KEY,
    mutationFn: ({ productId, review }: DeleteReviewVariables) =>
      request('delete', reviewsPath(productId, review.id), reviewDeleteReplySchema, {
        fallback: REVIEW_WRITE_FALLBACKS.delete,
      }),
    meta: { errorFallback: REVIEW_WRITE_FALLBACKS.delete },
    onMutate: ({ productId, review }) => {
      const moved: SummaryUpdate = (summary) =>
        ratingAfter(summary, { kind: 'deleted', rating: review.rating });
      return applyOptimisticUpdates(queryClient, [
        reviewListWrite(productId, (list) => ({
          ...withSummary(list, moved(list)),
          rows: list.rows.filter((row) => row.id !== review.id),
          mine: null,
        })),
        ...productWrites(productId, moved),
      ]);
    },
    onSuccess: (reply, { productId }) => {
      const summary = { rating: reply.rating, count: reply.count };
      writeNow(queryClient, [
        reviewListWrite(productId, (list) => withSummary(list, summary)),
        ...productWrites(productId, exactly(summary)),
      ]);
      notifySuccess(reply);
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: (_reply, _error, { productId }) => refreshWhenIdle(queryClient, productId),
  });
}
