import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { activityLogListSchema, FETCH_ACTIVITY_LOGS_FALLBACK, type ActivityLogQuery } from './schemas';

export const activityLogQueries = {
  all: () => ['activity-logs'] as const,
  /** One server page; the previous page stays on screen while the next one loads. */
  list: (params: ActivityLogQuery) =>
    queryOptions({
      queryKey: [...activityLogQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) =>
        request('get', 'tenants/get_activity_logs/', activityLogListSchema, {
          signal,
          searchParams: { ...params },
          fallback: FETCH_ACTIVITY_LOGS_FALLBACK,
        }),
      placeholderData: keepPreviousData,
      meta: { errorFallback: FETCH_ACTIVITY_LOGS_FALLBACK },
    }),
};
