import { describe, expect, it } from 'vitest';
import { invitationSchema } from '@/features/auth/api/registration-schemas';
import { tokenPairSchema } from '@/lib/identity';
import { resetMockApi } from '../node';
import { accounts, findAccountByEmail, invitations, tenants } from '../db';
import { ACME_TENANT_ID, GLOBEX_TENANT_ID } from '../fixtures';
import { call, signIn, useMockServer } from '../testing';

useMockServer();

const NEW_COMPANY = {
  first_name: 'Aoife',
  last_name: "O'Brien",
  email: 'Aoife@Northwind.test',
  company_name: 'Northwind Traders',
  password: 'Sunrise42',
};

describe('POST /auth/register/', () => {
  it('creates the company and its first admin, who has never signed in, and e-mails a verification link', async () => {
    const tenantsBefore = tenants.count();
    const reply = await call('POST', '/auth/register/', { body: NEW_COMPANY });
    expect(reply).toMatchObject({
      status: 201,
      body: {
        message:
          'Your account has been created. We have e-mailed a verification link to aoife@northwind.test.',
      },
    });
    expect(tenants.count()).toBe(tenantsBefore + 1);
    const account = findAccountByEmail('aoife@northwind.test')!;
    expect(account).toMatchObject({
      first_name: 'Aoife',
      last_name: "O'Brien",
      roles: ['client_admin'],
      is_active: true,
      last_login: null,
    });
    expect(tenants.findFirst((q) => q.where((t) => t.id === account.tenant_id))?.name).toBe(
      'Northwind Traders',
    );

    const outbox = await call('GET', '/__demo__/outbox?to=aoife@northwind.test');
    expect(outbox.body.messages).toEqual([
      expect.objectContaining({ kind: 'email_verification', to: 'aoife@northwind.test', link: '/login' }),
    ]);

    // The e-mail is simulated as verified: the new admin can sign in, and it is their first time.
    const pair = await call('POST', '/token/', {
      body: { username: NEW_COMPANY.email, password: 'Sunrise42' },
    });
    expect(pair).toMatchObject({ status: 200, body: { new_user: true } });
  });

  it('refuses an e-mail that already has an account, beside the field', async () => {
    const reply = await call('POST', '/auth/register/', {
      body: { ...NEW_COMPANY, email: 'USER@acme.test' },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { email: ['An account with this e-mail already exists.'] },
    });
  });

  it("checks the form's rules with the app's messages", async () => {
    const reply = await call('POST', '/auth/register/', {
      body: {
        ...NEW_COMPANY,
        first_name: ' ',
        email: 'nope',
        company_name: 'x'.repeat(101),
        password: 'lettersonly',
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      first_name: ['First name is required.'],
      email: ['Work email is not a valid email.'],
      company_name: ['Company name must be maximum of 100 characters long.'],
      password: ['Password must contain a letter and a number.'],
    });
    const missing = await call('POST', '/auth/register/', { body: {} });
    expect(missing.body.email).toEqual(['This field is required.']);
  });
});

describe('GET /auth/register/<kind>/<token>/', () => {
  it.each([
    ['user_invite', 'invite-valid', 'sam.rivera@acme.test', 'Acme Corp', 'James Carter'],
    ['azure', 'azure-valid', 'aiko.tanaka@acme.test', 'Acme Corp', 'James Carter'],
    ['google', 'google-valid', 'kim.novak@globex.test', 'Globex Inc', 'Maria Gonzalez'],
  ])('%s %s: what the link stands for', async (kind, token, email, tenant, inviter) => {
    const reply = await call('GET', `/auth/register/${kind}/${token}/`);
    expect(reply.status).toBe(200);
    const invitation = invitationSchema.parse(reply.body);
    expect(invitation).toMatchObject({ kind, email, tenant_name: tenant, inviter_name: inviter });
    expect(Date.parse(invitation.expires_at)).toBeGreaterThan(Date.now());
  });

  it.each(['user_invite', 'azure', 'google'])('%s: used, expired and unknown links say why', async (kind) => {
    const prefix = kind === 'user_invite' ? 'invite' : kind;
    expect(await call('GET', `/auth/register/${kind}/${prefix}-used/`)).toMatchObject({
      status: 410,
      body: { detail: 'This invitation has already been used.', code: 'token_used' },
    });
    const expired = await call('GET', `/auth/register/${kind}/${prefix}-expired/`);
    expect(expired).toMatchObject({
      status: 410,
      body: { detail: 'This invitation has expired.', code: 'token_expired' },
    });
    expect(expired.body.inviter_name).toMatch(/^(James Carter|Maria Gonzalez)$/);
    expect(await call('GET', `/auth/register/${kind}/no-such-token/`)).toMatchObject({
      status: 404,
      body: { detail: 'This registration link is not valid.', code: 'token_invalid' },
    });
  });

  it('a token is valid only for its own kind', async () => {
    expect((await call('GET', '/auth/register/azure/invite-valid/')).status).toBe(404);
    expect((await call('GET', '/auth/register/something/invite-valid/')).status).toBe(404);
  });

  it('seeds the test tokens in every scenario, including empty', async () => {
    await resetMockApi('empty');
    expect(invitations.count()).toBe(9);
    expect((await call('GET', '/auth/register/user_invite/invite-valid/')).status).toBe(200);
  });
});

describe('POST /auth/register/<kind>/<token>/', () => {
  it('user_invite: creates the account in the inviting tenant and signs it in as a new user', async () => {
    const reply = await call('POST', '/auth/register/user_invite/invite-valid/', {
      body: { first_name: 'Sam', last_name: 'Rivera-Lopez', password: 'Welcome1' },
    });
    expect(reply.status).toBe(200);
    expect(tokenPairSchema.parse(reply.body).new_user).toBe(true);
    const me = await call('GET', '/users/me/', { token: reply.body.access });
    expect(me.body).toMatchObject({
      email: 'sam.rivera@acme.test',
      last_name: 'Rivera-Lopez',
      roles: [],
      tenant_id: ACME_TENANT_ID,
    });
    // The password works from now on, and the link is spent.
    expect((await signIn('sam.rivera@acme.test', 'Welcome1')).new_user).toBe(false);
    expect(await call('GET', '/auth/register/user_invite/invite-valid/')).toMatchObject({
      status: 410,
      body: { code: 'token_used' },
    });
    expect(
      (
        await call('POST', '/auth/register/user_invite/invite-valid/', {
          body: { first_name: 'Sam', last_name: 'Rivera', password: 'Welcome1' },
        })
      ).status,
    ).toBe(410);
  });

  it('user_invite: the password rules apply', async () => {
    const reply = await call('POST', '/auth/register/user_invite/invite-valid/', {
      body: { first_name: 'Sam', last_name: '', password: 'short' },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        last_name: ['Last name is required.'],
        password: ['Password must be minimum of 8 characters long.'],
      },
    });
    expect(findAccountByEmail('sam.rivera@acme.test')).toBeUndefined();
  });

  it.each([
    ['azure', 'azure-valid', 'aiko.tanaka@acme.test', []],
    ['google', 'google-valid', 'kim.novak@globex.test', ['client_admin']],
  ])(
    '%s: names only; the account signs in with its provider, never with a password',
    async (kind, token, email, roles) => {
      const reply = await call('POST', `/auth/register/${kind}/${token}/`, {
        body: { first_name: 'Kim', last_name: 'Novak' },
      });
      expect(reply).toMatchObject({ status: 200, body: { new_user: true } });
      const account = findAccountByEmail(email)!;
      expect(account).toMatchObject({ roles, first_name: 'Kim' });
      expect(account.tenant_id).toBe(kind === 'google' ? GLOBEX_TENANT_ID : ACME_TENANT_ID);
      expect(account.password.startsWith('!')).toBe(true);
    },
  );

  it('refuses used and expired links, and an address that already has an account', async () => {
    const body = { first_name: 'A', last_name: 'B', password: 'Welcome1' };
    expect((await call('POST', '/auth/register/user_invite/invite-used/', { body })).status).toBe(410);
    expect((await call('POST', '/auth/register/user_invite/invite-expired/', { body })).body.code).toBe(
      'token_expired',
    );
    await accounts.update((q) => q.where((a) => a.email === 'user@acme.test'), {
      data(row) {
        row.email = 'sam.rivera@acme.test';
      },
    });
    expect(await call('POST', '/auth/register/user_invite/invite-valid/', { body })).toMatchObject({
      status: 400,
      body: { code: 'account_exists' },
    });
  });
});
