/**
 * Reviews of a product: public to read (`GET /items/<id>/reviews/`, newest first, with the average
 * and count over all of them; a bearer token, when sent, adds the caller's own review as `mine`),
 * one per person per product to write (`POST` again edits it), and `PUT`/`DELETE
 * …/reviews/<review_id>/` for the author only (404 for anyone else). Every write replies the
 * product's new average and count.
 */
import { ITEM_LIST_MAX_TOP, reviewInputSchema } from '@/features/reach/api/schemas';
import { reviewFormRules } from '@/features/reach/model/form-rules';
import { validateForm } from '@/lib/validation';
import { catalogueIndex, ratingOf, reviews, type Account, type ReviewRecord } from '../db';
import { authed, ID, idParam, open } from '../http/handler';
import { byCreatedAt, pageOf, parseListQuery } from '../http/list';
import { recordThenBody } from '../http/record-body';
import { fieldErrors, json, notFound, type FieldErrors } from '../http/replies';
import { reviewOf } from './reach-views';

export const RATING_OUT_OF_RANGE = 'Rating must be between 1 and 5.';

const REVIEW_ID = idParam('review_id');

/** The form's rules (Rating required; Review 10–2,000 characters) and a whole rating from 1 to 5. */
/** The caller's own review at `/items/<id>/reviews/<review_id>/`; anyone else's does not exist for them. */
function ownReviewAt(params: Record<string, string>, user: Account): ReviewRecord | undefined {
  return reviews.findFirst((q) =>
    q.where((r) => r.id === params.review_id && r.product_id === params.id && r.user_id === user.user_id),
  );
}

function reviewErrors(values: { rating: number; text: string }): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(validateForm(values, reviewFormRules))) {
    if (typeof message === 'string') errors[field] = [message];
  }
  if (!errors.rating && !(Number.isInteger(values.rating) && values.rating >= 1 && values.rating <= 5)) {
    errors.rating = [RATING_OUT_OF_RANGE];
  }
  return errors;
}

function ownReview(productId: string, userId: string): ReviewRecord | undefined {
  return reviews.findFirst((q) => q.where((r) => r.product_id === productId && r.user_id === userId));
}

/** The review's new state with the product's average and count. */
function writeReply(
  productId: string,
  extra: Record<string, unknown>,
  message: string,
  status = 200,
): Response {
  const { rating, count } = ratingOf(productId);
  return json({ ...extra, rating, count, message }, status);
}

async function editReview(
  record: ReviewRecord,
  values: { rating: number; text: string },
): Promise<ReviewRecord> {
  const updated = await reviews.update((q) => q.where((r) => r.id === record.id), {
    data(row) {
      row.rating = values.rating;
      row.text = values.text.trim();
      row.updated_at = new Date().toISOString();
    },
  });
  return updated!;
}

function authorOf(account: Account): ReviewRecord['author'] {
  const { user_id, first_name, last_name, avatar } = account;
  return { user_id, first_name, last_name, avatar };
}

export const reviewHandlers = [
  open.get(`/items/${ID}/reviews/`, { optionalAuth: true }, ({ params, query, caller }) => {
    const product = catalogueIndex().productById.get(params.id!);
    if (!product) return notFound();
    const list = parseListQuery(query, {
      orderBy: ['created_at'],
      defaultOrderBy: 'created_at',
      defaultOrder: 'desc',
      defaultTop: 10,
      maxTop: ITEM_LIST_MAX_TOP,
    });
    if (!list.ok) return list.response;
    const rows = reviews
      .findMany((q) => q.where((r) => r.product_id === product.id))
      .sort(byCreatedAt(list.query.order));
    const mine = caller ? ownReview(product.id, caller.account.user_id) : undefined;
    return json({
      rows: pageOf(rows, list.query).map(reviewOf),
      count: rows.length,
      rating: ratingOf(product.id).rating,
      mine: mine ? reviewOf(mine) : null,
    });
  }),

  authed.post(`/items/${ID}/reviews/`, { body: 'object' }, async ({ params, body: raw, user }) => {
    const found = recordThenBody(catalogueIndex().productById.get(params.id!), reviewInputSchema, raw);
    if (!found.ok) return found.response;
    const { record: product, body } = found.value;
    const errors = reviewErrors(body);
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const existing = ownReview(product.id, user.user_id);
    if (existing) {
      const edited = await editReview(existing, body);
      return writeReply(product.id, { review: reviewOf(edited) }, 'Your review has been updated.');
    }
    const now = new Date().toISOString();
    const created = await reviews.create({
      id: crypto.randomUUID(),
      product_id: product.id,
      user_id: user.user_id,
      rating: body.rating,
      text: body.text.trim(),
      author: authorOf(user),
      created_at: now,
      updated_at: now,
    });
    return writeReply(product.id, { review: reviewOf(created) }, 'Your review has been posted.', 201);
  }),

  authed.put(
    `/items/${ID}/reviews/${REVIEW_ID}/`,
    { body: 'object' },
    async ({ params, body: raw, user }) => {
      const found = recordThenBody(ownReviewAt(params, user), reviewInputSchema, raw);
      if (!found.ok) return found.response;
      const { record, body } = found.value;
      const errors = reviewErrors(body);
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      const edited = await editReview(record, body);
      return writeReply(record.product_id, { review: reviewOf(edited) }, 'Your review has been updated.');
    },
  ),

  authed.delete(`/items/${ID}/reviews/${REVIEW_ID}/`, {}, ({ params, user }) => {
    const record = ownReviewAt(params, user);
    if (!record) return notFound();
    reviews.delete((q) => q.where((r) => r.id === record.id));
    return writeReply(record.product_id, {}, 'Your review has been deleted.');
  }),
];
