/**
 * The notifications page's state in the URL (`/notifications`): which ones (`?filter=unread`) and the
 * page. Defaults stay out of the URL; a value that does not parse falls back to its default.
 */
import type * as z from 'zod/mini';
import { choiceParam, listSearch, pageParams, pageSizes } from '@/lib/list-search';
import { NOTIFICATION_FILTERS } from '../api/list-words';

export const NOTIFICATION_PAGE_SIZES = pageSizes([10, 25, 50], 25);

export const { schema: notificationSearchSchema, defaults: NOTIFICATION_SEARCH_DEFAULTS } = listSearch({
  filter: choiceParam(NOTIFICATION_FILTERS, 'all'),
  ...pageParams(NOTIFICATION_PAGE_SIZES),
});
export type NotificationSearch = z.output<typeof notificationSearchSchema>;

/** What `useListPage` keeps fixed for this list: its one filter, the defaults and the page sizes. */
export const NOTIFICATION_LIST_PAGE = {
  filters: ['filter'],
  defaults: NOTIFICATION_SEARCH_DEFAULTS,
  sizes: NOTIFICATION_PAGE_SIZES,
} as const;

/** The list page the search asks for. */
export function notificationListQueryOf(search: NotificationSearch) {
  return { filter: search.filter, skip: (search.page - 1) * search.size, top: search.size };
}
