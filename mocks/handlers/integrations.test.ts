import { describe, expect, it, vi } from 'vitest';
import {
  integrationStatusSchema,
  paymentAccountSchema,
  syncStartedReplySchema,
  type IntegrationStatus,
} from '@/features/settings/api/schemas';
import { tenants } from '../db';
import { ACME_TENANT_ID, GLOBEX_TENANT_ID } from '../fixtures';
import {
  EXPIRED_OKTA_TOKEN,
  FAILING_AZURE_TENANT_ID,
  INVALID_OKTA_TOKEN,
  issueServiceNowCode,
  RATE_LIMITED_OKTA_TOKEN,
  REVOKED_AZURE_TENANT_ID,
  SYNC_DURATION_MS,
  UNKNOWN_AZURE_TENANT_ID,
} from '../fixtures/integrations';
import { issueGoogleCode } from '../identity/google-tokens';
import { accessFor, call, useMockServer } from '../testing';

useMockServer();

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const REPORTS_SCOPE = 'https://www.googleapis.com/auth/admin.reports.audit.readonly';
const AZURE_ID = '72f988bf-86f1-41af-91ab-2d7cd011db47';

const status = async (token: string): Promise<IntegrationStatus> => {
  const reply = await call('GET', '/tenants/audit_log_sync_status/', { token });
  expect(reply.status).toBe(200);
  return integrationStatusSchema.parse(reply.body);
};

const tenantOf = async (token: string) =>
  (await call('GET', '/tenants/retrieve_tenant/', { token })).body.tenant as Record<string, unknown>;

const sync = (token: string, provider: string) =>
  call('POST', '/tenants/sync_audit_logs/', { token, body: { provider } });

/** The mock's clock moves on; nothing else waits (syncs settle by timestamp). */
function later(ms = SYNC_DURATION_MS + 1) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

function googleCode(email: string, scope = REPORTS_SCOPE) {
  return issueGoogleCode(email, { clientId: 'test', scope });
}

describe('GET /tenants/audit_log_sync_status/', () => {
  it("reports Acme's seeded syncs: Azure and Google fine, Okta's last sync failed, ServiceNow connected", async () => {
    const s = await status(await accessFor('admin@acme.test'));
    expect(s.azure).toMatchObject({ authorized: true, state: 'success', account: expect.any(String) });
    expect(s.google).toMatchObject({ authorized: true, state: 'success', account: 'admin@acme.test' });
    expect(s.okta).toMatchObject({
      authorized: true,
      state: 'failed',
      account: 'acme.okta.com',
      message: expect.stringContaining('429 Too Many Requests'),
    });
    expect(Date.parse(s.okta.last_synced_at ?? '')).toBeLessThan(Date.parse(s.azure.last_synced_at ?? ''));
    expect(s.service_now).toEqual({ connected: true, instance_url: 'https://acme.service-now.com' });
  });

  it('reports Globex with nothing connected', async () => {
    const s = await status(await accessFor('admin@globex.test'));
    for (const provider of ['azure', 'google', 'okta'] as const) {
      expect(s[provider]).toMatchObject({ authorized: false, state: null, last_synced_at: null });
    }
    expect(s.service_now).toEqual({ connected: false, instance_url: null });
  });
});

describe('roles', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/tenants/audit_log_sync_status/'],
    ['GET', '/tenants/get_payment_account_details/'],
    ['POST', '/tenants/authorize_azure_audit_log_sync/', { azure_tenant_id: AZURE_ID }],
    ['POST', '/tenants/authorize_google_audit_log_sync/', { auth_code: 'x' }],
    ['POST', '/tenants/authorize_okta_audit_log_sync/', { domain: 'acme.okta.com', token: 't' }],
    ['POST', '/tenants/sync_audit_logs/', { provider: 'azure' }],
    ['POST', '/tenants/connect_service_now/', { instance_url: 'https://acme.service-now.com', code: 'x' }],
  ];

  it('refuses a plain user and the super admin with 403, and anonymous callers with 401', async () => {
    for (const email of ['user@acme.test', 'root@platform.test']) {
      const token = await accessFor(email);
      for (const [method, path, body] of calls) {
        expect(await call(method, path, { token, body }), `${email} ${method} ${path}`).toMatchObject({
          status: 403,
          body: FORBIDDEN,
        });
      }
    }
    for (const [method, path, body] of calls) {
      expect((await call(method, path, { body })).status).toBe(401);
    }
  });

  it('lets the read-only demo account read but not write', async () => {
    const token = (await call('POST', '/auth/demo/')).body.access as string;
    expect((await call('GET', '/tenants/audit_log_sync_status/', { token })).status).toBe(200);
    for (const [method, path, body] of calls.filter(([method]) => method === 'POST')) {
      expect(await call(method, path, { token, body })).toMatchObject({
        status: 403,
        body: { detail: 'Sorry, this is a read-only demo account.' },
      });
    }
  });
});

describe('Azure', () => {
  it('validates the tenant id and refuses one the directory does not know', async () => {
    const token = await accessFor('admin@globex.test');
    const authorize = (azure_tenant_id: unknown) =>
      call('POST', '/tenants/authorize_azure_audit_log_sync/', { token, body: { azure_tenant_id } });
    expect(await authorize('not-a-guid')).toMatchObject({
      status: 400,
      body: { azure_tenant_id: ['Enter a valid Azure tenant ID (a GUID).'] },
    });
    expect(await authorize(' ')).toMatchObject({
      status: 400,
      body: { azure_tenant_id: ['This field may not be blank.'] },
    });
    expect((await authorize(undefined)).body).toEqual({ azure_tenant_id: ['This field is required.'] });
    expect(await authorize(UNKNOWN_AZURE_TENANT_ID)).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('AADSTS90002') },
    });
    expect((await tenantOf(token)).is_azure_log_sync_authorized).toBe(false);
  });

  it('authorises, then a sync goes started → success, and again soon after → complete', async () => {
    const token = await accessFor('admin@globex.test');
    const authorized = await call('POST', '/tenants/authorize_azure_audit_log_sync/', {
      token,
      body: { azure_tenant_id: AZURE_ID.toUpperCase() },
    });
    expect(authorized).toMatchObject({ status: 200, body: { message: 'Azure audit-log sync authorised' } });
    expect((await tenantOf(token)).is_azure_log_sync_authorized).toBe(true);

    const started = await sync(token, 'azure');
    expect(started.status).toBe(202);
    expect(syncStartedReplySchema.parse(started.body)).toMatchObject({
      provider: 'azure',
      state: 'started',
      message: 'Azure sync started',
    });
    expect((await status(token)).azure).toMatchObject({ state: 'started', account: AZURE_ID, message: null });
    expect(await sync(token, 'azure')).toMatchObject({ status: 409, body: { code: 'sync_running' } });

    later();
    const done = (await status(token)).azure;
    expect(done).toMatchObject({
      state: 'success',
      message: expect.stringMatching(/^Imported [\d,]+ events/),
    });
    expect(Date.parse(done.last_synced_at ?? '')).toBeGreaterThan(Date.parse(done.started_at ?? ''));

    await sync(token, 'azure');
    later();
    expect((await status(token)).azure).toMatchObject({
      state: 'complete',
      message: 'No new activity since the last sync.',
    });
  });

  it('ends failed for a tenant whose Graph is down, keeping the last synced time', async () => {
    const token = await accessFor('admin@globex.test');
    await call('POST', '/tenants/authorize_azure_audit_log_sync/', {
      token,
      body: { azure_tenant_id: FAILING_AZURE_TENANT_ID },
    });
    await sync(token, 'azure');
    later();
    expect((await status(token)).azure).toMatchObject({
      authorized: true,
      state: 'failed',
      last_synced_at: null,
      message: expect.stringContaining('503'),
    });
  });

  it('ends invalidated when consent was revoked: the flag turns off until authorised again', async () => {
    const token = await accessFor('admin@globex.test');
    await call('POST', '/tenants/authorize_azure_audit_log_sync/', {
      token,
      body: { azure_tenant_id: REVOKED_AZURE_TENANT_ID },
    });
    await sync(token, 'azure');
    later();
    expect((await status(token)).azure).toMatchObject({
      authorized: false,
      state: 'invalidated',
      message: expect.stringContaining('Authorise Azure again'),
    });
    expect((await tenantOf(token)).is_azure_log_sync_authorized).toBe(false);
    expect(await sync(token, 'azure')).toMatchObject({ status: 400, body: { code: 'not_authorized' } });

    await call('POST', '/tenants/authorize_azure_audit_log_sync/', {
      token,
      body: { azure_tenant_id: AZURE_ID },
    });
    expect((await status(token)).azure).toMatchObject({ authorized: true, state: null, message: null });
  });
});

describe('Okta', () => {
  const authorize = (token: string, body: unknown) =>
    call('POST', '/tenants/authorize_okta_audit_log_sync/', { token, body });

  it('validates the domain and token and refuses a token Okta does not accept', async () => {
    const token = await accessFor('admin@globex.test');
    expect(await authorize(token, { domain: 'not a domain', token: 'abc' })).toMatchObject({
      status: 400,
      body: { domain: ['Enter your Okta domain, e.g. acme.okta.com.'] },
    });
    expect(await authorize(token, { domain: 'globex.okta.com', token: '' })).toMatchObject({
      status: 400,
      body: { token: ['This field may not be blank.'] },
    });
    expect(await authorize(token, { domain: 'globex.okta.com', token: INVALID_OKTA_TOKEN })).toMatchObject({
      status: 400,
      body: { detail: 'Invalid token provided' },
    });
    expect((await tenantOf(token)).is_okta_log_sync_authorized).toBe(false);
  });

  it.each([
    ['00abcDEF-good-token', 'success', true],
    [RATE_LIMITED_OKTA_TOKEN, 'failed', true],
    [EXPIRED_OKTA_TOKEN, 'invalidated', false],
  ] as const)('token %s: the sync ends %s', async (oktaToken, end, stillAuthorized) => {
    const token = await accessFor('admin@globex.test');
    expect(await authorize(token, { domain: 'https://Globex.okta.com/', token: oktaToken })).toMatchObject({
      status: 200,
      body: { account: 'globex.okta.com' },
    });
    expect((await sync(token, 'okta')).status).toBe(202);
    later();
    expect((await status(token)).okta).toMatchObject({ state: end, authorized: stillAuthorized });
    expect((await tenantOf(token)).is_okta_log_sync_authorized).toBe(stillAuthorized);
  });

  it("retries Acme's failed sync successfully", async () => {
    const token = await accessFor('admin@acme.test');
    await sync(token, 'okta');
    later();
    expect((await status(token)).okta).toMatchObject({ state: 'success' });
  });
});

describe('Google', () => {
  const authorize = (token: string, auth_code: string) =>
    call('POST', '/tenants/authorize_google_audit_log_sync/', { token, body: { auth_code } });

  it("authorises with a Workspace admin's code of the company's domain, once", async () => {
    const token = await accessFor('admin@globex.test');
    const code = googleCode('admin@globex.test');
    expect(await authorize(token, code)).toMatchObject({
      status: 200,
      body: { message: 'Google audit-log sync authorised', account: 'admin@globex.test' },
    });
    expect((await tenantOf(token)).is_google_log_sync_authorized).toBe(true);
    await sync(token, 'google');
    later();
    expect((await status(token)).google.state).toBe('success');
    expect(await authorize(token, code)).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/already used/) },
    });
  });

  it('refuses forged codes, personal accounts, other domains and a missing reports scope', async () => {
    const token = await accessFor('admin@globex.test');
    const refusals: [string, RegExp][] = [
      ['forged.code.here', /invalid, expired or was already used/],
      [googleCode('sam@gmail.test'), /Workspace administrator account, not a personal one/],
      [
        googleCode('admin@acme.test'),
        /does not belong to this company's Google Workspace domain \(globex\.test\)/,
      ],
      [googleCode('admin@globex.test', 'openid email profile'), /admin\.reports\.audit\.readonly/],
    ];
    for (const [code, message] of refusals) {
      expect(await authorize(token, code)).toMatchObject({
        status: 400,
        body: { detail: expect.stringMatching(message) },
      });
    }
    expect((await tenantOf(token)).is_google_log_sync_authorized).toBe(false);
  });

  it('invalidates a sync authorised by a user who is not a Workspace administrator', async () => {
    const token = await accessFor('admin@acme.test');
    await authorize(token, googleCode('user@acme.test'));
    await sync(token, 'google');
    later();
    expect((await status(token)).google).toMatchObject({
      state: 'invalidated',
      authorized: false,
      message: expect.stringContaining('not a Google Workspace administrator'),
    });
  });

  it('fails a sync for an account the fixtures mark as failing', async () => {
    const token = await accessFor('admin@acme.test');
    await authorize(token, googleCode('failing-admin@acme.test'));
    await sync(token, 'google');
    later();
    expect((await status(token)).google).toMatchObject({ state: 'failed', authorized: true });
  });
});

describe('POST /tenants/sync_audit_logs/', () => {
  it('refuses an unknown provider and one that is not authorised', async () => {
    const token = await accessFor('admin@globex.test');
    expect(await sync(token, 'dropbox')).toMatchObject({
      status: 400,
      body: { provider: ['"dropbox" is not a valid choice.'] },
    });
    expect(await sync(token, 'okta')).toMatchObject({
      status: 400,
      body: { detail: 'Okta audit-log sync is not authorised. Authorise it first.' },
    });
  });
});

describe('POST /tenants/connect_service_now/', () => {
  const connect = (token: string, body: unknown) =>
    call('POST', '/tenants/connect_service_now/', { token, body });

  it('connects with a code from the instance, once', async () => {
    const token = await accessFor('admin@globex.test');
    const code = issueServiceNowCode('https://globex.service-now.com', 'stackwise');
    expect(await connect(token, { instance_url: 'https://Globex.service-now.com/', code })).toMatchObject({
      status: 200,
      body: { is_service_now_connected: true, instance_url: 'https://globex.service-now.com' },
    });
    expect((await tenantOf(token)).is_service_now_connected).toBe(true);
    expect((await status(token)).service_now).toEqual({
      connected: true,
      instance_url: 'https://globex.service-now.com',
    });
    expect(await connect(token, { instance_url: 'https://globex.service-now.com', code })).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/invalid or has expired/) },
    });
  });

  it('refuses a code of another instance, a bad URL and a forged code', async () => {
    const token = await accessFor('admin@globex.test');
    const code = issueServiceNowCode('https://other.service-now.com', 'stackwise');
    expect((await connect(token, { instance_url: 'https://globex.service-now.com', code })).status).toBe(400);
    expect(await connect(token, { instance_url: 'http://globex.service-now.com', code })).toMatchObject({
      status: 400,
      body: { instance_url: [expect.stringContaining('instance URL')] },
    });
    expect(
      (await connect(token, { instance_url: 'https://globex.service-now.com', code: 'a.b.c' })).status,
    ).toBe(400);
    expect((await tenantOf(token)).is_service_now_connected).toBe(false);
  });
});

describe('GET /tenants/get_payment_account_details/', () => {
  it("returns the tenant's payment account in its currency", async () => {
    const reply = await call('GET', '/tenants/get_payment_account_details/', {
      token: await accessFor('admin@acme.test'),
    });
    expect(reply.status).toBe(200);
    const account = paymentAccountSchema.parse(reply.body);
    expect(account).toMatchObject({ account_name: 'Acme Corp', currency: 'GBP', provider: 'Yordex' });
    expect(account.iban_masked).toMatch(/^GB\d\d •••• •••• •••• \d{4}$/);
    expect(account.available_balance).toBeLessThan(account.balance);
  });

  it('answers 404 with a reason when the company has no payment account', async () => {
    await tenants.update((q) => q.where((t) => t.id === GLOBEX_TENANT_ID), {
      data(draft) {
        draft.yordex_account_id = null;
      },
    });
    const reply = await call('GET', '/tenants/get_payment_account_details/', {
      token: await accessFor('admin@globex.test'),
    });
    expect(reply).toMatchObject({
      status: 404,
      body: { detail: 'No payment account is set up for this company yet.' },
    });
  });
});

describe('tenant scoping', () => {
  it("keeps one tenant's authorisations out of another's", async () => {
    const globex = await accessFor('admin@globex.test');
    await call('POST', '/tenants/authorize_azure_audit_log_sync/', {
      token: globex,
      body: { azure_tenant_id: AZURE_ID },
    });
    const acme = await status(await accessFor('admin@acme.test'));
    expect(acme.azure.account).not.toBe(AZURE_ID);
    expect(
      tenants.findFirst((q) => q.where((t) => t.id === ACME_TENANT_ID))?.is_azure_log_sync_authorized,
    ).toBe(true);
  });
});
