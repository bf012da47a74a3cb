import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { notificationQueries } from '@/features/notifications/api/notification-queries';
import { NotificationsPage } from '@/features/notifications/components/NotificationsPage';
import {
  NOTIFICATION_SEARCH_DEFAULTS,
  notificationListQueryOf,
  notificationSearchSchema,
} from '@/features/notifications/model/notification-search';

/**
 * Every notification of the signed-in user. The filter and the page live in the URL; the loader
 * starts the page's rows without holding the page back, which shows its own progress.
 */
export const Route = createFileRoute('/_signedIn/_client/notifications')({
  validateSearch: notificationSearchSchema,
  search: { middlewares: [stripSearchParams(NOTIFICATION_SEARCH_DEFAULTS)] },
  staticData: { title: 'Notifications' },
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(
      notificationQueries.list(notificationListQueryOf(notificationSearchSchema.parse(location.search))),
    );
  },
  component: () => (
    <>
      <PageHeader title="Notifications" description="What happened in your SaaS stack that needs you." />
      <NotificationsPage />
    </>
  ),
});
