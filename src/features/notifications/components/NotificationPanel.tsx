import { useQuery } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/Button';
import { useMarkAllNotificationsReadMutation } from '../api/notification-mutations';
import { notificationQueries } from '../api/notification-queries';
import { LatestList, SeeAllLink } from './LatestNotifications';

/** 'Mark all as read', busy while it is sent and off when nothing is unread. */
export function MarkAllReadButton({ unread }: { unread: number }) {
  const markAll = useMarkAllNotificationsReadMutation();
  return (
    <Button
      variant="secondary"
      className="px-3 py-1.5 text-xs"
      disabled={unread === 0}
      busy={markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      <CheckCheck aria-hidden="true" className="size-4" />
      Mark all as read
    </Button>
  );
}

/**
 * The bell's panel: the latest ten notifications, 'Mark all as read' and 'See all'. A non-modal
 * dialog: it takes focus when it opens and Escape closes it (the bell sees to both).
 */
export function NotificationPanel({
  id,
  placement,
  onClose,
  ref,
}: {
  id: string;
  placement: 'side' | 'below';
  /** `refocus`: focus goes back to the bell (Escape), not when a link was followed. */
  onClose: (refocus: boolean) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const latest = useQuery(notificationQueries.latest());
  const headingId = `${id}-heading`;
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      className={`absolute z-50 w-[min(24rem,calc(100vw-5rem))] rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900 ${
        placement === 'side'
          ? 'top-0 left-full ml-2 max-xs:fixed max-xs:inset-x-3 max-xs:top-16 max-xs:ml-0 max-xs:w-auto'
          : 'top-full right-0 mt-2'
      }`}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <h2 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          Notifications
        </h2>
        <MarkAllReadButton unread={latest.data?.unread_count ?? 0} />
      </div>
      <div className="max-h-[min(28rem,70dvh)] overflow-y-auto">
        <LatestList stateClassName="p-3" onNavigate={() => onClose(false)} />
      </div>
      <div className="border-t border-slate-200 px-3 py-2 text-right dark:border-slate-800">
        <SeeAllLink onClick={() => onClose(false)}>See all</SeeAllLink>
      </div>
    </div>
  );
}
