import { describe, expect, it } from 'vitest';
import { tenantEnvelopeSchema, tenantListSchema, tenantSchema } from '@/features/tenants/api/schemas';
import { ACME_TENANT_ID, GLOBEX_TENANT_ID } from '../fixtures';
import { accessFor, call, useMockServer } from '../testing';

useMockServer();

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const DEMO_READ_ONLY = { detail: 'Sorry, this is a read-only demo account.' };

async function demoAccess(): Promise<string> {
  return (await call('POST', '/auth/demo/')).body.access as string;
}

describe('GET /tenants/retrieve_tenant/', () => {
  it("returns the caller's tenant envelope", async () => {
    const reply = await call('GET', '/tenants/retrieve_tenant/', {
      token: await accessFor('user@acme.test'),
    });
    expect(reply.status).toBe(200);
    const envelope = tenantEnvelopeSchema.parse(reply.body);
    expect(envelope.tenant).toMatchObject({
      id: ACME_TENANT_ID,
      name: 'Acme Corp',
      currency: 'GBP',
      country: 'United Kingdom',
      is_survey_agent_active: true,
      is_azure_authentication_active: true,
      is_google_authentication_active: true,
      is_azure_log_sync_authorized: true,
      is_google_log_sync_authorized: true,
      is_okta_log_sync_authorized: true,
      is_service_now_connected: true,
    });
    expect(envelope.static_data.currencies).toContain('GBP');
    expect(envelope.static_data.countries).toContain('United Kingdom');
    expect(envelope.stats.annual_spend).toBeGreaterThan(1_700_000);
    expect(envelope.stats.annual_spend).toBeLessThan(1_900_000);
    expect(envelope.stats.apps_in_use).toBeGreaterThan(280);
    expect(envelope.stats.active_users).toBeGreaterThan(1000);
    expect(reply.body.tenant).not.toHaveProperty('stats');
  });

  it('gives Globex its own, unconnected tenant', async () => {
    const reply = await call('GET', '/tenants/retrieve_tenant/', {
      token: await accessFor('admin@globex.test'),
    });
    expect(reply.body.tenant).toMatchObject({
      id: GLOBEX_TENANT_ID,
      currency: 'USD',
      is_survey_agent_active: false,
      is_azure_log_sync_authorized: false,
      is_service_now_connected: false,
    });
  });

  it('answers 404 for the super admin, who has no tenant', async () => {
    const reply = await call('GET', '/tenants/retrieve_tenant/', {
      token: await accessFor('root@platform.test'),
    });
    expect(reply).toMatchObject({ status: 404, body: { detail: 'Unable to fetch tenant' } });
  });
});

describe('GET /tenants/<id>/', () => {
  it('reads the own tenant, not another one', async () => {
    const token = await accessFor('admin@globex.test');
    expect((await call('GET', `/tenants/${GLOBEX_TENANT_ID}/`, { token })).status).toBe(200);
    const other = await call('GET', `/tenants/${ACME_TENANT_ID}/`, { token });
    expect(other).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('lets the super admin read any tenant', async () => {
    const token = await accessFor('root@platform.test');
    const reply = await call('GET', `/tenants/${GLOBEX_TENANT_ID}/`, { token });
    expect(tenantEnvelopeSchema.parse(reply.body).tenant.name).toBe('Globex Inc');
  });
});

describe('PUT /tenants/<id>/', () => {
  it('updates as client_admin and replies with the envelope and message', async () => {
    const token = await accessFor('admin@acme.test');
    const reply = await call('PUT', `/tenants/${ACME_TENANT_ID}/`, {
      token,
      body: { name: 'Acme Corporation', currency: 'EUR', is_survey_agent_active: false },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Tenant updated successfully');
    expect(tenantEnvelopeSchema.parse(reply.body).tenant).toMatchObject({
      name: 'Acme Corporation',
      currency: 'EUR',
      is_survey_agent_active: false,
    });
    const again = await call('GET', '/tenants/retrieve_tenant/', { token });
    expect(again.body.tenant.name).toBe('Acme Corporation');
  });

  it('refuses a client admin who changes a platform-only field (403), accepts them unchanged', async () => {
    const token = await accessFor('admin@acme.test');
    for (const body of [
      { is_live: false, name: 'Acme' },
      { is_active: false },
      { yordex_account_id: 'yx_mine' },
      { tenant_manager: 'someone@acme.test' },
    ]) {
      expect(await call('PUT', `/tenants/${ACME_TENANT_ID}/`, { token, body })).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
    }
    const unchanged = await call('GET', '/tenants/retrieve_tenant/', { token });
    expect(unchanged.body.tenant).toMatchObject({ name: 'Acme Corp', is_live: true, is_active: true });

    const wholeTenant = { ...unchanged.body.tenant, name: 'Acme' };
    const sameValues = await call('PUT', `/tenants/${ACME_TENANT_ID}/`, { token, body: wholeTenant });
    expect(sameValues.status).toBe(200);
    expect(sameValues.body.tenant).toMatchObject({ is_live: true, name: 'Acme' });

    const root = await accessFor('root@platform.test');
    const byRoot = await call('PUT', `/tenants/${ACME_TENANT_ID}/`, {
      token: root,
      body: { is_live: false, is_active: false, yordex_account_id: '  ', tenant_data: ' notes ' },
    });
    expect(byRoot.body.tenant).toMatchObject({
      is_live: false,
      is_active: false,
      yordex_account_id: null,
      tenant_data: 'notes',
    });
  });

  it('answers field errors for bad input', async () => {
    const token = await accessFor('admin@acme.test');
    const reply = await call('PUT', `/tenants/${ACME_TENANT_ID}/`, {
      token,
      body: { name: '  ', is_survey_agent_active: 'yes', currency: 'XYZ', card_topup_threshold: 'lots' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      name: ['This field may not be blank.'],
      currency: ['"XYZ" is not a valid choice.'],
      is_survey_agent_active: ['Must be a valid boolean.'],
      card_topup_threshold: ['A valid number is required.'],
    });
    const typed = await call('PUT', `/tenants/${ACME_TENANT_ID}/`, {
      token,
      body: { name: 42, country: 'Mars' },
    });
    expect(typed.body).toEqual({ name: ['Not a valid string.'], country: ['"Mars" is not a valid choice.'] });
    const taken = await call('PUT', `/tenants/${ACME_TENANT_ID}/`, { token, body: { name: 'globex inc' } });
    expect(taken.body).toEqual({ name: ['A company with this name already exists.'] });
    const long = await call('PUT', `/tenants/${ACME_TENANT_ID}/`, { token, body: { name: 'A'.repeat(101) } });
    expect(long.body).toEqual({ name: ['Ensure this field has no more than 100 characters.'] });
  });

  it('refuses a plain user (403), another tenant (404) and the demo account (403)', async () => {
    const user = await accessFor('user@acme.test');
    expect(
      await call('PUT', `/tenants/${ACME_TENANT_ID}/`, { token: user, body: { name: 'X' } }),
    ).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    const globex = await accessFor('admin@globex.test');
    expect(
      (await call('PUT', `/tenants/${ACME_TENANT_ID}/`, { token: globex, body: { name: 'X' } })).status,
    ).toBe(404);
    const demo = await call('PUT', `/tenants/${ACME_TENANT_ID}/`, {
      token: await demoAccess(),
      body: { name: 'X' },
    });
    expect(demo).toMatchObject({ status: 403, body: DEMO_READ_ONLY });
  });
});

describe('GET /tenants/', () => {
  it('is for the super admin only', async () => {
    for (const email of ['user@acme.test', 'admin@acme.test']) {
      const reply = await call('GET', '/tenants/', { token: await accessFor(email) });
      expect(reply).toMatchObject({ status: 403, body: FORBIDDEN });
    }
  });

  it('pages with defaults skip 0, top 10, ordered by created_at ascending', async () => {
    const token = await accessFor('root@platform.test');
    const reply = await call('GET', '/tenants/', { token });
    const list = tenantListSchema.parse(reply.body);
    expect(list.count).toBe(32);
    expect(list.rows).toHaveLength(10);
    const dates = list.rows.map((row) => row.created_at);
    expect(dates).toEqual([...dates].sort());
    expect(Object.keys(reply.body.rows[0]).sort()).toEqual(Object.keys(tenantSchema.shape).sort());
  });

  it('filters by keyword, orders, skips and limits', async () => {
    const token = await accessFor('root@platform.test');
    const acme = await call('GET', '/tenants/?keyword=aCmE', { token });
    expect(acme.body).toMatchObject({ count: 1, rows: [{ name: 'Acme Corp' }] });

    const all = (await call('GET', '/tenants/?order_by=name&order=desc&top=500', { token })).body;
    const names = all.rows.map((row: { name: string }) => row.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

    const page = (await call('GET', '/tenants/?order_by=name&order=desc&skip=5&top=3', { token })).body;
    expect(page.count).toBe(32);
    expect(page.rows.map((row: { name: string }) => row.name)).toEqual(names.slice(5, 8));

    const live = (await call('GET', '/tenants/?order_by=is_live&order=desc&top=500', { token })).body;
    const flags = live.rows.map((row: { is_live: boolean }) => row.is_live);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it('rejects bad query values with field errors', async () => {
    const token = await accessFor('root@platform.test');
    expect((await call('GET', '/tenants/?order_by=logo', { token })).body).toEqual({
      order_by: ['"logo" is not a valid choice.'],
    });
    expect((await call('GET', '/tenants/?order=up', { token })).body).toEqual({
      order: ['"up" is not a valid choice.'],
    });
    expect((await call('GET', '/tenants/?skip=-1&top=x', { token })).body).toEqual({
      skip: ['A valid integer is required.'],
      top: ['A valid integer is required.'],
    });
    expect((await call('GET', '/tenants/?top=0', { token })).body).toEqual({
      top: ['Ensure this value is greater than or equal to 1.'],
    });
  });
});

describe('POST /tenants/', () => {
  it('creates a company from company_name', async () => {
    const token = await accessFor('root@platform.test');
    const reply = await call('POST', '/tenants/', {
      token,
      body: {
        company_name: 'Initech',
        is_live: true,
        yordex_account_id: 'yx_1',
        tenant_data: null,
        currency: 'EUR',
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Company created successfully');
    expect(tenantSchema.parse(reply.body.tenant)).toMatchObject({
      name: 'Initech',
      is_live: true,
      is_active: true,
      currency: 'EUR',
      yordex_account_id: 'yx_1',
    });
    const list = await call('GET', '/tenants/?keyword=initech', { token });
    expect(list.body.count).toBe(1);
  });

  it('stores blank optional text as null and trims it', async () => {
    const token = await accessFor('root@platform.test');
    const reply = await call('POST', '/tenants/', {
      token,
      body: { company_name: ' Vandelay Industries ', yordex_account_id: ' ', tenant_data: ' imports ' },
    });
    expect(reply.body.tenant).toMatchObject({
      name: 'Vandelay Industries',
      yordex_account_id: null,
      tenant_data: 'imports',
    });
  });

  it('accepts the older `name` field', async () => {
    const token = await accessFor('root@platform.test');
    const reply = await call('POST', '/tenants/', { token, body: { name: 'Hooli' } });
    expect(reply).toMatchObject({
      status: 201,
      body: { tenant: { name: 'Hooli', currency: 'USD', is_live: false } },
    });
  });

  it('requires a name and refuses duplicates', async () => {
    const token = await accessFor('root@platform.test');
    for (const body of [{}, { company_name: '  ' }, { name: '' }]) {
      expect(await call('POST', '/tenants/', { token, body })).toMatchObject({
        status: 400,
        body: { company_name: ['Company name is required.'] },
      });
    }
    expect(await call('POST', '/tenants/', { token, body: { company_name: ' acme corp ' } })).toMatchObject({
      status: 400,
      body: { company_name: ['A company with this name already exists.'] },
    });
    const several = await call('POST', '/tenants/', { token, body: { currency: 'XYZ', is_live: 'no' } });
    expect(several.body).toEqual({
      company_name: ['Company name is required.'],
      currency: ['"XYZ" is not a valid choice.'],
      is_live: ['Must be a valid boolean.'],
    });
    const long = await call('POST', '/tenants/', {
      token,
      body: { company_name: 'B'.repeat(101), yordex_account_id: 'y'.repeat(65) },
    });
    expect(long.body).toEqual({
      company_name: ['Ensure this field has no more than 100 characters.'],
      yordex_account_id: ['Ensure this field has no more than 64 characters.'],
    });
  });

  it('is refused to a client admin', async () => {
    const reply = await call('POST', '/tenants/', {
      token: await accessFor('admin@acme.test'),
      body: { name: 'X' },
    });
    expect(reply).toMatchObject({ status: 403, body: FORBIDDEN });
  });
});
