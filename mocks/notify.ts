/**
 * The one way the mock API sends a notification: a record per recipient, then `notification.created`
 * with that recipient's new unread count on each of their open sockets. Marks read are announced
 * here too, so every tab of the user agrees on the bell.
 */
import type { Notification, NotificationKind } from '@/features/notifications/api/schemas';
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import { accounts, notifications, unreadCountOf, type NotificationRecord, type Recipient } from './db';
import { stableUuid } from './hash';
import { connectionsOf, publish } from './realtime/hub';

export interface NotificationInput {
  /** Recipients; unknown ids and repeats are skipped. */
  userIds: readonly string[];
  kind: NotificationKind;
  title: string;
  text: string;
  /** An app path, or null. */
  link: string | null;
  /** Sends once per recipient and key: a recipient who has a notification with it is skipped. */
  dedupeKey?: string;
  /** Defaults to now. */
  createdAt?: string;
  /** With `survey_question`: the question each recipient is asked (by their user id). */
  questionIdOf?: (userId: string) => string | null;
}

export function notificationOf({
  id,
  kind,
  title,
  text,
  link,
  is_read,
  created_at,
  survey_question_id,
}: NotificationRecord): Notification {
  const notification: Notification = { id, kind, title, text, link, is_read, created_at };
  // Only survey questions carry one: every other notification reads as it always has.
  if (survey_question_id) notification.survey_question_id = survey_question_id;
  return notification;
}

/** Creates and pushes one notification per recipient; returns the records made. */
export async function sendNotification(input: NotificationInput): Promise<NotificationRecord[]> {
  const ids = new Set(input.userIds);
  // One pass over the accounts and the keyed notifications, however many recipients (the large
  // scenario has hundreds of client admins).
  const recipients = accounts.findMany((q) => q.where((a) => ids.has(a.user_id)));
  const { dedupeKey = null } = input;
  const alreadySent = new Set(
    dedupeKey === null
      ? []
      : notifications.findMany((q) => q.where((n) => n.dedupe_key === dedupeKey)).map((n) => n.user_id),
  );
  const created: NotificationRecord[] = [];
  for (const account of recipients) {
    if (alreadySent.has(account.user_id)) continue;
    const record = await notifications.create({
      // A keyed notification's id is derived from the key, so a repeated seed gives the same rows.
      id: dedupeKey ? stableUuid(`notification:${account.user_id}:${dedupeKey}`) : crypto.randomUUID(),
      kind: input.kind,
      title: input.title,
      text: input.text,
      link: input.link,
      is_read: false,
      created_at: input.createdAt ?? new Date().toISOString(),
      user_id: account.user_id,
      tenant_id: account.tenant_id,
      dedupe_key: dedupeKey,
      ...(input.questionIdOf ? { survey_question_id: input.questionIdOf(account.user_id) } : {}),
    });
    created.push(record);
    if (connectionsOf(account.user_id).length > 0) {
      publish(account.user_id, {
        type: 'notification.created',
        notification: notificationOf(record),
        unread_count: unreadCountOf(account),
      });
    }
  }
  return created;
}

/** Tells the user's sockets that `ids` (null: all) were marked read. */
export function announceRead(recipient: Recipient, ids: string[] | null): void {
  publish(recipient.user_id, { type: 'notification.read', ids, unread_count: unreadCountOf(recipient) });
}

/** The tenant's active client admins: who hears about requests and renewals. */
export function clientAdminIds(tenantId: string): string[] {
  return accounts
    .findMany((q) => q.where((a) => a.tenant_id === tenantId && a.is_active))
    .filter((a) => hasRole(a, CLIENT_ADMIN))
    .map((a) => a.user_id);
}
