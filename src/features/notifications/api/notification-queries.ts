import { pagedQuery } from '@/lib/api-query';
import type { NotificationFilter } from './list-words';
import { notificationListSchema } from './schemas';

export const NOTIFICATION_FALLBACKS = { list: 'Unable to load notifications. Please try again' } as const;

/** One page of a notification list: which ones, rows skipped, rows a page. */
export interface NotificationListQuery {
  filter: NotificationFilter;
  skip: number;
  top: number;
}

/** The bell's panel and the dashboard read the same first page. */
export const LATEST_NOTIFICATIONS: NotificationListQuery = { filter: 'all', skip: 0, top: 10 };

/** `GET /notifications/`'s parameters: `is_read` narrows unless every notification is asked for. */
function listOptions({ filter, skip, top }: NotificationListQuery) {
  const is_read = filter === 'all' ? undefined : filter === 'read';
  return { searchParams: { skip, top, is_read }, fallback: NOTIFICATION_FALLBACKS.list };
}

/**
 * Notifications' reads. Every cached page of every list sits under `lists()`, and each carries the
 * caller's unread count, so one write reaches every place a notification or the count shows.
 */
export const notificationQueries = {
  all: () => ['notifications'] as const,
  lists: () => [...notificationQueries.all(), 'list'] as const,
  list: (query: NotificationListQuery) =>
    pagedQuery(
      notificationQueries.lists(),
      query,
      'notifications/',
      notificationListSchema,
      listOptions(query),
    ),
  /** The newest ten: the bell's panel, its count and the dashboard's latest. */
  latest: () => notificationQueries.list(LATEST_NOTIFICATIONS),
};
