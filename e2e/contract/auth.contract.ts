/** Sign-in, refresh with rotation, sign-out and the demo sign-in (`POST /token/`, `/token/refresh/`, …). */
import { describe, expect, test } from 'vitest';
import { tokenPairSchema } from '@/lib/identity';
import { call, claimsOf, target } from './support/api';
import { BLANK, REQUIRED, expectDetail, expectFieldErrors, parsed } from './support/expect';
import { freshSession, requireAccount } from './support/sessions';

const NO_ACCOUNT = 'No active account found with the given credentials';
const FIFTEEN_MINUTES = 15 * 60;

describe('POST /token/', () => {
  test('a good password gives a pair whose access token carries the documented claims', async (context) => {
    requireAccount(context, 'client_admin');
    const { email, password } = target.accounts.client_admin!;
    const pair = parsed(
      tokenPairSchema,
      await call('POST', '/token/', { body: { username: email, password } }),
    );
    expect(typeof pair.new_user).toBe('boolean');
    const claims = claimsOf(pair.access);
    expect(claims).toMatchObject({ token_type: 'access', appid: 'stackwise', roles: ['client_admin'] });
    expect(typeof claims.tenant_id).toBe('string');
    const lifetime = Number(claims.exp) - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(FIFTEEN_MINUTES - 120);
    expect(lifetime).toBeLessThanOrEqual(FIFTEEN_MINUTES + 120);
    expect(claimsOf(pair.refresh)).toMatchObject({ token_type: 'refresh' });
  });

  test('the token belongs to the account /users/me/ describes', async (context) => {
    const session = await freshSession(context, 'user');
    expect(session.me.email.toLowerCase()).toBe(target.accounts.user!.email.toLowerCase());
    expect(claimsOf(session.access)).toMatchObject({
      user_id: session.me.user_id,
      tenant_id: session.me.tenant_id,
    });
  });

  test('a wrong password and an unknown e-mail are the same 401', async (context) => {
    requireAccount(context, 'client_admin');
    const { email } = target.accounts.client_admin!;
    const wrong = await call('POST', '/token/', {
      body: { username: email, password: 'not-the-password-1' },
    });
    expectDetail(wrong, 401, NO_ACCOUNT, { code: 'no_active_account' });
    const unknown = await call('POST', '/token/', {
      body: { username: 'nobody-at-all@contract.invalid', password: 'whatever-1' },
    });
    expectDetail(unknown, 401, NO_ACCOUNT, { code: 'no_active_account' });
  });

  test('a deactivated account is refused with the code user_inactive', async (context) => {
    requireAccount(context, 'inactive');
    const { email, password } = target.accounts.inactive!;
    const reply = await call('POST', '/token/', { body: { username: email, password } });
    expectDetail(reply, 401, NO_ACCOUNT, { code: 'user_inactive' });
  });

  test('blank and missing fields are field errors', async () => {
    expectFieldErrors(await call('POST', '/token/', { body: { username: '', password: 'x' } }), {
      username: [BLANK],
    });
    expectFieldErrors(await call('POST', '/token/', { body: {} }), {
      username: [REQUIRED],
      password: [REQUIRED],
    });
  });
});

describe('POST /token/refresh/', () => {
  test('rotates: a new pair, and the old refresh token is blacklisted', async (context) => {
    const session = await freshSession(context, 'user');
    const next = parsed(
      tokenPairSchema,
      await call('POST', '/token/refresh/', { body: { refresh: session.refresh } }),
    );
    expect(next.refresh).not.toBe(session.refresh);
    expect(claimsOf(next.access)).toMatchObject({ user_id: session.me.user_id, appid: 'stackwise' });
    expect((await call('GET', '/users/me/', { token: next.access })).status).toBe(200);

    const again = await call('POST', '/token/refresh/', { body: { refresh: session.refresh } });
    expectDetail(again, 401, 'Token is blacklisted', { code: 'token_not_valid' });
  });

  test('an access token, a garbage token and a blank one are refused', async (context) => {
    const session = await freshSession(context, 'user');
    expectDetail(
      await call('POST', '/token/refresh/', { body: { refresh: session.access } }),
      401,
      'Token has wrong type',
      {
        code: 'token_not_valid',
      },
    );
    expectDetail(
      await call('POST', '/token/refresh/', { body: { refresh: 'garbage' } }),
      401,
      'Token is invalid or expired',
      {
        code: 'token_not_valid',
      },
    );
    expectFieldErrors(await call('POST', '/token/refresh/', { body: { refresh: '' } }), { refresh: [BLANK] });
  });
});

describe('POST /auth/logout/', () => {
  test('revokes the refresh token: refreshing or signing out with it again is refused', async (context) => {
    const session = await freshSession(context, 'client_admin');
    const out = await call('POST', '/auth/logout/', { body: { refresh: session.refresh } });
    expect({ status: out.status, body: out.body }).toEqual({ status: 200, body: { message: 'Signed out' } });
    expectDetail(
      await call('POST', '/token/refresh/', { body: { refresh: session.refresh } }),
      401,
      'Token is blacklisted',
    );
    expectDetail(
      await call('POST', '/auth/logout/', { body: { refresh: session.refresh } }),
      401,
      'Token is blacklisted',
    );
  });
});

describe('POST /auth/demo/', () => {
  test('signs in the read-only demo account, whose refresh keeps appid "demo"', async (context) => {
    const session = await freshSession(context, 'demo');
    expect(claimsOf(session.access)).toMatchObject({ appid: 'demo' });
    const next = parsed(
      tokenPairSchema,
      await call('POST', '/token/refresh/', { body: { refresh: session.refresh } }),
    );
    expect(claimsOf(next.access)).toMatchObject({ appid: 'demo' });
    const out = await call('POST', '/auth/logout/', { body: { refresh: next.refresh } });
    expect(out.status).toBe(200);
  });

  test('the demo account has no password', async (context) => {
    const session = await freshSession(context, 'demo');
    const reply = await call('POST', '/token/', {
      body: { username: session.me.email, password: 'Password1' },
    });
    expectDetail(reply, 401, NO_ACCOUNT, { code: 'no_active_account' });
  });
});
