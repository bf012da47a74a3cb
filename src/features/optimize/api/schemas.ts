/**
 * Savings opportunities, their comments and the board, as the API sends them. Money is in the
 * tenant's currency. Every list of opportunities carries the totals of the rows it selects (all
 * pages, not only the one sent): `count`, `value` = Σ savings_potential and `arr` = Σ arr.
 */
import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';
import { personSchema } from '@/lib/person';
import {
  OPPORTUNITY_LIST_MAX_TOP,
  opportunityOrderFieldSchema,
  opportunityStatusSchema,
  statusFilterSchema,
} from './list-words';

export * from './list-words';

/** The catalogue product an opportunity is about. */
export const opportunityAppSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type OpportunityApp = z.infer<typeof opportunityAppSchema>;

export const opportunitySchema = z.object({
  id: z.string(),
  title: z.string(),
  app: opportunityAppSchema,
  owner: z.nullable(personSchema),
  status: opportunityStatusSchema,
  /** Order within its status's column on the board, from 0. */
  position: z.number(),
  savings_potential: z.number(),
  arr: z.number(),
  /** `YYYY-MM-DD`. */
  due_date: z.nullable(z.string()),
  comment_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the caller may edit, move and delete it (client admins and the owner). */
  can_edit: z.boolean(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

/** The totals of a set of opportunities. */
export const totalsSchema = z.object({ count: z.number(), value: z.number(), arr: z.number() });
export type Totals = z.infer<typeof totalsSchema>;

export const opportunityListSchema = z.extend(listReply(opportunitySchema), {
  value: z.number(),
  arr: z.number(),
});
export type OpportunityList = z.infer<typeof opportunityListSchema>;

export const opportunityListQuerySchema = z.object({
  keyword: z.optional(z.string()),
  status: z.optional(statusFilterSchema),
  app: z.optional(z.string()),
  owner: z.optional(z.string()),
  order_by: z.optional(opportunityOrderFieldSchema),
  order: z.optional(z.enum(['asc', 'desc'])),
  skip: z.optional(z.number()),
  top: z.optional(z.number().check(z.maximum(OPPORTUNITY_LIST_MAX_TOP))),
});
export type OpportunityListQuery = z.infer<typeof opportunityListQuerySchema>;

/** One column of the board: its status's cards in order, with the column's totals. */
export const boardColumnSchema = z.extend(totalsSchema, {
  status: opportunityStatusSchema,
  cards: z.array(opportunitySchema),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/** `GET /opportunities/kanban/`: the five columns in board order, and the board's totals. */
export const boardSchema = z.extend(totalsSchema, { kanban: z.array(boardColumnSchema) });
export type Board = z.infer<typeof boardSchema>;

/** The apps and owners the tenant's opportunities have: the list's filter choices. */
export const opportunityFacetsSchema = z.object({
  apps: z.array(z.extend(opportunityAppSchema, { count: z.number() })),
  owners: z.array(z.extend(personSchema, { count: z.number() })),
});
export type OpportunityFacets = z.infer<typeof opportunityFacetsSchema>;

/** What create (`POST /opportunities/`) and edit (`PUT /opportunities/<id>/`) send. */
export const opportunityInputSchema = z.object({
  title: z.string(),
  app_id: z.string(),
  status: opportunityStatusSchema,
  savings_potential: z.number(),
  arr: z.number(),
  owner_id: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
});
export type OpportunityInput = z.infer<typeof opportunityInputSchema>;

export const opportunityReplySchema = z.object({
  opportunity: opportunitySchema,
  message: z.optional(z.string()),
});
export type OpportunityReply = z.infer<typeof opportunityReplySchema>;

/** `POST /opportunities/<id>/move/`: the new status and the place in that column, from 0. */
export const moveInputSchema = z.object({ status: opportunityStatusSchema, position: z.int() });
export type MoveInput = z.infer<typeof moveInputSchema>;

export const messageReplySchema = z.object({ message: z.optional(z.string()) });

export const commentSchema = z.object({
  id: z.string(),
  opportunity_id: z.string(),
  text: z.string(),
  author: personSchema,
  created_at: z.string(),
  /** Set once the author has edited it. */
  updated_at: z.nullable(z.string()),
  /** Whether the caller wrote it (only the author edits and deletes a comment). */
  mine: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = listReply(commentSchema);
export type CommentList = z.infer<typeof commentListSchema>;

export const commentReplySchema = z.object({ comment: commentSchema, message: z.optional(z.string()) });
export type CommentReply = z.infer<typeof commentReplySchema>;
