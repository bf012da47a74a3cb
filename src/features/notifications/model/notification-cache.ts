import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NotificationListQuery } from '../api/notification-queries';
import type { Notification, NotificationList } from '../api/schemas';

// Pure changes of one cached list page, shared by the optimistic marks, the socket's pushes and
// other tabs' news. Each takes the page's query (from its key) and the caller's unread count after it.

/** The list query a cached page's key ends with. */
export const queryOfKey = (queryKey: QueryKey) => queryKey[queryKey.length - 1] as NotificationListQuery;

export function withUnreadCount(list: NotificationList, unreadCount: number): NotificationList {
  return list.unread_count === unreadCount ? list : { ...list, unread_count: unreadCount };
}

/** `ids` (null: every one) marked read: an unread list lets them go, the others show them read. */
export function markReadInList(
  list: NotificationList,
  query: NotificationListQuery,
  ids: readonly string[] | null,
  unreadCount: number,
): NotificationList {
  const marked = (row: Notification) => ids === null || ids.includes(row.id);
  if (query.filter === 'unread') {
    const rows = list.rows.filter((row) => !marked(row));
    const count = ids === null ? 0 : Math.max(0, list.count - (list.rows.length - rows.length));
    return { rows, count, unread_count: unreadCount };
  }
  return {
    ...list,
    rows: list.rows.map((row) => (marked(row) && !row.is_read ? { ...row, is_read: true } : row)),
    unread_count: unreadCount,
  };
}

/**
 * A new notification: first on the first page of each list it belongs to (the page keeps its size),
 * one more in that list's count. A notification the page already holds is not added again.
 */
export function addToList(
  list: NotificationList,
  query: NotificationListQuery,
  notification: Notification,
  unreadCount: number,
): NotificationList {
  const belongs = query.filter === 'all' || (query.filter === 'unread') === !notification.is_read;
  if (!belongs || list.rows.some((row) => row.id === notification.id)) {
    return withUnreadCount(list, unreadCount);
  }
  return {
    rows: query.skip === 0 ? [notification, ...list.rows].slice(0, query.top) : list.rows,
    count: list.count + 1,
    unread_count: unreadCount,
  };
}

/** A notification as the server now has it, in place in every page that shows it. */
export function replaceInList(list: NotificationList, notification: Notification): NotificationList {
  if (!list.rows.some((row) => row.id === notification.id)) return list;
  return { ...list, rows: list.rows.map((row) => (row.id === notification.id ? notification : row)) };
}

/** Runs `change` over every cached list page (outside an optimistic write: a push, another tab). */
export function updateNotificationLists(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (list: NotificationList, query: NotificationListQuery) => NotificationList,
): void {
  for (const [key, list] of queryClient.getQueriesData<NotificationList>({ queryKey })) {
    if (list) queryClient.setQueryData(key, change(list, queryOfKey(key)));
  }
}

/** Whether any cached page shows `id` unread. */
export function isUnreadInCache(queryClient: QueryClient, queryKey: QueryKey, id: string): boolean {
  return queryClient
    .getQueriesData<NotificationList>({ queryKey })
    .some(([, list]) => list?.rows.some((row) => row.id === id && !row.is_read));
}
