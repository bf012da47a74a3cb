/**
 * The e-mails of the tenant's users, for the preview's duplicate check: every page of `GET /users/`
 * at the largest page size (USER_LIST_MAX_TOP), the pages after the first fetched together.
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { USER_FALLBACKS, userQueries } from '../../api/user-queries';
import { USER_LIST_MAX_TOP, userListSchema } from '../../api/schemas';

async function fetchPage(skip: number, signal: AbortSignal) {
  return request('get', 'users/', userListSchema, {
    signal,
    searchParams: { skip, top: USER_LIST_MAX_TOP, order_by: 'created_at', order: 'asc' },
    fallback: USER_FALLBACKS.list,
  });
}

export async function fetchExistingEmails(signal: AbortSignal): Promise<string[]> {
  const first = await fetchPage(0, signal);
  const emails = first.rows.map((row) => row.email);
  const skips: number[] = [];
  for (let skip = USER_LIST_MAX_TOP; skip < first.count; skip += USER_LIST_MAX_TOP) skips.push(skip);
  const pages = await Promise.all(skips.map((skip) => fetchPage(skip, signal)));
  for (const page of pages) for (const row of page.rows) emails.push(row.email);
  return emails;
}

export const existingUsersQueries = {
  /** Under ['users'], so every users mutation (and the import) marks it stale. */
  emails: () =>
    queryOptions({
      queryKey: [...userQueries.all(), 'import', 'emails'] as const,
      queryFn: ({ signal }) => fetchExistingEmails(signal),
      // Loaded when the dialog opens and reused when the rows are checked; every users mutation and
      // every import invalidates ['users'], so it is never older than the last change made here.
      staleTime: 5 * 60_000,
      meta: { errorFallback: USER_FALLBACKS.list },
    }),
};
