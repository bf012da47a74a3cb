import * as z from 'zod/mini';
import { words } from '@/lib/words';

// The query's vocabulary, apart from the payload schemas: the route's search validation needs only
// these, and keeping them small keeps them out of the way of the entry chunk.

/** Periods the activity log can show, counted back from the start of today (UTC). Default: 30 days. */
export const { values: ACTIVITY_PERIODS, schema: activityPeriodSchema } = words('7d 30d 90d');
export type ActivityPeriod = z.infer<typeof activityPeriodSchema>;
export const DEFAULT_ACTIVITY_PERIOD: ActivityPeriod = '30d';

export const PERIOD_DAYS: Readonly<Record<ActivityPeriod, number>> = { '7d': 7, '30d': 30, '90d': 90 };
export const PERIOD_LABELS: Readonly<Record<ActivityPeriod, string>> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

/** Columns the server can order by (`order_by`); ties are broken by time, newest first. */
export const { values: ACTIVITY_ORDER_FIELDS, schema: activityOrderBySchema } = words(
  'time actor action target ip_address',
);
export type ActivityOrderBy = z.infer<typeof activityOrderBySchema>;

export type { SortOrder } from '@/lib/list-search';
