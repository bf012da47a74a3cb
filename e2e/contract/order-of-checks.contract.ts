/**
 * One order of checks for a write on a record: the token, the caller's role, the record (another
 * company's is a 404), its rules, then the body, every bad field at once. And DRF's field shapes:
 * an unknown related record is a field error among the others, a list's items are reported by
 * position, an integer field takes numeric text.
 */
import { describe, expect, test } from 'vitest';
import { opportunityReplySchema } from '@/features/optimize/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import {
  NOT_FOUND,
  PERMISSION_DENIED,
  expectDetail,
  expectFieldErrors,
  notAChoice,
  parsed,
} from './support/expect';
import { aProduct, contractBody, createdContract, createdOpportunity, type Product } from './support/records';
import { as, tokenOf, type Caller } from './support/sessions';

const NOT_AN_INTEGER = 'A valid integer is required.';

describe('contracts', () => {
  // An app no catalogue has, with two other bad fields.
  const badEdit = (product: Product) => ({
    ...contractBody(product),
    app_id: UNKNOWN_ID,
    seats: 'many',
    currency: 'JPY',
  });

  test('an unknown app is reported with every other bad field of an edit', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const product = await aProduct(token);
    const { contract } = await createdContract(token, product);
    expectFieldErrors(await call('PUT', `/contracts/${contract.id}/`, { token, body: badEdit(product) }), {
      app_id: ['Select a valid choice.'],
      seats: ['Seats is not a valid number.'],
      currency: [notAChoice('JPY')],
    });
  });

  test("another company's contract is a 404 whatever the body; a plain user's 403 comes first", async (context) => {
    const [a, b, user] = [
      await as(context, 'client_admin'),
      await as(context, 'other_admin'),
      await as(context, 'user'),
    ];
    const product = await aProduct(b.access);
    const { contract } = await createdContract(b.access, product);
    const path = `/contracts/${contract.id}/`;
    for (const body of [badEdit(product), contractBody(product)]) {
      expect((await call('PUT', path, { token: a.access, body })).status).toBe(404);
      expectDetail(await call('PUT', path, { token: user.access, body }), 403, PERMISSION_DENIED);
    }
  });
});

describe('tenants', () => {
  const badBody = { name: '  ', currency: 'XYZ' };

  test('a plain user gets the 403 before the tenant is looked up or the body read', async (context) => {
    const [user, b] = [await as(context, 'user'), await as(context, 'other_admin')];
    for (const id of [user.me.tenant_id, b.me.tenant_id]) {
      for (const body of [badBody, { name: 'X' }]) {
        expectDetail(
          await call('PUT', `/tenants/${id}/`, { token: user.access, body }),
          403,
          PERMISSION_DENIED,
        );
      }
    }
  });

  test("another company's tenant is a 404 before its body; one's own gets the field errors", async (context) => {
    const [a, b] = [await as(context, 'client_admin'), await as(context, 'other_admin')];
    const other = await call('PUT', `/tenants/${b.me.tenant_id}/`, { token: a.access, body: badBody });
    expectDetail(other, 404, NOT_FOUND);
    expectFieldErrors(await call('PUT', `/tenants/${a.me.tenant_id}/`, { token: a.access, body: badBody }), {
      name: ['This field may not be blank.'],
      currency: [notAChoice('XYZ')],
    });
  });
});

describe('users', () => {
  test('each bad role is reported at its position in the list', async (context) => {
    const [a, user] = [await as(context, 'client_admin'), await as(context, 'user')];
    const reply = await call('PUT', `/users/${user.me.user_id}/`, {
      token: a.access,
      body: { roles: ['client_admin', 'x', 'super_admin'] },
    });
    expectFieldErrors(reply, { roles: { 1: [notAChoice('x')], 2: [notAChoice('super_admin')] } });
  });

  test("another company's user is a 404 whatever the body", async (context) => {
    const [a, b] = [await as(context, 'client_admin'), await as(context, 'other_admin')];
    for (const body of [{ roles: ['x'], is_buyer: 'yes' }, { first_name: 'X' }]) {
      expectDetail(await call('PUT', `/users/${b.me.user_id}/`, { token: a.access, body }), 404, NOT_FOUND);
    }
  });
});

describe('opportunities: a move takes its position as an integer field does', () => {
  test('numeric text and a whole float are accepted; other values are refused', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const { opportunity } = await createdOpportunity(token, await aProduct(token));
    const path = `/opportunities/${opportunity.id}/move/`;
    for (const position of ['0', 0.0]) {
      const moved = parsed(
        opportunityReplySchema,
        await call('POST', path, { token, body: { status: 'identified', position } }),
      );
      expect(moved.opportunity).toMatchObject({ status: 'identified', position: 0 });
    }
    for (const position of ['x', 3.5]) {
      expectFieldErrors(await call('POST', path, { token, body: { status: 'identified', position } }), {
        position: [NOT_AN_INTEGER],
      });
    }
  });
});

describe('every other write on a record looks it up before reading its body', () => {
  const CARD = 'Card not found.';
  /** A write on an unknown record with a badly typed body: who calls it, and the 404's text. */
  const WRITES: readonly [Caller, 'PUT' | 'POST', string, object, string?][] = [
    ['client_admin', 'POST', `/cards/${UNKNOWN_ID}/cancel/`, { reason: 5 }, CARD],
    ['client_admin', 'POST', `/cards/${UNKNOWN_ID}/topup/`, { amount: [] }, CARD],
    ['super_admin', 'PUT', `/items/${UNKNOWN_ID}/`, { name: 5 }],
    ['super_admin', 'PUT', `/vendors/${UNKNOWN_ID}/`, { name: 5 }],
    ['super_admin', 'PUT', `/categories/${UNKNOWN_ID}/`, { name: 5 }],
    ['client_admin', 'PUT', `/flows/${UNKNOWN_ID}/`, { status: 5 }],
    ['client_admin', 'POST', `/flows/${UNKNOWN_ID}/merge/`, { other_id: 5 }],
    ['user', 'POST', `/items/${UNKNOWN_ID}/reviews/`, { rating: 'x' }],
    ['client_admin', 'POST', `/stack_requests/${UNKNOWN_ID}/reject/`, { reason: 5 }],
    ['user', 'POST', `/survey_agent/questions/${UNKNOWN_ID}/answer/`, { answer: 5 }, 'Question not found.'],
  ];

  test.for(WRITES)('%s: %s %s', async ([role, method, path, body, missing = NOT_FOUND], context) => {
    const token = await tokenOf(context, role);
    expectDetail(await call(method, path, { token, body }), 404, missing);
  });

  test('a review: an unknown one on a real product is a 404 whatever the body', async (context) => {
    const token = await tokenOf(context, 'user');
    const product = await aProduct(token);
    const path = `/items/${product.id}/reviews/${UNKNOWN_ID}/`;
    expectDetail(await call('PUT', path, { token, body: { rating: 'x' } }), 404, NOT_FOUND);
  });

  test('a licence reclaim: an unknown app is a 404 whatever the body', async (context) => {
    const token = await tokenOf(context, 'client_admin');
    const reply = await call('POST', '/licenses/no-such-app/reclaim/', { token, body: { user_ids: [] } });
    expect(reply.status).toBe(404);
  });
});
