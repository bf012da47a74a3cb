import { describe, expect, it } from 'vitest';
import { userListSchema } from '@/features/users/api/schemas';
import { ACME_TENANT_ID } from '../fixtures';
import { accessFor, call, useMockServer } from '../testing';
import { USER_EMAIL_TAKEN as ACCOUNT_EXISTS } from '@/features/users/model/form-rules';
import { REPEATED_IN_REQUEST } from './users-bulk-import';

useMockServer();

const PATH = '/users/bulk_import/';
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

function person(n: number, extra: Record<string, unknown> = {}) {
  return {
    first_name: `Ada${'a'.repeat(n % 3)}`,
    last_name: 'Lovelace',
    email: `import.${n}@acme.test`,
    roles: [],
    is_buyer: false,
    is_cards_user: false,
    ...extra,
  };
}

async function listed(email: string, keyword: string) {
  const reply = await call('GET', `/users/?keyword=${encodeURIComponent(keyword)}&top=1000`, {
    token: await accessFor(email),
  });
  return userListSchema.parse(reply.body).rows;
}

describe('POST /users/bulk_import/', () => {
  it('e-mails every imported person an invitation that completes their account', async () => {
    const token = await accessFor('admin@acme.test');
    const reply = await call('POST', PATH, { token, body: { rows: [person(1), person(2)] } });
    expect(reply.body).toEqual({ created: 2, errors: [] });
    const outbox = await call('GET', '/__demo__/outbox?to=import.2@acme.test');
    const [mail] = outbox.body.messages;
    expect(mail).toMatchObject({ kind: 'user_invitation', link: `/register/user_invite/${mail.token}` });
    const accepted = await call('POST', `/auth/register/user_invite/${mail.token}/`, {
      body: { first_name: 'Ada', last_name: 'Lovelace', password: 'Analytical1' },
    });
    expect(accepted).toMatchObject({ status: 200, body: { new_user: true } });
  });

  it('creates valid rows in the admin’s tenant and reports the others by position', async () => {
    const token = await accessFor('admin@acme.test');
    const rows = [
      person(1, { roles: ['client_admin'], is_buyer: true }),
      person(2, { email: 'not-an-email' }),
      person(3, { first_name: '  ' }),
      person(4, { email: 'user@acme.test' }),
      person(5, { email: 'IMPORT.1@acme.test' }),
      'nonsense',
      person(7, { roles: ['super_admin'], is_cards_user: 'maybe' }),
      person(8, { email: 'admin@globex.test' }),
      { first_name: 'Min', last_name: 'Imal', email: 'import.9@acme.test' },
    ];
    const reply = await call('POST', PATH, { token, body: { rows } });
    expect(reply.status).toBe(200);
    expect(reply.body.created).toBe(2);
    expect(reply.body.errors).toEqual([
      { row: 2, field: 'email', message: 'Email is not a valid email.' },
      { row: 3, field: 'first_name', message: 'First name is required.' },
      { row: 4, field: 'email', message: ACCOUNT_EXISTS },
      { row: 5, field: 'email', message: REPEATED_IN_REQUEST },
      { row: 6, field: null, message: 'Invalid data. Expected a dictionary, but got str.' },
      { row: 7, field: 'roles', message: '"super_admin" is not a valid choice.' },
      { row: 7, field: 'is_cards_user', message: 'Must be a valid boolean.' },
      { row: 8, field: 'email', message: ACCOUNT_EXISTS },
    ]);

    const imported = await listed('admin@acme.test', 'import.');
    expect(imported.map((row) => row.email).sort()).toEqual(['import.1@acme.test', 'import.9@acme.test']);
    expect(imported.find((row) => row.email === 'import.1@acme.test')).toMatchObject({
      tenant_id: ACME_TENANT_ID,
      roles: ['client_admin'],
      is_buyer: true,
      is_cards_user: false,
      status: 'active',
      last_login: null,
    });
    expect(imported.find((row) => row.email === 'import.9@acme.test')).toMatchObject({
      roles: [],
      is_buyer: false,
    });
    // Another tenant's admin does not see them.
    expect(await listed('admin@globex.test', 'import.')).toEqual([]);
  });

  it('refuses an e-mail imported by an earlier call', async () => {
    const token = await accessFor('admin@globex.test');
    await call('POST', PATH, { token, body: { rows: [person(1)] } });
    const again = await call('POST', PATH, {
      token,
      body: { rows: [person(1, { email: ' Import.1@ACME.test ' })] },
    });
    expect(again.body).toEqual({ created: 0, errors: [{ row: 1, field: 'email', message: ACCOUNT_EXISTS }] });
  });

  it('answers 400 for a body without a usable list of rows', async () => {
    const token = await accessFor('admin@acme.test');
    const missing = await call('POST', PATH, { token, body: {} });
    expect(missing).toMatchObject({ status: 400, body: { rows: ['This field is required.'] } });
    const notList = await call('POST', PATH, { token, body: { rows: 'a,b' } });
    expect(notList).toMatchObject({
      status: 400,
      body: { rows: ['Expected a list of items but got type "str".'] },
    });
    const empty = await call('POST', PATH, { token, body: { rows: [] } });
    expect(empty).toMatchObject({ status: 400, body: { rows: ['This list may not be empty.'] } });
    const tooMany = await call('POST', PATH, {
      token,
      body: { rows: Array.from({ length: 501 }, (_, n) => person(n)) },
    });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { rows: ['Ensure this field has no more than 500 elements.'] },
    });
  });

  it('is for client admins only: 401 without a token, 403 for others and the demo account', async () => {
    const body = { rows: [person(1)] };
    expect((await call('POST', PATH, { body })).status).toBe(401);
    for (const email of ['user@acme.test', 'root@platform.test']) {
      const reply = await call('POST', PATH, { token: await accessFor(email), body });
      expect(reply).toMatchObject({ status: 403, body: FORBIDDEN });
    }
    const demo = (await call('POST', '/auth/demo/')).body.access as string;
    const reply = await call('POST', PATH, { token: demo, body });
    expect(reply).toMatchObject({
      status: 403,
      body: { detail: 'Sorry, this is a read-only demo account.' },
    });
    expect(await listed('admin@acme.test', 'import.')).toEqual([]);
  });
});
