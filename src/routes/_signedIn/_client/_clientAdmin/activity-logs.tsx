import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { activityLogQueries } from '@/features/activity-logs/api/activity-log-queries';
import { ActivityLogsPage } from '@/features/activity-logs/components/ActivityLogsPage';
import { ACTIVITY_LOG_SEARCH_DEFAULTS, activityLogSearchSchema } from '@/features/activity-logs/model/search';
import { queryFromSearch } from '@/features/activity-logs/model/list-query';

export const Route = createFileRoute('/_signedIn/_client/_clientAdmin/activity-logs')({
  // Period, order, page and page size live in the URL; default values are left out of it.
  validateSearch: activityLogSearchSchema,
  search: { middlewares: [stripSearchParams(ACTIVITY_LOG_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // Starts the page's request alongside the route chunk; not awaited, so the table shows its
  // skeleton (or the previous page) instead of the full-screen loader.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(activityLogQueries.list(queryFromSearch(deps)));
  },
  component: ActivityLogsPage,
});
