import { jwtDecode } from 'jwt-decode';
import { describe, expect, it, vi } from 'vitest';
import { accessClaimsSchema, tokenPairSchema } from '@/lib/identity';
import { accounts } from '../db';
import { GOOGLE_CODE_LIFETIME_S, issueGoogleAccessToken, issueGoogleCode } from '../identity/google-tokens';
import { call, useMockServer } from '../testing';

useMockServer();

const signInWithGoogle = (auth_code: unknown) => call('POST', '/auth/google/', { body: { auth_code } });

describe('POST /auth/google/', () => {
  it('signs in the Stackwise account linked to the Google e-mail', async () => {
    const reply = await signInWithGoogle(issueGoogleCode('admin@acme.test'));
    expect(reply.status).toBe(200);
    const pair = tokenPairSchema.parse(reply.body);
    expect(pair.new_user).toBe(false);
    const claims = accessClaimsSchema.parse(jwtDecode(pair.access));
    expect(claims).toMatchObject({ roles: ['client_admin'], appid: 'stackwise' });
    expect((await call('GET', '/users/me/', { token: pair.access })).body.email).toBe('admin@acme.test');
  });

  it("replies new_user on the account's first sign-in", async () => {
    const reply = await signInWithGoogle(issueGoogleCode('new@acme.test'));
    expect(reply.body.new_user).toBe(true);
  });

  it('refuses a Google account not linked to a Stackwise user with 403', async () => {
    for (const email of ['sam@gmail.test', 'demo@stackwise.test']) {
      const reply = await signInWithGoogle(issueGoogleCode(email));
      expect(reply).toMatchObject({
        status: 403,
        body: { detail: 'This Google account is not linked to a Stackwise user.' },
      });
    }
  });

  it('refuses an inactive account with user_inactive, like /token/', async () => {
    const reply = await signInWithGoogle(issueGoogleCode('inactive@acme.test'));
    expect(reply).toMatchObject({
      status: 401,
      body: { detail: 'No active account found with the given credentials', code: 'user_inactive' },
    });
  });

  it('refuses forged, expired, reused codes and access tokens with 400', async () => {
    const code = issueGoogleCode('user@acme.test');
    const invalid = {
      status: 400,
      body: { detail: expect.stringMatching(/invalid or has expired/), code: 'invalid_grant' },
    };
    expect(await signInWithGoogle('nonsense')).toMatchObject(invalid);
    expect(await signInWithGoogle(`${code}x`)).toMatchObject(invalid);
    expect(await signInWithGoogle(issueGoogleAccessToken('user@acme.test'))).toMatchObject(invalid);

    expect((await signInWithGoogle(code)).status).toBe(200);
    expect(await signInWithGoogle(code)).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/already been used/), code: 'invalid_grant' },
    });

    const late = issueGoogleCode('user@acme.test');
    vi.setSystemTime(Date.now() + (GOOGLE_CODE_LIFETIME_S + 1) * 1000);
    expect(await signInWithGoogle(late)).toMatchObject(invalid);
  });

  it('answers a missing or blank auth_code with field errors', async () => {
    expect(await call('POST', '/auth/google/', { body: {} })).toMatchObject({
      status: 400,
      body: { auth_code: ['This field is required.'] },
    });
    expect(await signInWithGoogle('  ')).toMatchObject({
      status: 400,
      body: { auth_code: ['This field may not be blank.'] },
    });
  });

  it('records the sign-in on the account', async () => {
    const before = accounts.findFirst((q) => q.where((a) => a.email === 'user@acme.test'))!.last_login;
    vi.setSystemTime(Date.now() + 60_000);
    await signInWithGoogle(issueGoogleCode('user@acme.test'));
    const after = accounts.findFirst((q) => q.where((a) => a.email === 'user@acme.test'))!.last_login;
    expect(after).not.toBe(before);
  });
});
