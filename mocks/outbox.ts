/**
 * The e-mails the mock API "sends" (verification and password-reset links). Nothing leaves the
 * machine: they are kept in the `outbox` collection, listed for QA and tests at
 * `GET /api/v1/__demo__/outbox`, and cleared by every reseed.
 */
import { outbox, type OutboxMessage } from './db';

export async function sendMail(message: Omit<OutboxMessage, 'id' | 'sent_at'>): Promise<OutboxMessage> {
  return outbox.create({ ...message, id: crypto.randomUUID(), sent_at: new Date().toISOString() });
}

/** Newest first; `to` narrows them to one address (case-insensitive). */
export function listOutbox(to?: string | null): OutboxMessage[] {
  const wanted = to?.trim().toLowerCase();
  return outbox
    .findMany(wanted ? (q) => q.where((m) => m.to.toLowerCase() === wanted) : undefined)
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at));
}
