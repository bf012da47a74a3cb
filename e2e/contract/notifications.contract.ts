/** The caller's notifications and the promos: filters, marking as read, someone else's. */
import { describe, expect, test } from 'vitest';
import { markReadReplySchema, notificationListSchema } from '@/features/notifications/api/schemas';
import { promoListSchema } from '@/features/promos/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import { NOT_FOUND, expectDetail, expectFieldErrors, notAChoice, parsed } from './support/expect';
import { as } from './support/sessions';

describe('GET /notifications/', () => {
  test('is_read narrows to true or false; unread_count is the whole', async (context) => {
    const { access: token } = await as(context, 'user');
    const all = parsed(notificationListSchema, await call('GET', '/notifications/', { token }));
    const unread = parsed(
      notificationListSchema,
      await call('GET', '/notifications/?is_read=false', { token }),
    );
    expect(unread.rows.every((row) => !row.is_read)).toBe(true);
    expect(unread.unread_count).toBe(all.unread_count);
    expectFieldErrors(await call('GET', '/notifications/?is_read=maybe', { token }), {
      is_read: [notAChoice('maybe')],
    });
  });
});

describe('POST /notifications/<id>/read/', () => {
  test('marking a read one again is fine; an unknown one is 404', async (context) => {
    const { access: token } = await as(context, 'user');
    expectDetail(await call('POST', `/notifications/${UNKNOWN_ID}/read/`, { token }), 404, NOT_FOUND);
    const read = parsed(
      notificationListSchema,
      await call('GET', '/notifications/?is_read=true&top=1', { token }),
    ).rows[0];
    if (!read) return context.skip('the plain user has no read notification');
    const reply = parsed(
      markReadReplySchema,
      await call('POST', `/notifications/${read.id}/read/`, { token }),
    );
    expect(reply.notification).toMatchObject({ id: read.id, is_read: true });
  });
});

describe('promos', () => {
  test('GET /promos/ fits the schema; an unknown promo is 404', async (context) => {
    const { access: token } = await as(context, 'user');
    parsed(promoListSchema, await call('GET', '/promos/', { token }));
    expectDetail(await call('POST', `/promos/${UNKNOWN_ID}/dismiss/`, { token }), 404, NOT_FOUND);
  });
});
