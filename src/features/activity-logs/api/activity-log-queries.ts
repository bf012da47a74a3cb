import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import { activityLogListSchema, ACTIVITY_LOG_FALLBACKS, type ActivityLogQuery } from './schemas';

export const activityLogQueries = {
  all: () => ['activity-logs'] as const,
  /** One server page; the previous page stays on screen while the next one loads. */
  list: (params: ActivityLogQuery) =>
    queryOptions({
      queryKey: [...activityLogQueries.all(), 'list', params] as const,
      ...apiGet('tenants/get_activity_logs/', activityLogListSchema, {
        searchParams: { ...params },
        fallback: ACTIVITY_LOG_FALLBACKS.list,
      }),
      placeholderData: keepPreviousData,
    }),
};
