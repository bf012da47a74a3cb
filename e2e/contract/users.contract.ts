/** Users: field rules, a user's life (add, edit, deactivate, reactivate, remove) and the rules about oneself. */
import { describe, expect, test } from 'vitest';
import { staffListSchema, userReplySchema, userRowSchema } from '@/features/users/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import { NOT_FOUND, REQUIRED, expectDetail, expectFieldErrors, notAChoice, parsed } from './support/expect';
import { created } from './support/records';
import { as } from './support/sessions';

const newUser = () => ({
  first_name: 'Conformance',
  last_name: 'Suite',
  email: `conformance-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`,
});

describe('POST /users/', () => {
  test('required fields, e-mail format and role choices, all at once', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    expectFieldErrors(await call('POST', '/users/', { token, body: {} }), {
      first_name: [REQUIRED],
      last_name: [REQUIRED],
      email: [REQUIRED],
    });
    const body = { first_name: 'A', last_name: 'B', email: 'not-an-email', roles: ['super_admin'] };
    expectFieldErrors(await call('POST', '/users/', { token, body }), {
      email: ['Email is not a valid email.'],
      // A list's item errors are keyed by the item's position, as DRF's ListField reports them.
      roles: { 0: [notAChoice('super_admin')] },
    });
  });

  test("a user's life: added, refused twice, edited, deactivated, reactivated, removed", async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const body = newUser();
    const reply = await created(
      token,
      '/users/',
      body,
      (r: { user: { user_id: string } }) => `/users/${r.user.user_id}/`,
    );
    const { user, message } = parsed(userReplySchema, reply, 201);
    expect(message).toBe('Conformance Suite has been added and invited by e-mail.');
    expect(user).toMatchObject({ email: body.email, status: 'active', roles: [] });
    const path = `/users/${user.user_id}/`;

    expectFieldErrors(await call('POST', '/users/', { token, body }), {
      email: ['An account with this e-mail already exists.'],
    });
    const edited = parsed(
      userReplySchema,
      await call('PUT', path, { token, body: { first_name: 'Edited' } }),
    );
    expect(edited).toMatchObject({
      user: { first_name: 'Edited' },
      message: 'Edited Suite has been updated.',
    });

    const off = parsed(userReplySchema, await call('POST', `${path}deactivate/`, { token }));
    expect(off.user).toMatchObject({ status: 'inactive', is_active: false });
    expectFieldErrors(await call('PUT', path, { token, body: { is_buyer: true } }), {
      is_buyer: ['Reactivate the user first.'],
    });
    expectDetail(
      await call('POST', `${path}reinvite/`, { token }),
      400,
      'Reactivate the user before inviting them again.',
    );
    const on = parsed(userReplySchema, await call('POST', `${path}reactivate/`, { token }));
    expect(on.user).toMatchObject({ status: 'active', is_active: true });

    const removed = await call('DELETE', path, { token });
    expect(removed.status).toBe(204);
    expectDetail(await call('GET', path, { token }), 404, NOT_FOUND);
  });
});

describe('the rules about oneself', () => {
  test('a client admin cannot remove or deactivate their own account', async (context) => {
    const { access: token, me } = await as(context, 'client_admin');
    const path = `/users/${me.user_id}/`;
    expectDetail(await call('DELETE', path, { token }), 400, 'You cannot remove your own account.');
    expectDetail(
      await call('POST', `${path}deactivate/`, { token }),
      400,
      'You cannot deactivate your own account.',
    );
  });
});

describe('reads', () => {
  test('GET /users/<id>/ and /users/staff/ fit the schemas; an unknown id is 404', async (context) => {
    const { access: token, me } = await as(context, 'user');
    parsed(userRowSchema, await call('GET', `/users/${me.user_id}/`, { token }));
    parsed(staffListSchema, await call('GET', '/users/staff/', { token }));
    expectDetail(await call('GET', `/users/${UNKNOWN_ID}/`, { token }), 404, NOT_FOUND);
  });
});

describe('POST /users/bulk_import/', () => {
  test('rows must be a non-empty list', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    expectFieldErrors(await call('POST', '/users/bulk_import/', { token, body: {} }), { rows: [REQUIRED] });
    expectFieldErrors(await call('POST', '/users/bulk_import/', { token, body: { rows: [] } }), {
      rows: ['This list may not be empty.'],
    });
    expectFieldErrors(await call('POST', '/users/bulk_import/', { token, body: { rows: 'x' } }), {
      rows: ['Expected a list of items but got type "str".'],
    });
  });
});
