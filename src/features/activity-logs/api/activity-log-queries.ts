import { pagedQuery } from '@/lib/api-query';
import { activityLogListSchema, ACTIVITY_LOG_FALLBACKS, type ActivityLogQuery } from './schemas';

export const activityLogQueries = {
  all: () => ['activity-logs'] as const,
  /** One server page; the previous page stays on screen while the next one loads. */
  list: (params: ActivityLogQuery) =>
    pagedQuery(
      [...activityLogQueries.all(), 'list'],
      params,
      'tenants/get_activity_logs/',
      activityLogListSchema,
      { fallback: ACTIVITY_LOG_FALLBACKS.list },
    ),
};
