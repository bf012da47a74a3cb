/** The catalogue, the caller's stack and stack requests: field rules, a request's life, 404s. */
import { describe, expect, test } from 'vitest';
import {
  categoryListSchema,
  itemDetailSchema,
  itemListSchema,
  stackListSchema,
  stackRequestReplySchema,
  vendorListSchema,
} from '@/features/reach/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import { NOT_FOUND, REQUIRED, expectDetail, expectFieldErrors, parsed } from './support/expect';
import { as } from './support/sessions';

describe('the catalogue', () => {
  test('lists and one product fit the schemas; an unknown slug is 404', async (context) => {
    const { access: token } = await as(context, 'user');
    const item = parsed(itemListSchema, await call('GET', '/items/?top=1', { token })).rows[0];
    parsed(categoryListSchema, await call('GET', '/categories/', { token }));
    parsed(vendorListSchema, await call('GET', '/vendors/?top=5', { token }));
    if (item) parsed(itemDetailSchema, await call('GET', `/items/${item.product.slug}/`));
    expectDetail(await call('GET', '/items/no-such-product-anywhere/', { token }), 404, NOT_FOUND);
    expectFieldErrors(await call('GET', '/items/?include_retired=maybe', { token }), {
      include_retired: ['Must be a valid boolean.'],
    });
  });
});

describe('POST /stack/ and /stack_requests/', () => {
  test('field rules', async (context) => {
    const [admin, user] = [await as(context, 'client_admin'), await as(context, 'user')];
    expectFieldErrors(
      await call('POST', '/stack/', { token: admin.access, body: { product_id: UNKNOWN_ID } }),
      {
        product_id: ['Select a valid choice.'],
      },
    );
    expectFieldErrors(await call('POST', '/stack_requests/', { token: user.access, body: {} }), {
      product_id: [REQUIRED],
      reason: [REQUIRED],
    });
  });

  test("a request's life: a short reason refused, sent, cancelled", async (context) => {
    const { access: token } = await as(context, 'user');
    const items = parsed(itemListSchema, await call('GET', '/items/?top=50', { token }));
    const free = items.rows.find((item) => item.in_stack === false && item.request === null);
    if (!free) return context.skip('every listed product is in the user’s stack or requested');
    const body = { product_id: free.id, reason: 'short' };
    expectFieldErrors(await call('POST', '/stack_requests/', { token, body }), {
      reason: ['Reason must be minimum of 10 characters long.'],
    });
    const sent = await call('POST', '/stack_requests/', {
      token,
      body: { ...body, reason: 'We need it for the team.' },
    });
    const { request, message } = parsed(stackRequestReplySchema, sent, 201);
    expect(message).toBe(`Your request for ${free.product.name} has been sent.`);
    expectDetail(
      await call('POST', '/stack_requests/', { token, body: { ...body, reason: 'Asking a second time.' } }),
      400,
      `You have already requested ${free.product.name}.`,
    );
    const cancelled = await call('DELETE', `/stack_requests/${request.id}/`, { token });
    expect(cancelled.body).toEqual({ message: `Your request for ${free.product.name} has been cancelled.` });
    expectDetail(await call('DELETE', `/stack_requests/${request.id}/`, { token }), 404, NOT_FOUND);
  });

  test('GET /stack/ fits the schema; an entry that is not the caller’s is 404', async (context) => {
    const { access: token } = await as(context, 'user');
    parsed(stackListSchema, await call('GET', '/stack/', { token }));
    expectDetail(await call('DELETE', `/stack/${UNKNOWN_ID}/`, { token }), 404, NOT_FOUND);
  });
});
