/**
 * Marking notifications read. Both marks are optimistic wherever a notification or the unread count
 * shows (every cached page of every list, the bell's count with them): the row reads as read, an
 * unread list lets it go and the count drops before the server answers; a refusal puts everything
 * back and shows the server's reason. The reply's `unread_count` settles the count, the other tabs
 * hear of it, and the lists are read again once the last mark in flight settles.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { applyOptimisticUpdates, invalidateWhenLastSettles } from '@/lib/optimistic';
import { applyRead, tellOtherTabs } from '../live/cross-tab';
import {
  isUnreadInCache,
  markReadInList,
  queryOfKey,
  replaceInList,
  updateNotificationLists,
  withUnreadCount,
} from '../model/notification-cache';
import { notificationQueries } from './notification-queries';
import { markAllReadReplySchema, markReadReplySchema, type NotificationList } from './schemas';

export const NOTIFICATION_WRITE_FALLBACKS = {
  markRead: 'Unable to mark the notification as read. Please try again',
  markAllRead: 'Unable to mark the notifications as read. Please try again',
} as const;

/** Every notification write carries this key: the lists are read again when the last one settles. */
export const NOTIFICATION_MUTATION_KEY = ['notifications'] as const;

/**
 * A mark's mutation: its key, its path and reply, the unread count its optimistic update leaves on a
 * list, and what its reply settles. A refusal rolls the update back; the lists are read again once
 * the last notification write settles.
 */
function useMarkMutation<V, R>(
  name: string,
  fallback: string,
  post: (variables: V) => Promise<R>,
  optimistic: (variables: V) => { ids: string[] | null; unreadCount: (list: NotificationList) => number },
  settled: (queryClient: QueryClient, reply: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...NOTIFICATION_MUTATION_KEY, name],
    meta: { errorFallback: fallback },
    mutationFn: post,
    onMutate: (variables: V) => {
      const { ids, unreadCount } = optimistic(variables);
      return applyOptimisticUpdates(queryClient, [
        {
          queryKey: notificationQueries.lists(),
          update: (list: NotificationList, queryKey) =>
            markReadInList(list, queryOfKey(queryKey), ids, unreadCount(list)),
        },
      ]);
    },
    onSuccess: (reply) => settled(queryClient, reply),
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () =>
      void invalidateWhenLastSettles(queryClient, NOTIFICATION_MUTATION_KEY, [notificationQueries.all()]),
  });
}

/** Marks one notification read (its id). */
export function useMarkNotificationReadMutation() {
  const queryClient = useQueryClient();
  return useMarkMutation(
    'read',
    NOTIFICATION_WRITE_FALLBACKS.markRead,
    (id: string) =>
      request('post', recordPath('notifications/', id, 'read'), markReadReplySchema, {
        fallback: NOTIFICATION_WRITE_FALLBACKS.markRead,
      }),
    (id) => {
      const wasUnread = isUnreadInCache(queryClient, notificationQueries.lists(), id);
      return {
        ids: [id],
        unreadCount: (list) => (wasUnread ? Math.max(0, list.unread_count - 1) : list.unread_count),
      };
    },
    (client, reply) => {
      updateNotificationLists(client, notificationQueries.lists(), (list) =>
        withUnreadCount(replaceInList(list, reply.notification), reply.unread_count),
      );
      tellOtherTabs({ ids: [reply.notification.id], unread_count: reply.unread_count });
    },
  );
}

/** Marks every notification read. */
export function useMarkAllNotificationsReadMutation() {
  return useMarkMutation(
    'read_all',
    NOTIFICATION_WRITE_FALLBACKS.markAllRead,
    () =>
      request('post', 'notifications/read_all/', markAllReadReplySchema, {
        fallback: NOTIFICATION_WRITE_FALLBACKS.markAllRead,
      }),
    () => ({ ids: null, unreadCount: () => 0 }),
    (client, reply) => {
      applyRead(client, null, reply.unread_count);
      tellOtherTabs({ ids: null, unread_count: reply.unread_count });
    },
  );
}
