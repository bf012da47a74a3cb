import { describe, expect, it } from 'vitest';
import {
  markAllReadReplySchema,
  markReadReplySchema,
  NOTIFICATION_KINDS,
  notificationListSchema,
} from '@/features/notifications/api/schemas';
import { promoListSchema } from '@/features/promos/api/schemas';
import { addDays, utcToday } from '@/lib/calendar';
import { findAccountByEmail, notificationsOf, promos } from '../db';
import { createNotification } from '../factories';
import { PROMO_IDS, SEEDED_NOTIFICATION_COUNTS } from '../fixtures';
import { resetMockApi } from '../node';
import { accessFor, call, useMockServer } from '../testing';

useMockServer();

const ADMIN = 'admin@acme.test';
const OLIVIA = 'user@acme.test';
const account = (email: string) => findAccountByEmail(email)!;

describe('GET /notifications/', () => {
  it('lists the caller’s own, newest first, ten by default, with the unread count', async () => {
    const token = await accessFor(ADMIN);
    const page = notificationListSchema.parse((await call('GET', '/notifications/', { token })).body);
    const all = notificationsOf(account(ADMIN));
    expect(page.rows).toHaveLength(10);
    expect(page.count).toBe(all.length);
    expect(page.count).toBeGreaterThanOrEqual(SEEDED_NOTIFICATION_COUNTS[ADMIN]!);
    expect(page.unread_count).toBe(all.filter((n) => !n.is_read).length);
    const times = page.rows.map((n) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const everything = (await call('GET', '/notifications/?top=100', { token })).body;
    expect(new Set(everything.rows.map((n: { kind: string }) => n.kind))).toEqual(
      new Set(NOTIFICATION_KINDS),
    );
    const unread = everything.rows.filter((n: { is_read: boolean }) => !n.is_read).length;
    expect(unread / everything.count).toBeGreaterThan(0.25);
    expect(unread / everything.count).toBeLessThan(0.5);
    const next = (await call('GET', '/notifications/?skip=10&top=10', { token })).body;
    expect(next.rows).toEqual(everything.rows.slice(10, 20));
  });

  it('filters by is_read and keeps unread_count whole', async () => {
    const token = await accessFor(OLIVIA);
    const all = (await call('GET', '/notifications/?top=100', { token })).body;
    const unread = (await call('GET', '/notifications/?is_read=false&top=100', { token })).body;
    const read = (await call('GET', '/notifications/?is_read=true&top=100', { token })).body;
    expect(unread.rows.every((n: { is_read: boolean }) => !n.is_read)).toBe(true);
    expect(read.rows.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
    expect(unread.count + read.count).toBe(all.count);
    expect(read.unread_count).toBe(unread.count);
    expect(all.count).toBeGreaterThanOrEqual(SEEDED_NOTIFICATION_COUNTS[OLIVIA]!);
  });

  it('refuses a bad filter or page', async () => {
    const token = await accessFor(OLIVIA);
    expect((await call('GET', '/notifications/?is_read=yes', { token })).body).toEqual({
      is_read: ['"yes" is not a valid choice.'],
    });
    const reply = await call('GET', '/notifications/?top=101', { token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ top: ['Ensure this value is less than or equal to 100.'] });
  });

  it('shows nobody another person’s notifications', async () => {
    const theirs = await createNotification(account(ADMIN), { title: 'For James only' });
    for (const email of [OLIVIA, 'admin@globex.test', 'root@platform.test']) {
      const reply = await call('GET', '/notifications/?top=100', { token: await accessFor(email) });
      expect(reply.status).toBe(200);
      expect(reply.body.rows.some((n: { id: string }) => n.id === theirs.id)).toBe(false);
    }
  });

  it('gives the super admin their own by user', async () => {
    const root = account('root@platform.test');
    const mine = await createNotification(root);
    const reply = (await call('GET', '/notifications/', { token: await accessFor(root.email) })).body;
    expect(reply).toMatchObject({ count: 1, unread_count: 1 });
    expect(reply.rows[0].id).toBe(mine.id);
  });

  it('has none in the empty scenario', async () => {
    await resetMockApi('empty');
    const token = await accessFor(ADMIN);
    expect((await call('GET', '/notifications/', { token })).body).toEqual({
      rows: [],
      count: 0,
      unread_count: 0,
    });
    expect((await call('GET', '/promos/', { token })).body).toEqual({ rows: [], count: 0 });
  });
});

describe('POST /notifications/<id>/read/', () => {
  it('marks one read, idempotently', async () => {
    const olivia = account(OLIVIA);
    const token = await accessFor(OLIVIA);
    const before = (await call('GET', '/notifications/', { token })).body.unread_count as number;
    const note = await createNotification(olivia);
    const first = await call('POST', `/notifications/${note.id}/read/`, { token });
    expect(first.status).toBe(200);
    expect(markReadReplySchema.parse(first.body)).toEqual({
      notification: expect.objectContaining({ id: note.id, is_read: true }),
      unread_count: before,
    });
    const again = await call('POST', `/notifications/${note.id}/read/`, { token });
    expect(again.body).toEqual(first.body);
  });

  it('does not find someone else’s', async () => {
    const theirs = await createNotification(account(ADMIN));
    const reply = await call('POST', `/notifications/${theirs.id}/read/`, { token: await accessFor(OLIVIA) });
    expect(reply).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('refuses the read-only demo account', async () => {
    const demo = (await call('POST', '/auth/demo/')).body;
    const own = notificationsOf(account('demo@stackwise.test'))[0]!;
    const reply = await call('POST', `/notifications/${own.id}/read/`, { token: demo.access });
    expect(reply.status).toBe(403);
    expect((await call('POST', '/notifications/read_all/', { token: demo.access })).status).toBe(403);
    expect((await call('POST', `/promos/${PROMO_IDS.reach}/dismiss/`, { token: demo.access })).status).toBe(
      403,
    );
  });
});

describe('POST /notifications/read_all/', () => {
  it('marks every unread one of the caller read', async () => {
    const token = await accessFor(ADMIN);
    const before = (await call('GET', '/notifications/', { token })).body.unread_count as number;
    const olivias = (await call('GET', '/notifications/', { token: await accessFor(OLIVIA) })).body;
    const reply = await call('POST', '/notifications/read_all/', { token });
    expect(markAllReadReplySchema.parse(reply.body)).toEqual({
      updated: before,
      unread_count: 0,
      message: 'All notifications marked as read',
    });
    expect((await call('GET', '/notifications/?is_read=false', { token })).body.count).toBe(0);
    expect((await call('POST', '/notifications/read_all/', { token })).body.updated).toBe(0);
    const after = (await call('GET', '/notifications/', { token: await accessFor(OLIVIA) })).body;
    expect(after.unread_count).toBe(olivias.unread_count);
  });
});

describe('promos', () => {
  it('lists the live promos, never an ended one', async () => {
    const token = await accessFor(OLIVIA);
    const reply = promoListSchema.parse((await call('GET', '/promos/', { token })).body);
    expect(reply.rows.map((p) => p.id)).toEqual([PROMO_IDS.renewals, PROMO_IDS.reach]);
    expect(reply.count).toBe(2);
    expect(reply.rows[0]!.ends_at! >= utcToday()).toBe(true);
    expect(reply.rows[1]!.ends_at).toBeNull();
  });

  it('shows a promo through its last day and not after', async () => {
    const token = await accessFor(OLIVIA);
    const endOn = (ends_at: string) =>
      promos.update((q) => q.where((p) => p.id === PROMO_IDS.renewals), {
        data(row) {
          row.ends_at = ends_at;
        },
      });
    await endOn(utcToday());
    expect((await call('GET', '/promos/', { token })).body.count).toBe(2);
    await endOn(addDays(utcToday(), -1));
    expect((await call('GET', '/promos/', { token })).body.rows.map((p: { id: string }) => p.id)).toEqual([
      PROMO_IDS.reach,
    ]);
  });

  it('dismisses for the caller only, idempotently', async () => {
    const token = await accessFor(OLIVIA);
    const path = `/promos/${PROMO_IDS.renewals}/dismiss/`;
    const first = await call('POST', path, { token });
    expect(first).toMatchObject({
      status: 200,
      body: { id: PROMO_IDS.renewals, message: 'Promo dismissed' },
    });
    expect((await call('POST', path, { token })).body).toEqual(first.body);
    expect((await call('GET', '/promos/', { token })).body.rows.map((p: { id: string }) => p.id)).toEqual([
      PROMO_IDS.reach,
    ]);
    expect((await call('GET', '/promos/', { token: await accessFor(ADMIN) })).body.count).toBe(2);
  });

  it('works for the super admin and 404s an unknown promo', async () => {
    const token = await accessFor('root@platform.test');
    expect((await call('GET', '/promos/', { token })).body.count).toBe(2);
    const unknown = await call('POST', '/promos/00000000-0000-4000-a000-000000000000/dismiss/', { token });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });
});
