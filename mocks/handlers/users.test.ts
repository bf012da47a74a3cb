import { describe, expect, it } from 'vitest';
import { userListSchema, userRowSchema, type UserRow } from '@/features/users/api/schemas';
import { ACME_TENANT_ID, GLOBEX_TENANT_ID } from '../fixtures';
import { accessFor, call, useMockServer } from '../testing';

useMockServer();

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

async function list(email: string, query = ''): Promise<{ rows: UserRow[]; count: number }> {
  const reply = await call('GET', `/users/${query}`, { token: await accessFor(email) });
  expect(reply.status).toBe(200);
  return userListSchema.parse(reply.body);
}

describe('GET /users/', () => {
  it('lists every tenant for the super admin, with row fields and no password', async () => {
    const reply = await call('GET', '/users/?top=5', { token: await accessFor('root@platform.test') });
    expect(reply.status).toBe(200);
    const page = userListSchema.parse(reply.body);
    // Acme's 1,200 and Globex's 150 staff plus the seven named accounts.
    expect(page.count).toBe(1357);
    expect(page.rows).toHaveLength(5);
    expect(Object.keys(reply.body.rows[0]).sort()).toEqual(Object.keys(userRowSchema.shape).sort());
    expect(JSON.stringify(reply.body)).not.toContain('password');

    const everyone = await list('root@platform.test', '?top=1000&order_by=tenant_name&order=desc');
    const tenantIds = new Set(everyone.rows.map((row) => row.tenant_id));
    expect(tenantIds).toContain(ACME_TENANT_ID);
    expect(tenantIds).toContain(GLOBEX_TENANT_ID);
  });

  it('gives each row its company name', async () => {
    const { rows } = await list('root@platform.test', '?keyword=admin@globex.test');
    expect(rows).toEqual([
      expect.objectContaining({
        email: 'admin@globex.test',
        first_name: 'Maria',
        last_name: 'Gonzalez',
        roles: ['client_admin'],
        tenant_id: GLOBEX_TENANT_ID,
        tenant_name: 'Globex Inc',
        status: 'active',
        is_active: true,
      }),
    ]);
    const root = await list('root@platform.test', '?keyword=root@platform');
    expect(root.rows[0]).toMatchObject({ tenant_id: null, tenant_name: null, roles: ['super_admin'] });
  });

  it('scopes a client admin to their own tenant, whatever tenant_id they send', async () => {
    const own = await list('admin@globex.test', '?top=1000');
    expect(own.count).toBe(151);
    expect(own.rows.every((row) => row.tenant_id === GLOBEX_TENANT_ID)).toBe(true);

    const elsewhere = await list('admin@globex.test', `?tenant_id=${ACME_TENANT_ID}`);
    expect(elsewhere).toEqual({ rows: [], count: 0 });
    const acme = await list('admin@globex.test', '?keyword=acme.test');
    expect(acme.count).toBe(0);
  });

  it('narrows the super admin’s list to one tenant', async () => {
    const globex = await list('root@platform.test', `?tenant_id=${GLOBEX_TENANT_ID}&top=1000`);
    expect(globex.count).toBe(151);
    expect(new Set(globex.rows.map((row) => row.tenant_name))).toEqual(new Set(['Globex Inc']));
    const unknown = await list('root@platform.test', '?tenant_id=no-such-tenant');
    expect(unknown.count).toBe(0);
  });

  it('searches first name, last name, full name and e-mail, ignoring case', async () => {
    const byFirst = await list('root@platform.test', '?keyword=OLIVIA&top=1000');
    expect(byFirst.rows.map((row) => row.email)).toContain('user@acme.test');
    expect(
      byFirst.rows.every((row) => `${row.first_name} ${row.last_name} ${row.email}`.match(/olivia/i)),
    ).toBe(true);
    const byFull = await list('root@platform.test', '?keyword=olivia%20bennett');
    expect(byFull.rows.map((row) => row.email)).toContain('user@acme.test');
    const byMail = await list('root@platform.test', '?keyword=%40globex.test&top=1');
    expect(byMail.count).toBe(151);
  });

  it('filters by status', async () => {
    const inactive = await list(
      'root@platform.test',
      `?status=inactive&tenant_id=${ACME_TENANT_ID}&top=1000`,
    );
    expect(inactive.count).toBeGreaterThan(50);
    expect(inactive.rows.every((row) => row.status === 'inactive' && !row.is_active)).toBe(true);
    expect(inactive.rows.map((row) => row.email)).toContain('inactive@acme.test');
    const active = await list('root@platform.test', `?status=active&tenant_id=${ACME_TENANT_ID}&top=1`);
    const all = await list('root@platform.test', `?tenant_id=${ACME_TENANT_ID}&top=1`);
    expect(active.count + inactive.count).toBe(all.count);
  });

  it('orders by a column either way, nulls last going up, and pages with skip and top', async () => {
    const token = `?tenant_id=${GLOBEX_TENANT_ID}&top=1000`;
    const up = (await list('root@platform.test', `${token}&order_by=email`)).rows.map((row) => row.email);
    expect(up).toEqual([...up].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const down = (await list('root@platform.test', `${token}&order_by=email&order=desc`)).rows.map(
      (row) => row.email,
    );
    expect(down).toEqual([...up].reverse());

    const logins = (await list('root@platform.test', `${token}&order_by=last_login`)).rows;
    const firstNull = logins.findIndex((row) => row.last_login === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(logins.slice(firstNull).every((row) => row.last_login === null)).toBe(true);

    const byDefault = (await list('root@platform.test', token)).rows.map((row) => row.created_at);
    expect(byDefault).toEqual([...byDefault].sort());

    const page = await list(
      'root@platform.test',
      `?tenant_id=${GLOBEX_TENANT_ID}&order_by=email&skip=10&top=5`,
    );
    expect(page.count).toBe(151);
    expect(page.rows.map((row) => row.email)).toEqual(up.slice(10, 15));
    const defaults = await list('root@platform.test');
    expect(defaults.rows).toHaveLength(10);
  });

  it('rejects bad query values with field errors', async () => {
    const token = await accessFor('root@platform.test');
    expect((await call('GET', '/users/?order_by=password', { token })).body).toEqual({
      order_by: ['"password" is not a valid choice.'],
    });
    expect((await call('GET', '/users/?status=gone&order=up', { token })).body).toEqual({
      status: ['"gone" is not a valid choice.'],
      order: ['"up" is not a valid choice.'],
    });
    expect((await call('GET', '/users/?skip=x&top=5000', { token })).body).toEqual({
      skip: ['A valid integer is required.'],
    });
    expect((await call('GET', '/users/?top=5000', { token })).body).toEqual({
      top: ['Ensure this value is less than or equal to 1000.'],
    });
  });

  it('refuses a plain user (403) and an anonymous caller (401)', async () => {
    const reply = await call('GET', '/users/', { token: await accessFor('user@acme.test') });
    expect(reply).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await call('GET', '/users/')).status).toBe(401);
  });
});
