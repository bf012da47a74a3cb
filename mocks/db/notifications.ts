/**
 * Notifications (the app's notification plus whose it is) and the dashboard's promos with the
 * dismissals of each person. Promos are global: one list for every tenant.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { notificationSchema } from '@/features/notifications/api/schemas';
import { promoSchema } from '@/features/promos/api/schemas';

export const notificationRecordSchema = z.object({
  ...notificationSchema.shape,
  /** The recipient. */
  user_id: z.string(),
  /** The recipient's tenant (null for the platform's super admin). */
  tenant_id: z.nullable(z.string()),
  /** Set on reminders that must be sent once only (`renewal:<contract>:<cancel-by>`). */
  dedupe_key: z.nullable(z.string()),
});
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;

export const promoDismissalRecordSchema = z.object({
  /** `stableUuid` of the user and promo, so a second dismissal finds the first. */
  id: z.string(),
  user_id: z.string(),
  promo_id: z.string(),
  dismissed_at: z.string(),
});
export type PromoDismissalRecord = z.infer<typeof promoDismissalRecordSchema>;

export const notifications = new Collection({ schema: notificationRecordSchema });
export const promos = new Collection({ schema: promoSchema });
export const promoDismissals = new Collection({ schema: promoDismissalRecordSchema });

/** Who a notification belongs to: its user, within their tenant. */
export interface Recipient {
  user_id: string;
  tenant_id: string | null;
}

const isOf = (n: NotificationRecord, { user_id, tenant_id }: Recipient) =>
  n.user_id === user_id && n.tenant_id === tenant_id;

export function notificationsOf(recipient: Recipient): NotificationRecord[] {
  return notifications.findMany((q) => q.where((n) => isOf(n, recipient)));
}

export function unreadCountOf(recipient: Recipient): number {
  return notifications.findMany((q) => q.where((n) => isOf(n, recipient) && !n.is_read)).length;
}

export function findNotification(id: string, recipient: Recipient): NotificationRecord | undefined {
  return notifications.findFirst((q) => q.where((n) => n.id === id && isOf(n, recipient)));
}
