import type * as z from 'zod/mini';
import { choiceParam, listSearch, orderParams, pageParams, pageSizes } from '@/lib/list-search';
import { ACTIVITY_ORDER_FIELDS, ACTIVITY_PERIODS, DEFAULT_ACTIVITY_PERIOD } from '../api/list-words';

/** Rows-per-page choices of the activity log. */
export const ACTIVITY_PAGE_SIZES = pageSizes([25, 50, 100], 25);

/**
 * The activity log page's URL search params (validateSearch): period, ordering, page (1-based) and
 * page size, so a view can be shared and Back/Forward walk through the changes. A missing value takes
 * the default (newest first over 30 days, 25 a page), and so does an invalid one (a mangled link
 * still opens the page); defaults are left out of the URL.
 */
export const { schema: activityLogSearchSchema, defaults: ACTIVITY_LOG_SEARCH_DEFAULTS } = listSearch({
  period: choiceParam(ACTIVITY_PERIODS, DEFAULT_ACTIVITY_PERIOD),
  ...orderParams(ACTIVITY_ORDER_FIELDS, 'time', 'desc'),
  ...pageParams(ACTIVITY_PAGE_SIZES),
});
export type ActivityLogSearch = z.output<typeof activityLogSearchSchema>;
