/** Notifications for tests: `buildNotification` gives one for `recipient`, `createNotification` stores it. */
import { notifications, type Account, type NotificationRecord } from '../db';
import { FACTORY_TIME, factoryId, nextNumber } from './sequence';

type NotificationFields = Partial<Omit<NotificationRecord, 'user_id' | 'tenant_id'>>;

/** By default the `n`th factory notification: "Notification n", an unread announcement, no link. */
export function buildNotification(
  recipient: Pick<Account, 'user_id' | 'tenant_id'>,
  fields: NotificationFields = {},
): NotificationRecord {
  const n = fields.id === undefined || fields.title === undefined ? nextNumber('notification') : 0;
  return {
    id: factoryId('notification', n),
    kind: 'announcement',
    title: `Notification ${n}`,
    text: '',
    link: null,
    is_read: false,
    created_at: FACTORY_TIME,
    dedupe_key: null,
    ...fields,
    user_id: recipient.user_id,
    tenant_id: recipient.tenant_id,
  };
}

export function createNotification(
  recipient: Pick<Account, 'user_id' | 'tenant_id'>,
  fields: NotificationFields = {},
): Promise<NotificationRecord> {
  return notifications.create(buildNotification(recipient, fields));
}
