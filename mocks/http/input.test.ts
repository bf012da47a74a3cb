/**
 * Issues whose schema names no message of their own read in zod's English, as the mock's replies
 * always have (zod/mini loads no locale: without the wording passed to each parse they would read
 * "Invalid input").
 */
import { describe, expect, it } from 'vitest';
import { accessFor, call, useMockServer } from '../testing';

useMockServer();

describe('replies to issues without a message of their own', () => {
  it('name the type expected and received', async () => {
    const token = await accessFor('admin@acme.test');
    const reply = await call('POST', '/users/', {
      token,
      body: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada.l@acme.test', roles: 'client_admin' },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { roles: ['Invalid input: expected array, received string'] },
    });
  });

  it('name the size expected', async () => {
    const reply = await call('POST', '/__demo__/faults', {
      body: { method: '', path: '/my-tasks/', status: 500 },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { method: ['Too small: expected string to have >=1 characters'] },
    });
  });

  it('name the bound of a number out of range', async () => {
    const reply = await call('POST', '/__demo__/faults', {
      body: { path: '/my-tasks/', status: 500, times: Number.MAX_SAFE_INTEGER + 2 },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { times: ['Too big: expected int to be <=9007199254740991'] },
    });
  });

  it('say a missing choice is required, and a wrong one is not a valid choice', async () => {
    const token = await accessFor('admin@acme.test');
    const reply = await call('POST', '/cards/', {
      token,
      body: { limit_period: 'weekly', topup_mode: null },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        limit_period: ['"weekly" is not a valid choice.'],
        topup_mode: ['This field may not be null.'],
        currency: ['This field is required.'],
      },
    });
  });
});

describe('a JSON body that is not an object', () => {
  it("is refused naming its type as DRF does, in Python's words", async () => {
    const token = await accessFor('admin@acme.test');
    const cases: [unknown, string][] = [
      [null, 'NoneType'],
      ['x', 'str'],
      [5, 'int'],
      [1.5, 'float'],
      [true, 'bool'],
      [[], 'list'],
    ];
    for (const [body, type] of cases) {
      expect(await call('POST', '/users/', { token, body })).toMatchObject({
        status: 400,
        body: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${type}.`] },
      });
    }
  });
});
