import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/errors';
import { apiQuery, pagedQuery } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import {
  staffListSchema,
  USER_LIST_MAX_TOP,
  userListSchema,
  userRowSchema,
  type UserList,
  type UserListQuery,
} from './schemas';

/** Shown when a user read fails without a server message (the list's worded like the other lists'). */
export const USER_FALLBACKS = {
  list: 'Unable to list users. Please try again',
  detail: 'Unable to fetch user. Please try again',
  staff: 'Unable to list staff users. Please try again',
} as const;

function fetchPage(query: UserListQuery, signal: AbortSignal): Promise<UserList> {
  return request('get', 'users/', userListSchema, {
    signal,
    searchParams: query,
    fallback: USER_FALLBACKS.list,
  });
}

/** Pages of the whole list are retried on their own (5xx or no answer), so one bad call of ten does not restart all ten. */
async function fetchPageWithRetry(
  query: UserListQuery,
  signal: AbortSignal,
  attempts = 3,
): Promise<UserList> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchPage(query, signal);
    } catch (error) {
      const retryable = !(error instanceof ApiError) || error.status >= 500;
      if (!retryable || attempt >= attempts || signal.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
}

/**
 * Every user of the caller's tenant, for the manage page's client-side table: the first page of
 * USER_LIST_MAX_TOP (1,000) says how many there are, the rest are fetched in parallel. 10,000 users
 * are 10 calls and about 2.5 MB of JSON, after which search, filters and sorting never wait on the
 * network. Pages are ordered by creation time with the user id breaking ties, so they do not overlap.
 */
export async function fetchTenantUsers(signal: AbortSignal): Promise<UserList> {
  const base = { order_by: 'created_at', order: 'asc', top: USER_LIST_MAX_TOP } as const;
  const first = await fetchPageWithRetry({ ...base, skip: 0 }, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.count / USER_LIST_MAX_TOP) - 1 }, (_, i) =>
      fetchPageWithRetry({ ...base, skip: (i + 1) * USER_LIST_MAX_TOP }, signal),
    ),
  );
  const seen = new Set<string>();
  const rows = [first, ...rest]
    .flatMap((page) => page.rows)
    // A user added between two pages' calls could shift another into both: keep one of each.
    .filter((row) => !seen.has(row.user_id) && Boolean(seen.add(row.user_id)));
  return { rows, count: rows.length };
}

export const userQueries = {
  all: () => ['users'] as const,
  /** Every cached `{ rows, count }` of users: the admin pages and the tenant's whole list. */
  lists: () => [...userQueries.all(), 'list'] as const,
  /** One page of users; the previous page stays on screen while the next one loads. */
  list: (query: UserListQuery) =>
    pagedQuery(userQueries.lists(), query, 'users/', userListSchema, { fallback: USER_FALLBACKS.list }),
  /** The whole tenant (the manage page), filtered and sorted in the browser; see fetchTenantUsers. */
  tenantUsers: () =>
    queryOptions({
      queryKey: [...userQueries.lists(), 'tenant'] as const,
      queryFn: ({ signal }) => fetchTenantUsers(signal),
      staleTime: 60_000,
      // Each page already retried itself.
      retry: false,
      meta: { errorFallback: USER_FALLBACKS.list },
    }),
  detail: (userId: string) =>
    apiQuery([...userQueries.all(), 'detail', userId], recordPath('users/', userId), userRowSchema, {
      fallback: USER_FALLBACKS.detail,
    }),
  /** The people who run the caller's tenant (`GET /users/staff/`). */
  staff: () =>
    apiQuery([...userQueries.all(), 'staff'], 'users/staff/', staffListSchema, {
      fallback: USER_FALLBACKS.staff,
    }),
};
