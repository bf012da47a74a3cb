import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { extractErrorText } from '@/lib/errors';
import { LIST_NOTIFICATIONS_FALLBACK, notificationQueries } from '../api/notification-queries';
import { NotificationItems } from './NotificationItem';

export const SEE_ALL_LINK =
  'text-sm font-medium text-indigo-700 underline hover:text-indigo-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-100';

/**
 * The newest notifications (`limit` of the ten the bell reads) with the list's loading, error and
 * empty states: the bell's panel and the dashboard's card.
 */
export function LatestList({
  limit = 10,
  stateClassName = '',
  onNavigate,
}: {
  limit?: number;
  /** Spacing around a state (loading, error, empty) where the list itself runs edge to edge. */
  stateClassName?: string;
  onNavigate?: () => void;
}) {
  const latest = useQuery(notificationQueries.latest());
  if (latest.isSuccess && latest.data.rows.length > 0) {
    return (
      <NotificationItems
        label="Latest notifications"
        notifications={latest.data.rows.slice(0, limit)}
        onNavigate={onNavigate}
      />
    );
  }
  return (
    <div className={stateClassName}>
      {latest.isPending ? (
        <LoadingState>Loading notifications…</LoadingState>
      ) : latest.isError ? (
        <ErrorState
          message={extractErrorText(latest.error, LIST_NOTIFICATIONS_FALLBACK)}
          onRetry={() => void latest.refetch()}
        />
      ) : (
        <EmptyState title="You're all caught up">New notifications will appear here.</EmptyState>
      )}
    </div>
  );
}

/** The dashboard's 'Latest notifications': the five newest, from the bell's own query. */
export function LatestNotifications() {
  return (
    <Card
      title="Latest notifications"
      actions={
        <Link to="/notifications" className={SEE_ALL_LINK}>
          See all notifications
        </Link>
      }
    >
      <div className="-mx-5 -mb-5">
        <LatestList limit={5} stateClassName="px-5 pb-5" />
      </div>
    </Card>
  );
}
