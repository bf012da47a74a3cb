import { Check } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { PathLink } from '@/components/ui/PathLink';
import { formatDate, formatTimeAgo } from '@/lib/format';
import { LazySurveyQuestion } from '@/features/surveys';
import { useMarkNotificationReadMutation } from '../api/notification-mutations';
import type { Notification } from '../api/schemas';
import { KindIcon } from './kind-icons';

/**
 * One notification: its kind's icon, title (a link to what it is about when the user may open it),
 * text and age, and 'Mark as read' while unread. Unread ones are bold, marked by a dot and say so to
 * assistive technology: not by colour alone.
 */
export function NotificationItem({
  notification,
  onNavigate,
  asks = false,
}: {
  notification: Notification;
  /** Called when its link is followed (the panel closes). */
  onNavigate?: () => void;
  /** Shows the survey question it carries, to answer here. */
  asks?: boolean;
}) {
  const markRead = useMarkNotificationReadMutation();
  const row = useRef<HTMLLIElement>(null);
  const unread = !notification.is_read;
  return (
    <li
      ref={row}
      // Takes the focus of its 'Mark as read' button, which goes away once the row is read, so a
      // keyboard user stays in the list (and Escape still closes the panel).
      tabIndex={-1}
      data-unread={unread || undefined}
      className={`flex items-start gap-3 px-3 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset ${unread ? 'bg-indigo-50/60 dark:bg-indigo-950/40' : ''}`}
    >
      <span className="relative mt-0.5 shrink-0 text-slate-600 dark:text-slate-300">
        <KindIcon kind={notification.kind} className="size-5" />
        {unread && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 size-2.5 rounded-full bg-indigo-600 ring-2 ring-white dark:bg-indigo-400 dark:ring-slate-900"
          />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p
          className={`text-sm ${unread ? 'font-semibold text-slate-900 dark:text-white' : 'font-normal text-slate-700 dark:text-slate-200'}`}
        >
          {unread && <span className="sr-only">Unread: </span>}
          {notification.link ? (
            <PathLink href={notification.link} onNavigate={onNavigate}>
              {notification.title}
            </PathLink>
          ) : (
            notification.title
          )}
        </p>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{notification.text}</p>
        {asks && notification.survey_question_id && (
          <div className="mt-2">
            <LazySurveyQuestion questionId={notification.survey_question_id} />
          </div>
        )}
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          <time dateTime={notification.created_at} title={formatDate(notification.created_at)}>
            {formatTimeAgo(notification.created_at)}
          </time>
        </p>
      </div>
      {unread && (
        <Button
          variant="ghost"
          className="shrink-0 px-2 py-1 text-xs"
          aria-label={`Mark as read: ${notification.title}`}
          onClick={(event) => {
            if (event.currentTarget === document.activeElement) row.current?.focus();
            markRead.mutate(notification.id);
          }}
        >
          <Check aria-hidden="true" className="size-4" />
          <span aria-hidden="true">Mark as read</span>
        </Button>
      )}
    </li>
  );
}

/**
 * The notifications that show their survey question: of those carrying the same question (it and its
 * reminders), the newest, so a list asks each question once.
 */
export function askingIds(notifications: readonly Notification[]): ReadonlySet<string> {
  const asked = new Set<string>();
  const ids = new Set<string>();
  for (const notification of notifications) {
    const question = notification.kind === 'survey_question' ? notification.survey_question_id : null;
    if (!question || asked.has(question)) continue;
    asked.add(question);
    ids.add(notification.id);
  }
  return ids;
}

/** A list of notifications, newest first. */
export function NotificationItems({
  notifications,
  label,
  onNavigate,
}: {
  notifications: readonly Notification[];
  label: string;
  onNavigate?: () => void;
}) {
  const asking = askingIds(notifications);
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 dark:divide-slate-800">
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onNavigate={onNavigate}
          asks={asking.has(notification.id)}
        />
      ))}
    </ul>
  );
}
