/** The e-mails the mock API "sent" (QA reads them at GET /__demo__/outbox). */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';

export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(['email_verification', 'password_reset', 'user_invitation']),
  to: z.string(),
  subject: z.string(),
  /** The app path the e-mail's link opens, e.g. `/reset_password/<token>`. */
  link: z.string(),
  token: z.string(),
  sent_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outbox = new Collection({ schema: outboxMessageSchema });
