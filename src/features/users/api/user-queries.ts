import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { userListSchema, type UserListQuery } from './schemas';

/** Shown when listing users fails without a server message (the seed's wording for lists). */
export const LIST_USERS_FALLBACK = 'Unable to list users. Please try again';

export const userQueries = {
  all: () => ['users'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  /** One page of users; the previous page stays on screen while the next one loads. */
  list: (query: UserListQuery) =>
    queryOptions({
      queryKey: [...userQueries.lists(), query] as const,
      queryFn: ({ signal }) =>
        request('get', 'users/', userListSchema, {
          signal,
          searchParams: query,
          fallback: LIST_USERS_FALLBACK,
        }),
      placeholderData: keepPreviousData,
      meta: { errorFallback: LIST_USERS_FALLBACK },
    }),
};
