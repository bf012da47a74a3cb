// Notifications' public surface: what other areas may use. Re-exports only, no side effects. The
// shell mounts the live connection and the bell; the dashboard shows the latest notifications.
export { LiveNotifications } from './live/LiveNotifications';
export { NotificationBell } from './components/NotificationBell';
export { LatestNotifications } from './components/LatestNotifications';
export { notificationQueries } from './api/notification-queries';
export type { Notification, NotificationList } from './api/schemas';
