import { jwtDecode } from 'jwt-decode';
import { describe, expect, it, vi } from 'vitest';
import { accessClaimsSchema, tokenPairSchema } from '@/lib/identity';
import { accounts } from '../db';
import { accountId } from '../fixtures';
import { signJwt } from '../jwt';
import {
  ACME_DIRECTORY_ID,
  CONTOSO_DIRECTORY_ID,
  findDirectoryUser,
  GLOBEX_DIRECTORY_ID,
} from '../identity/microsoft-directory';
import {
  issueAuthorizationCode,
  MICROSOFT_TOKEN_LIFETIME_S,
  s256Challenge,
  tokenReplyFor,
} from '../identity/microsoft-tokens';
import { call, useMockServer } from '../testing';
import { AZURE_NOT_LINKED, AZURE_TENANT_MISMATCH, AZURE_TOKEN_INVALID } from './microsoft-auth';

useMockServer();

const CLIENT_ID = '5f0c8a4e-2d3b-4c71-9e6a-7b1d0f3c9a52';
const VERIFIER = 'a-verifier-that-is-long-enough-for-pkce-0123456789abcdef';

/** An id token the way the app gets one: a code from the picker, redeemed at Microsoft's token endpoint. */
async function idTokenFor(email: string): Promise<{ idToken: string; tid: string }> {
  const person = findDirectoryUser(email);
  if (!person) throw new Error(`${email} is not in the simulated directory`);
  const code = issueAuthorizationCode(person, {
    client_id: CLIENT_ID,
    redirect_uri: 'http://localhost/msauth',
    scope: 'User.Read openid profile offline_access',
    nonce: 'n',
    code_challenge: await s256Challenge(VERIFIER),
    code_challenge_method: 'S256',
  });
  const response = await fetch('https://login.microsoftonline.com/organizations/oauth2/v2.0/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost/msauth',
      code,
      code_verifier: VERIFIER,
    }).toString(),
  });
  const reply = (await response.json()) as { id_token: string };
  return { idToken: reply.id_token, tid: person.tenantId };
}

function signInWith(azureTenantId: string, idToken: string) {
  return call('POST', '/auth/azure/', { body: { azureTenantId, id_token: idToken } });
}

describe('POST /auth/azure/', () => {
  it.each([
    ['admin@acme.test', ACME_DIRECTORY_ID, ['client_admin']],
    ['user@acme.test', ACME_DIRECTORY_ID, []],
    ['admin@globex.test', GLOBEX_DIRECTORY_ID, ['client_admin']],
  ])('signs in %s, linked through its Azure directory', async (email, directory, roles) => {
    const { idToken, tid } = await idTokenFor(email);
    expect(tid).toBe(directory);
    const reply = await signInWith(tid, idToken);
    expect(reply.status).toBe(200);
    const pair = tokenPairSchema.parse(reply.body);
    const claims = accessClaimsSchema.parse(jwtDecode(pair.access));
    expect(claims).toMatchObject({ user_id: accountId(email), roles, appid: 'stackwise' });
    expect(pair.new_user).toBe(false);
  });

  it("replies new_user on the account's first sign-in", async () => {
    const { idToken, tid } = await idTokenFor('new@acme.test');
    expect((await signInWith(tid, idToken)).body.new_user).toBe(true);
  });

  it('refuses an account from a directory no tenant uses', async () => {
    const { idToken, tid } = await idTokenFor('alex@contoso.test');
    expect(tid).toBe(CONTOSO_DIRECTORY_ID);
    const reply = await signInWith(tid, idToken);
    expect(reply).toMatchObject({ status: 403, body: { detail: AZURE_NOT_LINKED } });
  });

  it("refuses a Stackwise e-mail signing in from another tenant's directory", async () => {
    const person = findDirectoryUser('admin@globex.test')!;
    const reply = tokenReplyFor({
      typ: 'ms_authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost/msauth',
      scope: 'User.Read',
      code_challenge: 'x',
      tid: ACME_DIRECTORY_ID,
      oid: 'o',
      preferred_username: person.username,
      name: person.name,
      iat: 0,
      exp: 0,
      jti: 'j',
    });
    const refused = await signInWith(ACME_DIRECTORY_ID, reply.id_token);
    expect(refused).toMatchObject({ status: 403, body: { detail: AZURE_NOT_LINKED } });
  });

  it('requires the id token to come from the given Azure tenant', async () => {
    const { idToken } = await idTokenFor('admin@acme.test');
    const reply = await signInWith(GLOBEX_DIRECTORY_ID, idToken);
    expect(reply).toMatchObject({ status: 400, body: { detail: AZURE_TENANT_MISMATCH } });
  });

  it('refuses an inactive account like /token/ does', async () => {
    const { idToken, tid } = await idTokenFor('inactive@acme.test');
    expect(await signInWith(tid, idToken)).toMatchObject({
      status: 401,
      body: { detail: 'No active account found with the given credentials', code: 'user_inactive' },
    });
  });

  it('refuses an account deactivated since it was linked', async () => {
    await accounts.update((q) => q.where((a) => a.email === 'user@acme.test'), {
      data(draft) {
        draft.status = 'inactive';
        draft.is_active = false;
      },
    });
    const { idToken, tid } = await idTokenFor('user@acme.test');
    expect((await signInWith(tid, idToken)).body.code).toBe('user_inactive');
  });

  it('refuses forged, expired and non-id tokens', async () => {
    const { idToken, tid } = await idTokenFor('admin@acme.test');
    const invalid = { status: 400, body: { detail: AZURE_TOKEN_INVALID } };
    expect(await signInWith(tid, `${idToken}x`)).toMatchObject(invalid);
    expect(await signInWith(tid, 'a.b.c')).toMatchObject(invalid);
    // Signed by "Microsoft" but not an id token (e.g. an access token or a code).
    expect(await signInWith(tid, signJwt({ tid, preferred_username: 'admin@acme.test' }))).toMatchObject(
      invalid,
    );
    vi.setSystemTime(Date.now() + (MICROSOFT_TOKEN_LIFETIME_S + 1) * 1000);
    expect(await signInWith(tid, idToken)).toMatchObject(invalid);
  });

  it('answers missing and blank fields like DRF', async () => {
    expect(await call('POST', '/auth/azure/', { body: {} })).toMatchObject({
      status: 400,
      body: { azureTenantId: ['This field is required.'], id_token: ['This field is required.'] },
    });
    expect(await signInWith(' ', 'x')).toMatchObject({
      status: 400,
      body: { azureTenantId: ['This field may not be blank.'] },
    });
  });
});
