/** What every call shares: unknown routes and ids, bodies that are not JSON objects, and the reply's type. */
import { describe, expect, test } from 'vitest';
import { UNKNOWN_ID, call } from './support/api';
import { NOT_FOUND, expectDetail, expectFieldErrors } from './support/expect';
import { tokenOf } from './support/sessions';

describe('404 for what does not exist', () => {
  test('an unknown route, signed in or not', async (context) => {
    expectDetail(await call('GET', '/no-such-area/'), 404, NOT_FOUND);
    const token = await tokenOf(context, 'client_admin');
    expectDetail(await call('GET', '/no-such-area/', { token }), 404, NOT_FOUND);
    expectDetail(await call('POST', '/users/no-such-action/', { token, body: {} }), 404, NOT_FOUND);
  });

  test('an unknown id', async (context) => {
    const token = await tokenOf(context, 'client_admin');
    expectDetail(await call('GET', `/users/${UNKNOWN_ID}/`, { token }), 404, NOT_FOUND);
    expectDetail(await call('GET', `/tenants/${UNKNOWN_ID}/`, { token }), 404, NOT_FOUND);
  });
});

describe('request bodies', () => {
  test('a body that is not JSON is a parse error', async (context) => {
    const token = await tokenOf(context, 'client_admin');
    const reply = await call('POST', '/users/', {
      token,
      raw: '{"first_name": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.detail).toMatch(/^JSON parse error - /);
  });

  test('a JSON body that is not an object is a non-field error', async (context) => {
    const token = await tokenOf(context, 'client_admin');
    expectFieldErrors(await call('POST', '/users/', { token, body: [] }), {
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
  });

  test("the non-object's type is named in Python's words, as DRF does", async (context) => {
    const token = await tokenOf(context, 'client_admin');
    const cases: [string, string][] = [
      ['null', 'NoneType'],
      ['"x"', 'str'],
      ['5', 'int'],
      ['1.5', 'float'],
      ['true', 'bool'],
    ];
    for (const [raw, type] of cases) {
      const reply = await call('POST', '/users/', {
        token,
        raw,
        headers: { 'Content-Type': 'application/json' },
      });
      expectFieldErrors(reply, {
        non_field_errors: [`Invalid data. Expected a dictionary, but got ${type}.`],
      });
    }
  });

  test('an empty body counts as {}', async () => {
    const reply = await call('POST', '/token/', { raw: '', headers: { 'Content-Type': 'application/json' } });
    expectFieldErrors(reply, {
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
  });
});

describe('replies', () => {
  test('are JSON', async (context) => {
    const token = await tokenOf(context, 'user');
    const reply = await call('GET', '/users/me/', { token });
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
