import * as z from 'zod/mini';
import type { ActivityLogQuery } from './api/schemas';
import {
  activityOrderBySchema,
  activityPeriodSchema,
  DEFAULT_ACTIVITY_PERIOD,
  sortOrderSchema,
} from './api/fields';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The page's state when the URL says nothing; these values are left out of the URL. */
export const ACTIVITY_LOG_SEARCH_DEFAULTS = {
  period: DEFAULT_ACTIVITY_PERIOD,
  order_by: 'time',
  order: 'desc',
  page: 1,
  size: 25,
} as const;

/**
 * The activity log page's URL search params (validateSearch): period, ordering, page (1-based) and
 * page size, so a view can be shared and Back/Forward walk through the changes. A missing value takes
 * the default, and so does an invalid one (a mangled link still opens the page).
 */
export const activityLogSearchSchema = z.object({
  period: z.catch(
    z._default(activityPeriodSchema, ACTIVITY_LOG_SEARCH_DEFAULTS.period),
    ACTIVITY_LOG_SEARCH_DEFAULTS.period,
  ),
  order_by: z.catch(
    z._default(activityOrderBySchema, ACTIVITY_LOG_SEARCH_DEFAULTS.order_by),
    ACTIVITY_LOG_SEARCH_DEFAULTS.order_by,
  ),
  order: z.catch(
    z._default(sortOrderSchema, ACTIVITY_LOG_SEARCH_DEFAULTS.order),
    ACTIVITY_LOG_SEARCH_DEFAULTS.order,
  ),
  page: z.catch(
    z._default(z.int().check(z.minimum(1)), ACTIVITY_LOG_SEARCH_DEFAULTS.page),
    ACTIVITY_LOG_SEARCH_DEFAULTS.page,
  ),
  size: z.catch(
    z._default(z.literal(PAGE_SIZES), ACTIVITY_LOG_SEARCH_DEFAULTS.size),
    ACTIVITY_LOG_SEARCH_DEFAULTS.size,
  ),
});

export type ActivityLogSearch = z.output<typeof activityLogSearchSchema>;

/** The API query for a page of the URL state. */
export function queryFromSearch(search: ActivityLogSearch): ActivityLogQuery {
  return {
    period: search.period,
    order_by: search.order_by,
    order: search.order,
    skip: (search.page - 1) * search.size,
    top: search.size,
  };
}
