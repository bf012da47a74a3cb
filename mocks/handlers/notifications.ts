/**
 * The caller's own notifications (their user, within their tenant; the super admin's by user).
 *
 * - `GET /notifications/`: newest first (equal times by id), `skip`, `top` (default 10, 1–100),
 *   `is_read=true|false`; `{ rows, count, unread_count }`, the last counting every unread one.
 * - `POST /notifications/<id>/read/` → `{ notification, unread_count }`; someone else's is a 404.
 * - `POST /notifications/read_all/` → `{ updated, unread_count: 0, message }`.
 *
 * Marks are idempotent and announced on the user's sockets (`notification.read`). Listing first
 * sends any renewal reminder that has fallen due, as the backend's daily job would have.
 */
import * as z from 'zod/mini';
import { utcToday } from '@/lib/calendar';
import { findNotification, notifications, notificationsOf, unreadCountOf } from '../db';
import { authed, ID } from '../http/handler';
import { byCreatedAt, pageOf, parseListQuery } from '../http/list';
import { json, notFound } from '../http/replies';
import { announceRead, notificationOf } from '../notify';
import { remindRenewals } from '../renewal-reminders';

export const NOTIFICATION_LIST_MAX_TOP = 100;

export const notificationHandlers = [
  authed.get('/notifications/', {}, async ({ query, user }) => {
    const list = parseListQuery(query, {
      orderBy: ['created_at'],
      defaultOrderBy: 'created_at',
      defaultOrder: 'desc',
      defaultTop: 10,
      maxTop: NOTIFICATION_LIST_MAX_TOP,
      filters: { is_read: z.enum(['true', 'false']) },
    });
    if (!list.ok) return list.response;
    if (user.tenant_id !== null) await remindRenewals(user.tenant_id, utcToday());
    const { is_read } = list.query.filters;
    const mine = notificationsOf(user).filter((n) => is_read === undefined || String(n.is_read) === is_read);
    mine.sort(byCreatedAt('desc'));
    return json({
      rows: pageOf(mine, list.query).map(notificationOf),
      count: mine.length,
      unread_count: unreadCountOf(user),
    });
  }),

  authed.post(`/notifications/${ID}/read/`, {}, async ({ params, user }) => {
    const found = findNotification(params.id!, user);
    if (!found) return notFound();
    let record = found;
    if (!found.is_read) {
      record = (await notifications.update((q) => q.where((n) => n.id === found.id), {
        data(row) {
          row.is_read = true;
        },
      }))!;
      announceRead(user, [record.id]);
    }
    return json({ notification: notificationOf(record), unread_count: unreadCountOf(user) });
  }),

  authed.post('/notifications/read_all/', {}, async ({ user }) => {
    const unread = notificationsOf(user).filter((n) => !n.is_read);
    const ids = new Set(unread.map((n) => n.id));
    if (ids.size > 0) {
      await notifications.updateMany((q) => q.where((n) => ids.has(n.id)), {
        data(row) {
          row.is_read = true;
        },
      });
      announceRead(user, null);
    }
    return json({ updated: ids.size, unread_count: 0, message: 'All notifications marked as read' });
  }),
];
