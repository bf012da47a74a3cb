/**
 * The catalogue (items with their vendors and categories), each person's stack, stack requests and
 * reviews, as the API sends them. An item is a catalogue product seen by the caller: `in_stack` is
 * the in-stack marker when the product is in the caller's stack, `'pending'` while the caller's
 * request for it waits, and `false` otherwise; `request` carries the caller's latest open or
 * rejected request (so a rejection's reason can be shown after `in_stack` went back to false).
 */
import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';
import { personSchema } from '@/lib/person';
import { words } from '@/lib/words';
import { ITEM_LIST_MAX_TOP, itemOrderFieldSchema } from './list-words';

export * from './list-words';

/** The marker `in_stack` holds when the product is in the caller's stack. */
export const IN_STACK = 'in_stack';

export const { values: PRICING_MODELS, schema: pricingModelSchema } = words(
  'free freemium per_seat usage_based flat_rate quote',
);
export type PricingModel = z.infer<typeof pricingModelSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Catalogue products (not retired) in the category. */
  item_count: z.number(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = listReply(categorySchema);
export type CategoryList = z.infer<typeof categoryListSchema>;

export const vendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string(),
  item_count: z.number(),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorListSchema = listReply(vendorSchema);
export type VendorList = z.infer<typeof vendorListSchema>;

/** A catalogue product: what is the same for everyone. */
export const productSchema = z.object({
  id: z.string(),
  /** The name in kebab case: `/product/<slug>`. */
  slug: z.string(),
  name: z.string(),
  vendor: z.object({ id: z.string(), name: z.string() }),
  category: z.object({ id: z.string(), name: z.string() }),
  description: z.string(),
  pricing_model: pricingModelSchema,
  /** Absolute URL of the product's site. */
  website: z.string(),
  /** Average review rating (1–5, one decimal), null without reviews. */
  rating: z.nullable(z.number()),
  review_count: z.number(),
  /** Retired products leave the catalogue but stay, marked, in the stacks that hold them. */
  is_retired: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const requestStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export { personSchema, type Person } from '@/lib/person';

/** A request for a product to join the requester's stack. Approved requests leave the request lists. */
export const stackRequestSchema = z.object({
  id: z.string(),
  product: productSchema,
  status: requestStatusSchema,
  /** Why the requester wants it (10–500 characters). */
  reason: z.string(),
  /** Why a client admin refused it; null unless rejected. */
  rejection_reason: z.nullable(z.string()),
  requested_by: personSchema,
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type StackRequest = z.infer<typeof stackRequestSchema>;
export const stackRequestListSchema = listReply(stackRequestSchema);
export type StackRequestList = z.infer<typeof stackRequestListSchema>;

/** The caller's latest request for an item, as the item carries it. */
export const itemRequestSchema = z.object({
  id: z.string(),
  status: requestStatusSchema,
  reason: z.string(),
  rejection_reason: z.nullable(z.string()),
});
export type ItemRequest = z.infer<typeof itemRequestSchema>;

export const inStackSchema = z.union([z.literal(IN_STACK), z.literal('pending'), z.literal(false)]);
export type InStack = z.infer<typeof inStackSchema>;

/** A catalogue product as the caller sees it (anonymous callers and super admins: never in a stack). */
export const itemSchema = z.object({
  id: z.string(),
  in_stack: inStackSchema,
  /** The caller's stack entry for the product (for removal), null when not in the stack. */
  stack_id: z.nullable(z.string()),
  request: z.nullable(itemRequestSchema),
  product: productSchema,
});
export type Item = z.infer<typeof itemSchema>;
export const itemListSchema = listReply(itemSchema);
export type ItemList = z.infer<typeof itemListSchema>;

/** `GET /items/<slug>/`: the item and up to six other products of its category. */
export const itemDetailSchema = z.object({
  item: itemSchema,
  alternatives: z.array(productSchema),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** A product in the caller's stack. */
export const stackEntrySchema = z.object({
  id: z.string(),
  product: productSchema,
  added_at: z.string(),
});
export type StackEntry = z.infer<typeof stackEntrySchema>;
export const stackListSchema = listReply(stackEntrySchema);
export type StackList = z.infer<typeof stackListSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  /** 1–5. */
  rating: z.number(),
  /** 10–2,000 characters. */
  text: z.string(),
  author: z.object({
    user_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    avatar: z.nullable(z.string()),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * `GET /items/<id>/reviews/`: newest first, with the average and count over all of them. `mine` is
 * the caller's own review wherever it falls in the list (null signed out or without one), so the
 * form can offer to edit it.
 */
export const reviewListSchema = z.extend(listReply(reviewSchema), {
  rating: z.nullable(z.number()),
  mine: z.optional(z.nullable(reviewSchema)),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

// ---- queries -------------------------------------------------------------------------------------

/**
 * `GET /items/` query. `category` and `vendor` are ids; `include_retired` is honoured for super
 * admins only (Manage Apps lists retired products too, marked).
 */
export const itemListQuerySchema = z.object({
  keyword: z.optional(z.string()),
  category: z.optional(z.string()),
  vendor: z.optional(z.string()),
  order: z.optional(z.enum(['asc', 'desc'])),
  order_by: z.optional(itemOrderFieldSchema),
  skip: z.optional(z.int().check(z.minimum(0))),
  top: z.optional(z.int().check(z.minimum(1), z.maximum(ITEM_LIST_MAX_TOP))),
  include_retired: z.optional(z.boolean()),
});
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;

/** `GET /stack/`: the caller's stack, by name. */
export const stackListQuerySchema = z.object({
  keyword: z.optional(z.string()),
  skip: z.optional(z.int().check(z.minimum(0))),
  top: z.optional(z.int().check(z.minimum(1), z.maximum(ITEM_LIST_MAX_TOP))),
});
export type StackListQuery = z.infer<typeof stackListQuerySchema>;

/**
 * `GET /stack_requests/`: `scope=mine` (default) the caller's own pending and rejected requests;
 * `scope=tenant` (client admins) every pending request of the tenant. Newest first.
 */
export const stackRequestListQuerySchema = z.object({
  scope: z.optional(z.enum(['mine', 'tenant'])),
  keyword: z.optional(z.string()),
  skip: z.optional(z.int().check(z.minimum(0))),
  top: z.optional(z.int().check(z.minimum(1), z.maximum(ITEM_LIST_MAX_TOP))),
});
export type StackRequestListQuery = z.infer<typeof stackRequestListQuerySchema>;

// ---- writes --------------------------------------------------------------------------------------

/** `POST /stack/`: client admins and buyers add a product to their own stack. */
export const addToStackInputSchema = z.object({ product_id: z.string() });
export type AddToStackInput = z.infer<typeof addToStackInputSchema>;

/** `POST /stack_requests/`: anyone else asks for it, with a reason of 10–500 characters. */
export const stackRequestInputSchema = z.object({ product_id: z.string(), reason: z.string() });
export type StackRequestInput = z.infer<typeof stackRequestInputSchema>;

/** `POST /stack_requests/<id>/reject/`: a client admin refuses, with a reason of 10–500 characters. */
export const rejectRequestInputSchema = z.object({ reason: z.string() });
export type RejectRequestInput = z.infer<typeof rejectRequestInputSchema>;

/** `POST /items/<id>/reviews/` (creates, or edits the caller's existing review) and `PUT …/reviews/<id>/`. */
export const reviewInputSchema = z.object({ rating: z.number(), text: z.string() });
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** `POST /items/` and `PUT /items/<id>/` (super admin). `is_retired: false` on PUT restores a retired product. */
export const productInputSchema = z.object({
  name: z.string(),
  vendor_id: z.string(),
  category_id: z.string(),
  website: z.string(),
  description: z.string(),
  pricing_model: pricingModelSchema,
  is_retired: z.optional(z.boolean()),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const vendorInputSchema = z.object({ name: z.string(), website: z.string() });
export type VendorInput = z.infer<typeof vendorInputSchema>;
export const categoryInputSchema = z.object({ name: z.string() });
export type CategoryInput = z.infer<typeof categoryInputSchema>;

// ---- replies -------------------------------------------------------------------------------------

const message = z.optional(z.string());
export const messageReplySchema = z.object({ message });
export const stackEntryReplySchema = z.object({ stack: stackEntrySchema, message });
export const stackRequestReplySchema = z.object({ request: stackRequestSchema, message });
/** Approval: the request as decided and the requester's new stack entry. */
export const approveReplySchema = z.object({ request: stackRequestSchema, stack: stackEntrySchema, message });
/** A review write: the review and the product's new average and count. */
export const reviewReplySchema = z.object({
  review: reviewSchema,
  rating: z.nullable(z.number()),
  count: z.number(),
  message,
});
export const reviewDeleteReplySchema = z.object({
  rating: z.nullable(z.number()),
  count: z.number(),
  message,
});
export const itemReplySchema = z.object({ item: itemSchema, message });
export const vendorReplySchema = z.object({ vendor: vendorSchema, message });
export const categoryReplySchema = z.object({ category: categorySchema, message });
