import type { QueryClient } from '@tanstack/react-query';
import { notificationQueries } from '../api/notification-queries';
import { markReadInList, updateNotificationLists } from '../model/notification-cache';

/** Tabs of one browser tell each other what was read here, so every bell agrees at once. */
export const NOTIFICATIONS_CHANNEL = 'stackwise:notifications';

export interface ReadNews {
  type: 'read';
  /** null: every notification. */
  ids: string[] | null;
  unread_count: number;
}

const channelSupported = () => typeof BroadcastChannel !== 'undefined';

/** What was read here and the count after it, for the other tabs (nothing without BroadcastChannel). */
export function tellOtherTabs(news: Omit<ReadNews, 'type'>): void {
  if (!channelSupported()) return;
  const channel = new BroadcastChannel(NOTIFICATIONS_CHANNEL);
  channel.postMessage({ type: 'read', ...news } satisfies ReadNews);
  channel.close();
}

/** Marks read in this tab's caches what another tab read; returns the stop. */
export function listenToOtherTabs(queryClient: QueryClient): () => void {
  if (!channelSupported()) return () => undefined;
  const channel = new BroadcastChannel(NOTIFICATIONS_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<ReadNews>) => {
    if (data?.type !== 'read' || typeof data.unread_count !== 'number') return;
    applyRead(queryClient, data.ids, data.unread_count);
  };
  return () => channel.close();
}

/** `ids` (null: all) read and the caller's unread count, in every cached list page. */
export function applyRead(
  queryClient: QueryClient,
  ids: readonly string[] | null,
  unreadCount: number,
): void {
  updateNotificationLists(queryClient, notificationQueries.lists(), (list, query) =>
    markReadInList(list, query, ids, unreadCount),
  );
}
