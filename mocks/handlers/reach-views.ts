/**
 * How catalogue records look to a caller: products with their vendor, category and rating; items
 * with the caller's in-stack state; stack entries, requests and reviews in the API's shapes. The
 * catalogue, stack and review routes all answer through these, so an item reads the same everywhere.
 */
import {
  IN_STACK,
  type InStack,
  type Item,
  type Product,
  type Review,
  type StackEntry,
  type StackRequest,
} from '@/features/reach/api/schemas';
import {
  catalogueIndex,
  findAccountById,
  NO_RATING,
  productDescription,
  ratingOf,
  stackEntries,
  stackRequests,
  type Account,
  type ProductRecord,
  type RatingStats,
  type ReviewRecord,
  type StackEntryRecord,
  type StackRequestRecord,
} from '../db';
import { detail } from '../http/replies';

/** A product's average and count; lists pass the map of every product's, single replies count one. */
export type Ratings = (productId: string) => RatingStats;

export const ratingsFrom =
  (map: ReadonlyMap<string, RatingStats>): Ratings =>
  (id) =>
    map.get(id) ?? NO_RATING;

export const ratingsOne: Ratings = (id) => ratingOf(id);

export function productOf(record: ProductRecord, ratings: Ratings = ratingsOne): Product {
  const index = catalogueIndex();
  const vendor = index.vendorById.get(record.vendor_id);
  const category = index.categoryById.get(record.category_id);
  const { rating, count } = ratings(record.id);
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    vendor: { id: record.vendor_id, name: vendor?.name ?? '' },
    category: { id: record.category_id, name: category?.name ?? '' },
    description: productDescription(record),
    pricing_model: record.pricing_model,
    website: record.website,
    rating,
    review_count: count,
    is_retired: record.is_retired,
  };
}

/** What the caller holds: their stack entries and their latest open or rejected request, per product. */
export interface CallerState {
  stack: ReadonlyMap<string, StackEntryRecord>;
  requests: ReadonlyMap<string, StackRequestRecord>;
}

const NOBODY: CallerState = { stack: new Map(), requests: new Map() };

/** Anonymous callers and the super admin (no tenant, so no stack) hold nothing. */
export function callerState(caller: Account | null): CallerState {
  if (!caller?.tenant_id) return NOBODY;
  const { user_id, tenant_id } = caller;
  const stack = new Map(
    stackEntries
      .findMany((q) => q.where((e) => e.user_id === user_id && e.tenant_id === tenant_id))
      .map((e) => [e.product_id, e]),
  );
  const requests = new Map<string, StackRequestRecord>();
  for (const request of stackRequests.findMany((q) =>
    q.where((r) => r.user_id === user_id && r.tenant_id === tenant_id && r.status !== 'approved'),
  )) {
    const known = requests.get(request.product_id);
    if (!known || known.created_at < request.created_at) requests.set(request.product_id, request);
  }
  return { stack, requests };
}

export function itemOf(record: ProductRecord, state: CallerState, ratings: Ratings = ratingsOne): Item {
  const entry = state.stack.get(record.id);
  // A product in the stack has no open question left: its request (if any) was approved with it.
  const request = entry ? undefined : state.requests.get(record.id);
  const inStack: InStack = entry ? IN_STACK : request?.status === 'pending' ? 'pending' : false;
  return {
    id: record.id,
    in_stack: inStack,
    stack_id: entry?.id ?? null,
    request: request
      ? {
          id: request.id,
          status: request.status,
          reason: request.reason,
          rejection_reason: request.rejection_reason,
        }
      : null,
    product: productOf(record, ratings),
  };
}

/** The product of a stack entry, request or review; they never outlive it (products are retired, not removed). */
export function productRecordOf(productId: string): ProductRecord {
  const record = catalogueIndex().productById.get(productId);
  if (!record) throw new Error(`mock data: no product ${productId}`);
  return record;
}

export function stackEntryOf(entry: StackEntryRecord, ratings: Ratings = ratingsOne): StackEntry {
  return {
    id: entry.id,
    product: productOf(productRecordOf(entry.product_id), ratings),
    added_at: entry.added_at,
  };
}

export function stackRequestOf(record: StackRequestRecord, ratings: Ratings = ratingsOne): StackRequest {
  const requester = findAccountById(record.user_id);
  return {
    id: record.id,
    product: productOf(productRecordOf(record.product_id), ratings),
    status: record.status,
    reason: record.reason,
    rejection_reason: record.rejection_reason,
    requested_by: {
      user_id: record.user_id,
      first_name: requester?.first_name ?? '',
      last_name: requester?.last_name ?? '',
      email: requester?.email ?? '',
      avatar: requester?.avatar ?? null,
    },
    created_at: record.created_at,
    decided_at: record.decided_at,
  };
}

/** A review with its author's current name where the author has an account here. */
export function reviewOf(record: ReviewRecord): Review {
  const account = findAccountById(record.user_id);
  const author = account
    ? {
        user_id: account.user_id,
        first_name: account.first_name,
        last_name: account.last_name,
        avatar: account.avatar,
      }
    : record.author;
  const { id, rating, text, created_at, updated_at } = record;
  return { id, rating, text, author, created_at, updated_at };
}

export const SELECT_VALID_CHOICE = 'Select a valid choice.';

/** A retired product cannot be added, requested or approved. */
export const retiredReply = (product: Pick<ProductRecord, 'name'>): Response =>
  detail(400, `${product.name} has been retired from the catalogue.`);
