import { queryOptions } from '@tanstack/react-query';
import { fetchLoginActivities, GoogleApiError } from './reports-api';

/** How many of the most recent login events the /test page lists (as Google's quickstart does). */
export const ACTIVITY_PAGE_SIZE = 10;

export const directoryReportQueries = {
  all: () => ['directory-reports'] as const,
  /** Keyed by the access token: a new authorisation is a new list, a sign-out drops it. */
  loginActivities: (accessToken: string) =>
    queryOptions({
      queryKey: [...directoryReportQueries.all(), 'login', accessToken] as const,
      queryFn: ({ signal }) => fetchLoginActivities(accessToken, { maxResults: ACTIVITY_PAGE_SIZE, signal }),
      // Google's 4xx are final (401: authorise again); its 5xx and network failures get two retries.
      retry: (failureCount, error) =>
        !(error instanceof GoogleApiError && error.status < 500) && failureCount < 2,
      staleTime: 0,
      gcTime: 0,
      // The consent popup moves the focus; coming back must not fire another call.
      refetchOnWindowFocus: false,
    }),
};
