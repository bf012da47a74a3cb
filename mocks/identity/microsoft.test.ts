import { jwtDecode } from 'jwt-decode';
import { describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../testing';
import { ACME_DIRECTORY_ID, findDirectoryUser, type DirectoryUser } from './microsoft-directory';
import { issueAuthorizationCode, MICROSOFT_CODE_LIFETIME_S, s256Challenge } from './microsoft-tokens';

useMockServer();

const LOGIN = 'https://login.microsoftonline.com';
const CLIENT_ID = '5f0c8a4e-2d3b-4c71-9e6a-7b1d0f3c9a52';
const REDIRECT_URI = 'http://127.0.0.1:4173/msauth';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk_and-some-more-entropy';

function user(email: string): DirectoryUser {
  const found = findDirectoryUser(email);
  if (!found) throw new Error(`${email} is not in the simulated directory`);
  return found;
}

async function codeFor(email: string, overrides: { nonce?: string; verifier?: string } = {}) {
  return issueAuthorizationCode(user(email), {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope: 'User.Read openid profile offline_access',
    nonce: overrides.nonce ?? 'nonce-123',
    code_challenge: await s256Challenge(overrides.verifier ?? VERIFIER),
    code_challenge_method: 'S256',
  });
}

async function redeem(fields: Record<string, string>, tenant = 'organizations') {
  const response = await fetch(`${LOGIN}/${tenant}/oauth2/v2.0/token?client-request-id=abc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'User.Read openid profile offline_access',
      grant_type: 'authorization_code',
      code_verifier: VERIFIER,
      client_info: '1',
      ...fields,
    }).toString(),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by the assertions
  return { status: response.status, body: (await response.json()) as any };
}

describe('Microsoft token endpoint (simulated Entra ID)', () => {
  it('redeems a good code like Entra ID, with an id token MSAL accepts', async () => {
    const reply = await redeem({ code: await codeFor('admin@acme.test') });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      token_type: 'Bearer',
      scope: 'User.Read openid profile',
      expires_in: 3600,
      ext_expires_in: 3600,
    });
    const id = jwtDecode<Record<string, unknown>>(reply.body.id_token);
    expect(id).toMatchObject({
      aud: CLIENT_ID,
      iss: `${LOGIN}/${ACME_DIRECTORY_ID}/v2.0`,
      tid: ACME_DIRECTORY_ID,
      preferred_username: 'admin@acme.test',
      name: 'James Carter',
      nonce: 'nonce-123',
      ver: '2.0',
    });
    expect(id).toEqual(expect.objectContaining({ oid: expect.any(String), sub: expect.any(String) }));
    expect((id.exp as number) - (id.iat as number)).toBe(3600);
    expect(id.nbf).toBe(id.iat);
    const info = JSON.parse(atob(reply.body.client_info.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    expect(info).toEqual({ uid: id.oid, utid: ACME_DIRECTORY_ID });
    expect(jwtDecode<{ aud: string }>(reply.body.access_token).aud).toBe(
      '00000003-0000-0000-c000-000000000000',
    );
  });

  it('accepts the directory id as the tenant segment too', async () => {
    const reply = await redeem({ code: await codeFor('user@acme.test') }, ACME_DIRECTORY_ID);
    expect(reply.status).toBe(200);
  });

  it('refuses a code used twice (AADSTS54005)', async () => {
    const code = await codeFor('admin@acme.test');
    expect((await redeem({ code })).status).toBe(200);
    const again = await redeem({ code });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'invalid_grant', error_codes: [54005], correlation_id: 'abc' });
  });

  it('refuses forged, tampered and expired codes (AADSTS70008)', async () => {
    const code = await codeFor('user@acme.test');
    const [header, payload, sig] = code.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<
      string,
      unknown
    >;
    const forged = btoa(JSON.stringify({ ...claims, preferred_username: 'admin@acme.test' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    for (const bad of ['not-a-code', `${header}.${forged}.${sig}`]) {
      const reply = await redeem({ code: bad });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe('invalid_grant');
      expect(reply.body.error_description).toMatch(/^AADSTS70008: /);
    }
    const late = await codeFor('user@acme.test');
    vi.setSystemTime(Date.now() + (MICROSOFT_CODE_LIFETIME_S + 1) * 1000);
    expect((await redeem({ code: late })).body.error_codes).toEqual([70008]);
  });

  it('checks the PKCE verifier against the S256 challenge, and the code is spent anyway', async () => {
    const code = await codeFor('admin@acme.test');
    const wrong = await redeem({ code, code_verifier: `${VERIFIER}x` });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_grant', error_codes: [50148] });
    expect((await redeem({ code })).body.error_codes).toEqual([54005]);

    const missing = await redeem({ code: await codeFor('admin@acme.test'), code_verifier: '' });
    expect(missing.body).toMatchObject({ error: 'invalid_request', error_codes: [9002325] });
  });

  it('binds the code to the client and the redirect URI', async () => {
    const otherClient = await redeem({ code: await codeFor('admin@acme.test'), client_id: 'someone-else' });
    expect(otherClient.body).toMatchObject({ error: 'invalid_grant' });
    const otherRedirect = await redeem({
      code: await codeFor('admin@acme.test'),
      redirect_uri: 'https://evil.test/msauth',
    });
    expect(otherRedirect.body).toMatchObject({ error: 'invalid_grant', error_codes: [50011] });
  });

  it('answers only the authorization_code grant and known tenants', async () => {
    const refresh = await redeem({ grant_type: 'refresh_token', refresh_token: 'x' });
    expect(refresh.body).toMatchObject({ error: 'unsupported_grant_type' });
    const unknown = await redeem({ code: await codeFor('admin@acme.test') }, 'contoso.onmicrosoft.com');
    expect(unknown.body).toMatchObject({ error: 'invalid_tenant', error_codes: [90002] });
  });

  it('serves the OpenID configuration and instance discovery', async () => {
    const config = (await (
      await fetch(`${LOGIN}/organizations/v2.0/.well-known/openid-configuration`)
    ).json()) as {
      issuer: string;
      token_endpoint: string;
    };
    expect(config.issuer).toBe(`${LOGIN}/{tenantid}/v2.0`);
    expect(config.token_endpoint).toBe(`${LOGIN}/organizations/oauth2/v2.0/token`);
    const tenant = (await (
      await fetch(`${LOGIN}/${ACME_DIRECTORY_ID}/v2.0/.well-known/openid-configuration`)
    ).json()) as { issuer: string };
    expect(tenant.issuer).toBe(`${LOGIN}/${ACME_DIRECTORY_ID}/v2.0`);
    const discovery = (await (
      await fetch(
        `${LOGIN}/common/discovery/instance?api-version=1.1&authorization_endpoint=${encodeURIComponent(`${LOGIN}/organizations/oauth2/v2.0/authorize`)}`,
      )
    ).json()) as { tenant_discovery_endpoint: string; metadata: unknown[] };
    expect(discovery.tenant_discovery_endpoint).toBe(
      `${LOGIN}/organizations/v2.0/.well-known/openid-configuration`,
    );
    expect(discovery.metadata).toHaveLength(1);
  });
});
