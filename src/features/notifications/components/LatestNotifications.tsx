import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListStatus } from '@/components/table/ListStatus';
import { Card } from '@/components/ui/Card';
import { extractErrorText } from '@/lib/errors';
import { NOTIFICATION_FALLBACKS, notificationQueries } from '../api/notification-queries';
import { NotificationItems } from './NotificationItem';

const SEE_ALL_LINK =
  'text-sm font-medium text-indigo-700 underline hover:text-indigo-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300 dark:hover:text-indigo-100';

/** The link to the notifications page, under the bell's panel and on the dashboard's card. */
export function SeeAllLink({ children, onClick }: { children: ReactNode; onClick?: () => void }) {
  return (
    <Link to="/notifications" className={SEE_ALL_LINK} onClick={onClick}>
      {children}
    </Link>
  );
}

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
  const rows = latest.data?.rows ?? [];
  return (
    <div className={latest.isSuccess && rows.length > 0 ? undefined : stateClassName}>
      <ListStatus
        error={
          latest.isError && {
            title: 'Something went wrong',
            message: extractErrorText(latest.error, NOTIFICATION_FALLBACKS.list),
            onRetry: () => void latest.refetch(),
          }
        }
        loading={latest.isPending && 'Loading notifications…'}
        empty={
          rows.length === 0 && {
            title: "You're all caught up",
            description: 'New notifications will appear here.',
          }
        }
      >
        {() => (
          <NotificationItems
            label="Latest notifications"
            notifications={rows.slice(0, limit)}
            onNavigate={onNavigate}
          />
        )}
      </ListStatus>
    </div>
  );
}

/** The dashboard's 'Latest notifications': the five newest, from the bell's own query. */
export function LatestNotifications() {
  return (
    <Card title="Latest notifications" actions={<SeeAllLink>See all notifications</SeeAllLink>}>
      <div className="-mx-5 -mb-5">
        <LatestList limit={5} stateClassName="px-5 pb-5" />
      </div>
    </Card>
  );
}
