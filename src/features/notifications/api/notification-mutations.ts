/**
 * Marking notifications read. Both marks are optimistic wherever a notification or the unread count
 * shows (every cached page of every list, the bell's count with them): the row reads as read, an
 * unread list lets it go and the count drops before the server answers; a refusal puts everything
 * back and shows the server's reason. The reply's `unread_count` settles the count, the other tabs
 * hear of it, and the lists are read again once the last mark in flight settles.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export const MARK_READ_FALLBACK = 'Unable to mark the notification as read. Please try again';
export const MARK_ALL_READ_FALLBACK = 'Unable to mark the notifications as read. Please try again';

/** Every notification write carries this key: the lists are read again when the last one settles. */
export const NOTIFICATION_MUTATION_KEY = ['notifications'] as const;

function useSettle() {
  const queryClient = useQueryClient();
  return () =>
    void invalidateWhenLastSettles(queryClient, NOTIFICATION_MUTATION_KEY, [notificationQueries.all()]);
}

/** Marks one notification read (its id). */
export function useMarkNotificationReadMutation() {
  const queryClient = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationKey: [...NOTIFICATION_MUTATION_KEY, 'read'],
    meta: { errorFallback: MARK_READ_FALLBACK },
    mutationFn: (id: string) =>
      request('post', `notifications/${encodeURIComponent(id)}/read/`, markReadReplySchema, {
        fallback: MARK_READ_FALLBACK,
      }),
    onMutate: (id) => {
      const wasUnread = isUnreadInCache(queryClient, notificationQueries.lists(), id);
      return applyOptimisticUpdates(queryClient, [
        {
          queryKey: notificationQueries.lists(),
          update: (list: NotificationList, queryKey) =>
            markReadInList(
              list,
              queryOfKey(queryKey),
              [id],
              wasUnread ? Math.max(0, list.unread_count - 1) : list.unread_count,
            ),
        },
      ]);
    },
    onSuccess: (reply) => {
      updateNotificationLists(queryClient, notificationQueries.lists(), (list) =>
        withUnreadCount(replaceInList(list, reply.notification), reply.unread_count),
      );
      tellOtherTabs({ ids: [reply.notification.id], unread_count: reply.unread_count });
    },
    onError: (_error, _id, context) => context?.rollback(),
    onSettled: settle,
  });
}

/** Marks every notification read. */
export function useMarkAllNotificationsReadMutation() {
  const queryClient = useQueryClient();
  const settle = useSettle();
  return useMutation({
    mutationKey: [...NOTIFICATION_MUTATION_KEY, 'read_all'],
    meta: { errorFallback: MARK_ALL_READ_FALLBACK },
    mutationFn: () =>
      request('post', 'notifications/read_all/', markAllReadReplySchema, {
        fallback: MARK_ALL_READ_FALLBACK,
      }),
    onMutate: () =>
      applyOptimisticUpdates(queryClient, [
        {
          queryKey: notificationQueries.lists(),
          update: (list: NotificationList, queryKey) => markReadInList(list, queryOfKey(queryKey), null, 0),
        },
      ]),
    onSuccess: (reply) => {
      applyRead(queryClient, null, reply.unread_count);
      tellOtherTabs({ ids: null, unread_count: reply.unread_count });
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: settle,
  });
}
