/**
 * Query parameters of the calls whose app code builds its query from words rather than one schema.
 * Written with zod/mini like the app's own query schemas, so the generator reads both alike.
 */
import * as z from 'zod/mini';
import { activityOrderBySchema, activityPeriodSchema } from '@/features/activity-logs/api/schemas';
import { taskFilterSchema } from '@/features/tasks/api/schemas';
import { sortOrderSchema } from '@/lib/list-search';

const count = (min: number, max?: number) =>
  z.optional(z.int().check(z.minimum(min), ...(max === undefined ? [] : [z.maximum(max)])));

/** `skip` ≥ 0 and `top` from 1 to `maxTop` (no limit without one). */
export const paging = (maxTop?: number) => ({ skip: count(0), top: count(1, maxTop) });

/** A record id: a UUID of any version (the ids the API hands out). */
const uuid = () => z.guid();

/** The query of a call. */
export const query = <S extends z.core.$ZodShape>(shape: S) => z.object(shape);

export const QUERIES = {
  tasks: query({ filter: z.optional(taskFilterSchema), ...paging() }),
  notifications: query({ ...paging(100), is_read: z.optional(z.enum(['true', 'false'])) }),
  activityLogs: query({
    ...paging(500),
    period: z.optional(activityPeriodSchema),
    order: z.optional(sortOrderSchema),
    order_by: z.optional(activityOrderBySchema),
  }),
  activityDownload: query({ period: z.optional(activityPeriodSchema) }),
  namedRecords: query({ keyword: z.optional(z.string()), ...paging(1000) }),
  reviews: query(paging(100)),
  comments: query(paging(100)),
  uploads: query({ contract: uuid() }),
  renewals: query({ from: z.optional(z.iso.date()), months: count(1, 36) }),
  inactiveUsers: query({ days: z.optional(z.enum(['30', '60', '90'])) }),
  evidence: query(paging(500)),
  cardActivities: query(paging(500)),
  accountStatement: query({ from: z.optional(z.iso.date()), to: z.optional(z.iso.date()), ...paging(500) }),
  questions: query({ open: z.optional(z.enum(['true', 'false'])) }),
};
