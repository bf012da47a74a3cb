import { jwtDecode } from 'jwt-decode';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { accessClaimsSchema, identityUserSchema, tokenPairSchema } from '@/lib/identity';
import { accounts } from '../db';
import { ACCESS_LIFETIME_S, REFRESH_LIFETIME_S } from '../jwt';
import { accessFor, call, signIn, useMockServer } from '../testing';

useMockServer();

const NO_ACCOUNT = 'No active account found with the given credentials';
const ACCESS_INVALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
};

async function deactivate(email: string) {
  await accounts.update((q) => q.where((a) => a.email === email), {
    data(draft) {
      draft.status = 'inactive';
      draft.is_active = false;
    },
  });
}

describe('POST /token/', () => {
  it.each([
    ['user@acme.test', [], true],
    ['admin@acme.test', ['client_admin'], true],
    ['admin@globex.test', ['client_admin'], true],
    ['root@platform.test', ['super_admin'], false],
  ])('signs in %s', async (email, roles, hasTenant) => {
    const reply = await call('POST', '/token/', { body: { username: email, password: 'Passw0rd!' } });
    expect(reply.status).toBe(200);
    const pair = tokenPairSchema.parse(reply.body);
    const claims = accessClaimsSchema.parse(jwtDecode(pair.access));
    expect(claims).toMatchObject({ token_type: 'access', roles, appid: 'stackwise' });
    expect(claims.tenant_id !== null).toBe(hasTenant);
    expect(claims.exp - claims.iat!).toBe(ACCESS_LIFETIME_S);
    const refresh = accessClaimsSchema.parse(jwtDecode(pair.refresh));
    expect(refresh.token_type).toBe('refresh');
    expect(refresh.exp - refresh.iat!).toBe(REFRESH_LIFETIME_S);
    expect(jwtDecode(pair.access, { header: true })).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it("replies new_user on an account's first sign-in only", async () => {
    const body = { username: 'new@acme.test', password: 'Passw0rd!' };
    const first = tokenPairSchema.parse((await call('POST', '/token/', { body })).body);
    const second = tokenPairSchema.parse((await call('POST', '/token/', { body })).body);
    expect([first.new_user, second.new_user]).toEqual([true, false]);
    const returning = await call('POST', '/token/', {
      body: { username: 'user@acme.test', password: 'Passw0rd!' },
    });
    expect(tokenPairSchema.parse(returning.body).new_user).toBe(false);
  });

  it('treats the e-mail case-insensitively', async () => {
    await expect(signIn('  Admin@Acme.TEST ')).resolves.toBeTruthy();
  });

  it('refuses an inactive account with user_inactive', async () => {
    const reply = await call('POST', '/token/', {
      body: { username: 'inactive@acme.test', password: 'Passw0rd!' },
    });
    expect(reply).toMatchObject({ status: 401, body: { detail: NO_ACCOUNT, code: 'user_inactive' } });
  });

  it.each([
    ['a wrong password', 'user@acme.test', 'wrong'],
    ['an unknown user', 'nobody@acme.test', 'Passw0rd!'],
    ['the demo account (demo sign-in only)', 'demo@stackwise.test', 'Passw0rd!'],
  ])('refuses %s with no_active_account', async (_, username, password) => {
    const reply = await call('POST', '/token/', { body: { username, password } });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ detail: NO_ACCOUNT, code: 'no_active_account' });
  });

  it('answers missing and blank fields like DRF', async () => {
    expect((await call('POST', '/token/', { body: {} })).body).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
    const blank = await call('POST', '/token/', { body: { username: ' ', password: 'x' } });
    expect(blank).toMatchObject({ status: 400, body: { username: ['This field may not be blank.'] } });
  });
});

describe('POST /auth/demo/', () => {
  it('signs in the read-only demo account with appid demo', async () => {
    const reply = await call('POST', '/auth/demo/');
    expect(reply.status).toBe(200);
    const claims = accessClaimsSchema.parse(jwtDecode(reply.body.access));
    expect(claims.appid).toBe('demo');
    expect(claims.roles).toEqual(['client_admin']);
    expect(accessClaimsSchema.parse(jwtDecode(reply.body.refresh)).appid).toBe('demo');
  });
});

describe('POST /token/refresh/', () => {
  it('rotates the pair and blacklists the used refresh token', async () => {
    const first = await signIn('user@acme.test');
    const rotated = await call('POST', '/token/refresh/', { body: { refresh: first.refresh } });
    expect(rotated.status).toBe(200);
    const pair = tokenPairSchema.parse(rotated.body);
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await call('GET', '/users/me/', { token: pair.access })).status).toBe(200);

    const again = await call('POST', '/token/refresh/', { body: { refresh: first.refresh } });
    expect(again).toMatchObject({
      status: 401,
      body: { detail: 'Token is blacklisted', code: 'token_not_valid' },
    });
    expect((await call('POST', '/token/refresh/', { body: { refresh: pair.refresh } })).status).toBe(200);
  });

  it('keeps the demo appid across rotation', async () => {
    const demo = await call('POST', '/auth/demo/');
    const rotated = await call('POST', '/token/refresh/', { body: { refresh: demo.body.refresh } });
    expect(accessClaimsSchema.parse(jwtDecode(rotated.body.access)).appid).toBe('demo');
  });

  it('refuses forged, expired and wrong-type tokens', async () => {
    const { access, refresh } = await signIn('user@acme.test');
    const invalid = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
    expect((await call('POST', '/token/refresh/', { body: { refresh: 'abc.def.ghi' } })).body).toEqual(
      invalid,
    );
    expect((await call('POST', '/token/refresh/', { body: { refresh: `${refresh}x` } })).body).toEqual(
      invalid,
    );
    expect((await call('POST', '/token/refresh/', { body: { refresh: access } })).body).toEqual({
      detail: 'Token has wrong type',
      code: 'token_not_valid',
    });
    vi.setSystemTime(Date.now() + (REFRESH_LIFETIME_S + 1) * 1000);
    const expired = await call('POST', '/token/refresh/', { body: { refresh } });
    expect(expired).toMatchObject({ status: 401, body: invalid });
  });

  it('refuses to refresh for an account deactivated since sign-in', async () => {
    const { refresh } = await signIn('user@acme.test');
    await deactivate('user@acme.test');
    const reply = await call('POST', '/token/refresh/', { body: { refresh } });
    expect(reply).toMatchObject({
      status: 401,
      body: { detail: 'No active account found for the given token.', code: 'no_active_account' },
    });
  });
});

describe('POST /auth/logout/', () => {
  it('blacklists the refresh token, also for the demo account', async () => {
    const demo = await call('POST', '/auth/demo/');
    const reply = await call('POST', '/auth/logout/', {
      body: { refresh: demo.body.refresh },
      token: demo.body.access,
    });
    expect(reply).toMatchObject({ status: 200, body: { message: 'Signed out' } });
    const after = await call('POST', '/token/refresh/', { body: { refresh: demo.body.refresh } });
    expect(after.body).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' });
  });

  it('requires the refresh token', async () => {
    expect(await call('POST', '/auth/logout/', { body: {} })).toMatchObject({
      status: 400,
      body: { refresh: ['This field is required.'] },
    });
  });
});

describe('authenticated calls', () => {
  it('GET /users/me/ returns the identity user', async () => {
    const reply = await call('GET', '/users/me/', { token: await accessFor('admin@acme.test') });
    expect(reply.status).toBe(200);
    expect(z.parse(z.strictObject(identityUserSchema.shape), reply.body)).toMatchObject({
      email: 'admin@acme.test',
      first_name: 'James',
      roles: ['client_admin'],
      avatar: null,
    });
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'nonsense'],
  ])('refuses %s with token_not_valid', async (_, token) => {
    const reply = await call('GET', '/users/me/', { token });
    expect(reply).toMatchObject({ status: 401, body: ACCESS_INVALID });
  });

  it('refuses a tampered token', async () => {
    const { access } = await signIn('user@acme.test');
    const [header, payload, sig] = access.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<
      string,
      unknown
    >;
    const forged = btoa(JSON.stringify({ ...claims, roles: ['super_admin'] }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const reply = await call('GET', '/tenants/', { token: `${header}.${forged}.${sig}` });
    expect(reply).toMatchObject({ status: 401, body: ACCESS_INVALID });
  });

  it('refuses an access token after 15 minutes', async () => {
    const token = await accessFor('user@acme.test');
    vi.setSystemTime(Date.now() + (ACCESS_LIFETIME_S - 5) * 1000);
    expect((await call('GET', '/users/me/', { token })).status).toBe(200);
    vi.setSystemTime(Date.now() + 10_000);
    expect(await call('GET', '/users/me/', { token })).toMatchObject({ status: 401, body: ACCESS_INVALID });
  });

  it('refuses a refresh token used as an access token', async () => {
    const { refresh } = await signIn('user@acme.test');
    expect((await call('GET', '/users/me/', { token: refresh })).body).toEqual(ACCESS_INVALID);
  });

  it('answers user_inactive for a valid token of a deactivated account', async () => {
    const token = await accessFor('user@acme.test');
    await deactivate('user@acme.test');
    const reply = await call('GET', '/users/me/', { token });
    expect(reply).toMatchObject({ status: 401, body: { detail: 'User is inactive', code: 'user_inactive' } });
  });
});
