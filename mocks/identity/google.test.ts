import { describe, expect, it, vi } from 'vitest';
import { activitiesReplySchema, type ActivitiesReply } from '@/features/directory-reports/api/schemas';
import { useMockServer } from '../testing';
import { REPORTS_LOGIN_URL, REVOKE_URL } from './google';
import { GOOGLE_ACCESS_TOKEN_LIFETIME_S, issueGoogleAccessToken, issueGoogleCode } from './google-tokens';

useMockServer();

/** The reply body as the tests read it: an activities list or Google's error envelope. */
type Body = ActivitiesReply & { error?: { code: number; status: string; message: string } };

async function listLogins(token: string | undefined, query = '') {
  const response = await fetch(`${REPORTS_LOGIN_URL}${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

async function revoke(token: string, how: 'form' | 'query' = 'form') {
  const response =
    how === 'form'
      ? await fetch(REVOKE_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token }).toString(),
        })
      : await fetch(`${REVOKE_URL}?token=${encodeURIComponent(token)}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

const UNAUTHENTICATED = {
  error: {
    code: 401,
    message: expect.stringMatching(/^Request had invalid authentication credentials/),
    status: 'UNAUTHENTICATED',
  },
};

describe('GET admin.googleapis.com … /activity/users/all/applications/login', () => {
  it("lists the Workspace domain's recent login events, newest first, the same on every call", async () => {
    const token = issueGoogleAccessToken('admin@acme.test');
    const reply = await listLogins(token, '?maxResults=10');
    expect(reply.status).toBe(200);
    const body = activitiesReplySchema.parse(reply.body);
    expect(body.kind).toBe('admin#reports#activities');
    expect(body.items).toHaveLength(10);
    const items = body.items!;
    for (const item of items) {
      expect(item.id).toMatchObject({
        applicationName: 'login',
        customerId: expect.stringMatching(/^C0\d+$/),
      });
      expect(item.actor?.email).toMatch(/@acme\.test$/);
      expect(['login_success', 'login_failure', 'logout', 'login_verification', 'login_challenge']).toContain(
        item.events?.[0]?.name,
      );
      expect(item.events?.[0]?.type).toBe('login');
    }
    const times = items.map((item) => Date.parse(item.id.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times[0]).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - times[0]!).toBeLessThan(3 * 60 * 60 * 1000);
    expect(items.map((i) => i.actor?.email)).toContain('admin@acme.test');
    expect(body.nextPageToken).toBeTruthy();

    const again = await listLogins(issueGoogleAccessToken('user@acme.test'), '?maxResults=10');
    expect(again.body.items).toEqual(reply.body.items);
  });

  it('honours maxResults and pages on with nextPageToken', async () => {
    const token = issueGoogleAccessToken('admin@globex.test');
    const first = await listLogins(token, '?maxResults=3');
    expect(first.body.items).toHaveLength(3);
    expect(first.body.items!.every((i) => i.actor!.email!.endsWith('@globex.test'))).toBe(true);
    const second = await listLogins(token, `?maxResults=3&pageToken=${first.body.nextPageToken as string}`);
    expect(second.body.items).toHaveLength(3);
    expect(second.body.items![0]!.id.time < first.body.items![2]!.id.time).toBe(true);

    const all = await listLogins(token);
    expect(all.body.items).toHaveLength(25);
    expect(all.body).not.toHaveProperty('nextPageToken');

    for (const bad of ['0', '1001', 'ten']) {
      const reply = await listLogins(token, `?maxResults=${bad}`);
      expect(reply).toMatchObject({
        status: 400,
        body: { error: { code: 400, status: 'INVALID_ARGUMENT' } },
      });
    }
  });

  it('replies without an items key for a domain with no activity (a consumer account)', async () => {
    const reply = await listLogins(issueGoogleAccessToken('sam@gmail.test'), '?maxResults=10');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ kind: 'admin#reports#activities', etag: expect.any(String) });
  });

  it('requires a valid bearer token (missing, forged, a code, expired, revoked) with a Google 401', async () => {
    const token = issueGoogleAccessToken('admin@acme.test');
    const cases = [undefined, 'nonsense', `${token}x`, issueGoogleCode('admin@acme.test')];
    for (const candidate of cases) {
      const reply = await listLogins(candidate, '?maxResults=10');
      expect(reply).toMatchObject({ status: 401, body: UNAUTHENTICATED });
      expect(reply.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    }

    vi.setSystemTime(Date.now() + (GOOGLE_ACCESS_TOKEN_LIFETIME_S + 1) * 1000);
    expect(await listLogins(token)).toMatchObject({ status: 401, body: UNAUTHENTICATED });
  });

  it('refuses a token without the reports scope', async () => {
    const reply = await listLogins(issueGoogleAccessToken('admin@acme.test', { scope: 'openid email' }));
    expect(reply).toMatchObject({ status: 403, body: { error: { code: 403, status: 'PERMISSION_DENIED' } } });
  });
});

describe('oauth2.googleapis.com/revoke', () => {
  it('revokes an access token (POST form or GET ?token=), after which the reports API refuses it', async () => {
    const token = issueGoogleAccessToken('admin@acme.test');
    expect((await listLogins(token)).status).toBe(200);
    expect(await revoke(token)).toEqual({ status: 200, body: {} });
    expect((await listLogins(token)).status).toBe(401);

    const other = issueGoogleAccessToken('admin@acme.test');
    expect(await revoke(other, 'query')).toEqual({ status: 200, body: {} });
  });

  it('answers invalid_token for a bad, revoked or missing token', async () => {
    const token = issueGoogleAccessToken('admin@acme.test');
    await revoke(token);
    for (const candidate of ['nonsense', token, '']) {
      expect(await revoke(candidate)).toEqual({
        status: 400,
        body: { error: 'invalid_token', error_description: 'Token expired or revoked' },
      });
    }
  });
});
