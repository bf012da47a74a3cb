/**
 * Stacks and stack requests. A stack entry says one person uses one product; a request asks a
 * client admin of the requester's tenant for one. Approved requests are kept (with their decision)
 * but leave every request list; a new request replaces the requester's rejected one.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { requestStatusSchema } from '@/features/reach/api/schemas';

export const stackEntryRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  tenant_id: z.string(),
  product_id: z.string(),
  added_at: z.string(),
});
export type StackEntryRecord = z.infer<typeof stackEntryRecordSchema>;

export const stackRequestRecordSchema = z.object({
  id: z.string(),
  /** The requester. */
  user_id: z.string(),
  tenant_id: z.string(),
  product_id: z.string(),
  status: requestStatusSchema,
  reason: z.string(),
  rejection_reason: z.nullable(z.string()),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type StackRequestRecord = z.infer<typeof stackRequestRecordSchema>;

export const stackEntries = new Collection({ schema: stackEntryRecordSchema });
export const stackRequests = new Collection({ schema: stackRequestRecordSchema });
