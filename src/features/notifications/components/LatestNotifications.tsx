import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { extractErrorText } from '@/lib/errors';
import { LIST_NOTIFICATIONS_FALLBACK, notificationQueries } from '../api/notification-queries';
import { NotificationItems } from './NotificationItem';
import { SEE_ALL_LINK } from './NotificationPanel';

/** The dashboard's 'Latest notifications': the five newest, from the bell's own query. */
export function LatestNotifications() {
  const latest = useQuery(notificationQueries.latest());
  return (
    <Card
      title="Latest notifications"
      actions={
        <Link to="/notifications" className={SEE_ALL_LINK}>
          See all notifications
        </Link>
      }
    >
      {latest.isPending ? (
        <LoadingState>Loading notifications…</LoadingState>
      ) : latest.isError ? (
        <ErrorState
          message={extractErrorText(latest.error, LIST_NOTIFICATIONS_FALLBACK)}
          onRetry={() => void latest.refetch()}
        />
      ) : latest.data.rows.length === 0 ? (
        <EmptyState title="You're all caught up">New notifications will appear here.</EmptyState>
      ) : (
        <div className="-mx-5 -mb-5">
          <NotificationItems label="Latest notifications" notifications={latest.data.rows.slice(0, 5)} />
        </div>
      )}
    </Card>
  );
}
