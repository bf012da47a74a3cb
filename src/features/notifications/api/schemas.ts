import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';

/**
 * What a notification is about. Each area that sends notifications adds its kinds here; the bell
 * shows an icon per kind and a general one for a kind it does not know yet.
 */
// prettier-ignore
export const NOTIFICATION_KINDS = [
  // Reach: a stack request made (to its approvers), approved or rejected (to its requester).
  'stack_request_created', 'stack_request_approved', 'stack_request_rejected',
  // Contracts and licences.
  'renewal_due', 'seats_reclaimed',
  // Optimize, spend and discovery.
  'opportunity_comment', 'card_declined', 'app_discovered',
  // Surveys, and the platform's own news.
  'survey_question', 'survey_closed', 'announcement',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  text: z.string(),
  /** An app path (`/optimize/<id>`) the notification is about, or null. */
  link: z.nullable(z.string()),
  /** With `survey_question`: the question it asks (answerable from the notification itself). */
  survey_question_id: z.optional(z.nullable(z.string())),
  is_read: z.boolean(),
  /** ISO date-time, UTC. */
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The caller's unread count after the call: every reply and socket message carries it. */
const unreadCount = { unread_count: z.number() };

/**
 * `GET /notifications/`: a page of the caller's notifications, newest first, and their unread count.
 * `is_read=true|false` narrows it; absent lists every notification.
 */
export const notificationListSchema = z.extend(listReply(notificationSchema), unreadCount);
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /notifications/<id>/read/`. */
export const markReadReplySchema = z.object({ notification: notificationSchema, ...unreadCount });
export type MarkReadReply = z.infer<typeof markReadReplySchema>;

/** `POST /notifications/read_all/`. */
export const markAllReadReplySchema = z.object({
  updated: z.number(),
  ...unreadCount,
  message: z.optional(z.string()),
});
export type MarkAllReadReply = z.infer<typeof markAllReadReplySchema>;

/**
 * Messages the server sends on `/ws/notifications/`, one JSON object per frame. Every message carries
 * the caller's unread count after it, so the bell never needs a second call.
 * - `ready`: sent once the connection is accepted.
 * - `notification.created`: a new notification for this user (its `id` makes a repeat harmless).
 * - `notification.read`: notifications marked read elsewhere (another tab or device); `ids` null means all.
 * - `survey.updated`: a survey of the caller's tenant changed (an answer arrived, a reminder went, it
 *   closed); sent to its client admins, with its counts so far.
 * - `pong`: the answer to a client's `ping`.
 */
export const socketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), ...unreadCount }),
  z.object({ type: z.literal('notification.created'), notification: notificationSchema, ...unreadCount }),
  z.object({ type: z.literal('notification.read'), ids: z.nullable(z.array(z.string())), ...unreadCount }),
  z.object({
    type: z.literal('survey.updated'),
    survey_id: z.string(),
    status: z.enum(['draft', 'running', 'closed']),
    counts: z.object({
      asked: z.number(),
      keep: z.number(),
      give_up: z.number(),
      keep_until: z.number(),
      smaller_plan: z.number(),
      not_yet: z.number(),
    }),
  }),
  z.object({ type: z.literal('pong') }),
]);
export type SocketMessage = z.infer<typeof socketMessageSchema>;

/** What the client may send: `ping` keeps an idle connection open through proxies. */
export const clientSocketMessageSchema = z.object({ type: z.literal('ping') });
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;

/**
 * Close codes of `/ws/notifications/` (4000–4999 are the application's own). 4001: the token is
 * missing, expired or unknown: refresh it and connect again. 4003: this account may not listen (a
 * deactivated user, the platform's super admin): do not reconnect. 1013: the server is not taking
 * connections just now: try again later, as after any other drop.
 */
export const SOCKET_CLOSE = {
  normal: 1000,
  tryAgainLater: 1013,
  tokenNotValid: 4001,
  forbidden: 4003,
} as const;

/** The socket's path, after the API origin (`wss://api.example.com/ws/notifications/?token=…`). */
export const NOTIFICATION_SOCKET_PATH = '/ws/notifications/';
