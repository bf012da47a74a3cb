import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { notificationQueries } from '../api/notification-queries';

// The panel's list and actions load when someone means to open it (hover, focus or click), not with
// every page: the bell itself needs only the unread count.
const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationPanel })));

export const unreadText = (count: number) => `${count} unread notification${count === 1 ? '' : 's'}`;

/**
 * The bell: the unread count on a button that opens the latest notifications. The count is in the
 * button's name ('Notifications, 3 unread') and a change of it is announced politely (`announce`:
 * one bell on screen announces, when the sidebar and the header both show one). Opening moves focus
 * into the panel; Escape, a click outside or leaving it with Tab closes it, Escape returning focus to
 * the bell.
 */
export function NotificationBell({
  placement = 'below',
  announce = true,
  className = '',
}: {
  placement?: 'side' | 'below';
  announce?: boolean;
  className?: string;
}) {
  const latest = useQuery(notificationQueries.latest());
  const unread = latest.data?.unread_count ?? 0;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  // The panel may mount after its chunk arrives: it takes focus then.
  const focusPanel = (node: HTMLDivElement | null) => {
    panel.current = node;
    node?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !wrapper.current?.contains(document.activeElement)) return;
      // Handled: a drawer around the bell leaves this Escape alone.
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={wrapper}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="relative inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[0.6875rem] leading-5 font-semibold text-white ring-2 ring-white dark:ring-slate-900"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {announce && (
        <span role="status" aria-live="polite" className="sr-only">
          {latest.data ? unreadText(unread) : ''}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel ref={focusPanel} id={panelId} placement={placement} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
