import { describe, expect, it } from 'vitest';
import { userReplySchema } from '@/features/users/api/schemas';
import { userListSchema, userRowSchema, type UserRow } from '@/features/users/api/schemas';
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import { createTenant, createUser, unusablePassword } from '../factories';
import { accountId, ACME_TENANT_ID, GLOBEX_TENANT_ID } from '../fixtures';
import { accessFor, call, useMockServer, signIn } from '../testing';

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

  it('searches ignoring accents too', async () => {
    const accented = await list('root@platform.test', '?keyword=%C3%93L%C3%8DVI%C3%81%20B%C3%A9nnett');
    expect(accented.rows.map((row) => row.email)).toContain('user@acme.test');
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

  it('filters by is_cards_user (the card holder picker)', async () => {
    const holders = await list('admin@acme.test', '?is_cards_user=true&status=active&top=500');
    expect(holders.rows.every((row) => row.is_cards_user)).toBe(true);
    expect(holders.rows.map((row) => row.email)).toEqual(
      expect.arrayContaining(['user@acme.test', 'admin@acme.test']),
    );
    const others = await list('admin@acme.test', '?is_cards_user=false&top=1');
    const all = await list('admin@acme.test', '?top=1');
    const cardsUsers = await list('admin@acme.test', '?is_cards_user=true&top=1');
    expect(cardsUsers.count + others.count).toBe(all.count);
    expect((await list('admin@acme.test', '?is_cards_user=false&keyword=new@acme')).rows).toEqual([
      expect.objectContaining({ email: 'new@acme.test', is_cards_user: false }),
    ]);
    const bad = await call('GET', '/users/?is_cards_user=yes', { token: await accessFor('admin@acme.test') });
    expect(bad).toMatchObject({ status: 400, body: { is_cards_user: ['"yes" is not a valid choice.'] } });
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

  it('lets a plain user read their own tenant (the manage page is read-only for them); 401 anonymous', async () => {
    const own = await list('user@acme.test', '?top=1');
    // Acme's 1,200 staff and five named accounts.
    expect(own.count).toBe(1205);
    const elsewhere = await list('user@acme.test', `?tenant_id=${GLOBEX_TENANT_ID}`);
    expect(elsewhere.count).toBe(0);
    expect((await call('GET', '/users/')).status).toBe(401);
  });
});

const NEW_USER = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada.Lovelace@acme.test',
  roles: [],
  is_buyer: true,
  is_cards_user: false,
};

const OLIVIA = accountId('user@acme.test');
const NOAH = accountId('new@acme.test');
const TOM = accountId('inactive@acme.test');
const JAMES = accountId('admin@acme.test');
const MARIA = accountId('admin@globex.test');

async function demoToken(): Promise<string> {
  const reply = await call<{ access: string }>('POST', '/auth/demo/');
  return reply.body.access;
}

async function outboxFor(to: string) {
  const reply = await call('GET', `/__demo__/outbox?to=${encodeURIComponent(to)}`);
  return reply.body.messages as { kind: string; to: string; subject: string; link: string; token: string }[];
}

describe('GET /users/staff/', () => {
  it('lists the tenant’s active client admins as cards, for any member of the tenant', async () => {
    const reply = await call('GET', '/users/staff/', { token: await accessFor('user@acme.test') });
    expect(reply.status).toBe(200);
    const emails = reply.body.rows.map((row: { email: string }) => row.email);
    expect(emails).toContain('admin@acme.test');
    expect(emails).not.toContain('admin@globex.test');
    expect(reply.body.count).toBe(reply.body.rows.length);
    expect(Object.keys(reply.body.rows[0]).sort()).toEqual(
      ['avatar', 'email', 'first_name', 'last_name', 'user_id'].sort(),
    );
    const everyone = await list('admin@acme.test', '?top=1000&status=active');
    const admins = everyone.rows.filter((row) => hasRole(row, CLIENT_ADMIN));
    expect(reply.body.count).toBeGreaterThanOrEqual(admins.length);

    const platform = await call('GET', '/users/staff/', { token: await accessFor('root@platform.test') });
    expect(platform.body.rows).toEqual([expect.objectContaining({ email: 'root@platform.test' })]);
    expect((await call('GET', '/users/staff/')).status).toBe(401);
  });
});

describe('POST /users/', () => {
  it('creates the user in the admin’s tenant and e-mails an invitation', async () => {
    const token = await accessFor('admin@acme.test');
    const reply = await call('POST', '/users/', { token, body: NEW_USER });
    expect(reply.status).toBe(201);
    const { user, message } = userReplySchema.parse(reply.body);
    expect(user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada.lovelace@acme.test',
      roles: [],
      status: 'active',
      is_active: true,
      is_buyer: true,
      is_cards_user: false,
      tenant_id: ACME_TENANT_ID,
      tenant_name: 'Acme Corp',
      last_login: null,
    });
    expect(message).toBe('Ada Lovelace has been added and invited by e-mail.');
    expect(JSON.stringify(reply.body)).not.toContain('password');
    expect((await list('admin@acme.test', '?keyword=ada.lovelace')).count).toBe(1);

    const [mail] = await outboxFor('ada.lovelace@acme.test');
    expect(mail).toMatchObject({
      kind: 'user_invitation',
      subject: 'James Carter invited you to Acme Corp on Stackwise',
      link: `/register/user_invite/${mail?.token}`,
    });
    const invitation = await call('GET', `/auth/register/user_invite/${mail?.token}/`);
    expect(invitation.body).toMatchObject({
      email: 'ada.lovelace@acme.test',
      first_name: 'Ada',
      tenant_name: 'Acme Corp',
      inviter_name: 'James Carter',
      role: 'user',
    });

    // Accepting the invitation completes the account the admin added (no second account).
    const accepted = await call('POST', `/auth/register/user_invite/${mail?.token}/`, {
      body: { first_name: 'Ada', last_name: 'King', password: 'Analytical1' },
    });
    expect(accepted).toMatchObject({ status: 200, body: { new_user: true } });
    expect((await list('admin@acme.test', '?keyword=ada.')).rows).toEqual([
      expect.objectContaining({ user_id: user.user_id, last_name: 'King', is_buyer: true }),
    ]);
    const again = await call('POST', `/auth/register/user_invite/${mail?.token}/`, {
      body: { first_name: 'Ada', last_name: 'King', password: 'Analytical1' },
    });
    expect(again).toMatchObject({ status: 410, body: { code: 'token_used' } });
    expect((await signIn('ada.lovelace@acme.test', 'Analytical1')).access).toEqual(expect.any(String));
  });

  it('checks the field rules, the e-mail’s uniqueness, the roles and the types', async () => {
    const token = await accessFor('admin@acme.test');
    const bad = await call('POST', '/users/', {
      token,
      body: { ...NEW_USER, first_name: '  ', last_name: 'x'.repeat(51), email: 'ada@' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        first_name: ['First name is required.'],
        last_name: ['Last name must be maximum of 50 characters long.'],
        email: ['Email is not a valid email.'],
      },
    });
    const taken = await call('POST', '/users/', { token, body: { ...NEW_USER, email: 'ADMIN@globex.test' } });
    expect(taken).toMatchObject({
      status: 400,
      body: { email: ['An account with this e-mail already exists.'] },
    });
    const platform = await call('POST', '/users/', { token, body: { ...NEW_USER, roles: ['super_admin'] } });
    // A list's item errors are keyed by the item's place, as DRF's ListField reports them.
    expect(platform).toMatchObject({
      status: 400,
      body: { roles: { 0: ['"super_admin" is not a valid choice.'] } },
    });
    const types = await call('POST', '/users/', {
      token,
      body: { ...NEW_USER, is_buyer: 'yes', email: undefined },
    });
    expect(types).toMatchObject({
      status: 400,
      body: { is_buyer: ['Must be a valid boolean.'], email: ['This field is required.'] },
    });
    expect((await list('admin@acme.test', '?keyword=lovelace')).count).toBe(0);
  });

  it('is for client admins only: a plain user and the super admin get 403, the demo account its own 403', async () => {
    const asUser = await call('POST', '/users/', {
      token: await accessFor('user@acme.test'),
      body: NEW_USER,
    });
    expect(asUser).toMatchObject({ status: 403, body: FORBIDDEN });
    const asRoot = await call('POST', '/users/', {
      token: await accessFor('root@platform.test'),
      body: NEW_USER,
    });
    expect(asRoot).toMatchObject({ status: 403, body: FORBIDDEN });
    const asDemo = await call('POST', '/users/', { token: await demoToken(), body: NEW_USER });
    expect(asDemo).toMatchObject({
      status: 403,
      body: { detail: 'Sorry, this is a read-only demo account.' },
    });
    expect((await call('POST', '/users/', { body: NEW_USER })).status).toBe(401);
  });
});

describe('GET, PUT and DELETE /users/<id>/', () => {
  it('reads one user of the caller’s tenant; another tenant’s user does not exist for them', async () => {
    const own = await call('GET', `/users/${OLIVIA}/`, { token: await accessFor('user@acme.test') });
    expect(own.body).toMatchObject({ email: 'user@acme.test', tenant_name: 'Acme Corp' });
    const other = await call('GET', `/users/${MARIA}/`, { token: await accessFor('admin@acme.test') });
    expect(other).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    const root = await call('GET', `/users/${MARIA}/`, { token: await accessFor('root@platform.test') });
    expect(root.body).toMatchObject({ email: 'admin@globex.test' });
    expect(
      (await call('GET', '/users/no-such-user/', { token: await accessFor('admin@acme.test') })).status,
    ).toBe(404);
  });

  it('updates the fields sent and keeps the rest', async () => {
    const token = await accessFor('admin@acme.test');
    const reply = await call('PUT', `/users/${OLIVIA}/`, {
      token,
      body: { first_name: ' Liv ', roles: ['client_admin'], is_cards_user: true },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      first_name: 'Liv',
      last_name: 'Bennett',
      email: 'user@acme.test',
      roles: ['client_admin'],
      is_cards_user: true,
    });
    expect(reply.body.message).toBe('Liv Bennett has been updated.');
    const again = await call('GET', `/users/${OLIVIA}/`, { token });
    expect(again.body.first_name).toBe('Liv');
  });

  it('refuses bad fields, a taken e-mail, dropping one’s own admin role and flags on an inactive user', async () => {
    const token = await accessFor('admin@acme.test');
    const bad = await call('PUT', `/users/${OLIVIA}/`, {
      token,
      body: { email: 'new@acme.test', last_name: '' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { email: ['An account with this e-mail already exists.'], last_name: ['Last name is required.'] },
    });
    // Sending one's own e-mail back is no clash.
    expect(
      (await call('PUT', `/users/${OLIVIA}/`, { token, body: { email: 'user@acme.test' } })).status,
    ).toBe(200);
    const self = await call('PUT', `/users/${JAMES}/`, { token, body: { roles: [] } });
    expect(self).toMatchObject({ status: 400, body: { roles: ['You cannot remove your own admin role.'] } });
    const inactive = await call('PUT', `/users/${TOM}/`, {
      token,
      body: { is_buyer: true, is_cards_user: true },
    });
    expect(inactive).toMatchObject({
      status: 400,
      body: { is_buyer: ['Reactivate the user first.'], is_cards_user: ['Reactivate the user first.'] },
    });
  });

  it('refuses each bad role by its place in the list, never the list as one value', async () => {
    const token = await accessFor('admin@acme.test');
    const reply = await call('PUT', `/users/${OLIVIA}/`, {
      token,
      body: { roles: ['client_admin', 'x', 'super_admin'], first_name: '' },
    });
    expect(reply).toMatchObject({ status: 400 });
    expect(reply.body).toEqual({
      first_name: ['First name is required.'],
      roles: { 1: ['"x" is not a valid choice.'], 2: ['"super_admin" is not a valid choice.'] },
    });
    // An item error stands alone: the own-admin rule is for a valid list.
    const self = await call('PUT', `/users/${JAMES}/`, { token, body: { roles: ['owner'] } });
    expect(self.body).toEqual({ roles: { 0: ['"owner" is not a valid choice.'] } });
    expect(
      (await call('PUT', `/users/${OLIVIA}/`, { token, body: { roles: ['client_admin'] } })).status,
    ).toBe(200);
  });

  it('finds the user before it reads the body: another tenant’s is a 404 whatever the body', async () => {
    const globex = await accessFor('admin@globex.test');
    for (const body of [{ roles: ['x'], is_buyer: 'yes' }, { first_name: 'X' }]) {
      expect(await call('PUT', `/users/${NOAH}/`, { token: globex, body })).toMatchObject({
        status: 404,
        body: { detail: 'Not found.' },
      });
    }
    const own = await call('PUT', `/users/${OLIVIA}/`, {
      token: await accessFor('admin@acme.test'),
      body: { is_buyer: 'yes' },
    });
    expect(own).toMatchObject({ status: 400, body: { is_buyer: ['Must be a valid boolean.'] } });
  });

  it('removes a user (204), never the caller themself', async () => {
    const token = await accessFor('admin@acme.test');
    const reply = await call('DELETE', `/users/${OLIVIA}/`, { token });
    expect(reply.status).toBe(204);
    expect((await call('GET', `/users/${OLIVIA}/`, { token })).status).toBe(404);
    expect((await list('admin@acme.test', '?top=1')).count).toBe(1204);
    const self = await call('DELETE', `/users/${JAMES}/`, { token });
    expect(self).toMatchObject({ status: 400, body: { detail: 'You cannot remove your own account.' } });
  });

  it('keeps writes to client admins of the same tenant (403 / 404) and refuses the demo account', async () => {
    const body = { first_name: 'X' };
    const userToken = await accessFor('user@acme.test');
    expect(await call('PUT', `/users/${NOAH}/`, { token: userToken, body })).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect((await call('DELETE', `/users/${NOAH}/`, { token: userToken })).status).toBe(403);
    const globex = await accessFor('admin@globex.test');
    expect((await call('PUT', `/users/${NOAH}/`, { token: globex, body })).status).toBe(404);
    expect((await call('DELETE', `/users/${NOAH}/`, { token: globex })).status).toBe(404);
    const root = await accessFor('root@platform.test');
    expect((await call('PUT', `/users/${NOAH}/`, { token: root, body })).status).toBe(403);
    const demo = await demoToken();
    expect(await call('DELETE', `/users/${NOAH}/`, { token: demo })).toMatchObject({
      status: 403,
      body: { detail: 'Sorry, this is a read-only demo account.' },
    });
    expect((await call('GET', `/users/${NOAH}/`, { token: demo })).status).toBe(200);
  });
});

describe('POST /users/<id>/deactivate/ and /reactivate/', () => {
  it('deactivates (inactive, not active, no buyer or cards flags), and reactivates', async () => {
    const tenant = await createTenant();
    const admin = await createUser({ tenant_id: tenant.id, roles: ['client_admin'] });
    const olivia = await createUser({
      tenant_id: tenant.id,
      first_name: 'Olivia',
      last_name: 'Bennett',
      is_buyer: true,
      is_cards_user: true,
    });
    const token = await accessFor(admin.email);
    const off = await call('POST', `/users/${olivia.user_id}/deactivate/`, { token });
    expect(off.status).toBe(200);
    expect(off.body.user).toMatchObject({
      status: 'inactive',
      is_active: false,
      is_buyer: false,
      is_cards_user: false,
    });
    expect(off.body.message).toBe('Olivia Bennett has been deactivated.');
    // A deactivated account can no longer use its tokens.
    const signedOut = await call('POST', '/token/', {
      body: { username: olivia.email, password: 'Passw0rd!' },
    });
    expect(signedOut.status).toBe(401);

    const on = await call('POST', `/users/${olivia.user_id}/reactivate/`, { token });
    expect(on.body.user).toMatchObject({
      status: 'active',
      is_active: true,
      is_buyer: false,
      is_cards_user: false,
    });
    expect(on.body.message).toBe('Olivia Bennett has been reactivated.');
  });

  it('refuses one’s own account, other tenants, other roles and the demo account', async () => {
    const token = await accessFor('admin@acme.test');
    expect(await call('POST', `/users/${JAMES}/deactivate/`, { token })).toMatchObject({
      status: 400,
      body: { detail: 'You cannot deactivate your own account.' },
    });
    const globex = await accessFor('admin@globex.test');
    expect((await call('POST', `/users/${OLIVIA}/deactivate/`, { token: globex })).status).toBe(404);
    const user = await accessFor('new@acme.test');
    expect((await call('POST', `/users/${TOM}/reactivate/`, { token: user })).status).toBe(403);
    expect((await call('POST', `/users/${OLIVIA}/deactivate/`, { token: await demoToken() })).status).toBe(
      403,
    );
  });
});

describe('POST /users/<id>/reinvite/', () => {
  it('e-mails a new invitation to a user who has never signed in', async () => {
    const tenant = await createTenant();
    const admin = await createUser({ tenant_id: tenant.id, roles: ['client_admin'] });
    const invitee = await createUser({
      tenant_id: tenant.id,
      email: 'new.hire@example.test',
      password: unusablePassword(),
      last_login: null,
    });
    const token = await accessFor(admin.email);
    const reply = await call('POST', `/users/${invitee.user_id}/reinvite/`, { token });
    expect(reply).toMatchObject({
      status: 200,
      body: { message: 'A new invitation has been sent to new.hire@example.test.' },
    });
    const [mail] = await outboxFor('new.hire@example.test');
    expect(mail).toMatchObject({ kind: 'user_invitation', link: `/register/user_invite/${mail?.token}` });
  });

  it('refuses a user who has signed in, an inactive user and other tenants', async () => {
    const token = await accessFor('admin@acme.test');
    expect(await call('POST', `/users/${OLIVIA}/reinvite/`, { token })).toMatchObject({
      status: 400,
      body: { detail: 'This user has already signed in; there is no invitation to send.' },
    });
    expect(await call('POST', `/users/${TOM}/reinvite/`, { token })).toMatchObject({
      status: 400,
      body: { detail: 'Reactivate the user before inviting them again.' },
    });
    const globex = await accessFor('admin@globex.test');
    expect((await call('POST', `/users/${NOAH}/reinvite/`, { token: globex })).status).toBe(404);
  });
});
