import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ListStatus, NoRows, Pagination, queryError, useListPage } from '@/components/table';
import { SegmentedChoice } from '@/components/ui/SegmentedChoice';
import { NOTIFICATION_FILTERS, type NotificationFilter } from '../api/list-words';
import { NOTIFICATION_FALLBACKS, notificationQueries } from '../api/notification-queries';
import { NOTIFICATION_LIST_PAGE, notificationListQueryOf } from '../model/notification-search';
import { NotificationItems } from './NotificationItem';
import { MarkAllReadButton } from './NotificationPanel';

const routeApi = getRouteApi('/_signedIn/_client/notifications');

const FILTER_LABELS: Record<NotificationFilter, string> = { all: 'All', unread: 'Unread', read: 'Read' };

const EMPTY: Record<NotificationFilter, { title: string; description: string }> = {
  all: { title: 'No notifications yet', description: 'What needs your attention will appear here.' },
  unread: { title: "You're all caught up", description: 'Nothing is waiting to be read.' },
  read: { title: 'Nothing read yet', description: 'Notifications you have read will appear here.' },
};

/**
 * Every notification, newest first, a page at a time: All, Unread or Read (in the URL), each with its
 * 'Mark as read', and 'Mark all as read'.
 */
export function NotificationsPage() {
  const search = routeApi.useSearch();
  const list = useQuery(notificationQueries.list(notificationListQueryOf(search)));
  const listPage = useListPage({ search, navigate: routeApi.useNavigate(), list, ...NOTIFICATION_LIST_PAGE });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedChoice
          legend="Show notifications"
          options={NOTIFICATION_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          {...listPage.filterOf('filter')}
        />
        <MarkAllReadButton unread={list.data?.unread_count ?? 0} />
      </div>
      <ListStatus
        error={queryError(list, 'Notifications could not be loaded', NOTIFICATION_FALLBACKS.list)}
        loading={!list.data && 'Loading notifications…'}
        empty={list.data?.count === 0 && EMPTY[search.filter]}
      >
        {() => (
          <div aria-busy={listPage.busy || undefined}>
            {list.data && list.data.rows.length > 0 ? (
              <div className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
                <NotificationItems label="Notifications" notifications={list.data.rows} />
              </div>
            ) : (
              <NoRows noun="notifications" count={list.data?.count} {...listPage.noRows} />
            )}
            <Pagination
              label="Notifications pages"
              shown={list.data?.rows.length ?? 0}
              count={list.data?.count ?? 0}
              pageSizes={listPage.paging.sizes}
              {...listPage.paging}
            />
          </div>
        )}
      </ListStatus>
    </div>
  );
}
