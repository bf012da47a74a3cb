import { describe, expect, it } from 'vitest';
import {
  tenantEnvelopeSchema,
  tenantListSchema,
  tenantRowSchema,
  tenantSchema,
} from '@/features/tenants/api/schemas';
import { tenants } from '../db';
import { ACME_TENANT_ID, GLOBEX_TENANT_ID } from '../fixtures';
import { accessFor, call, useMockServer } from '../testing';
import { DEMO_TRIAL_DAYS } from './tenants';

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

describe('PUT /tenants/<id>/: the order of checks', () => {
  const badBody = { name: '  ', currency: 'XYZ' };

  it('refuses a plain user with a 403 before looking for the tenant, whatever the body', async () => {
    const user = await accessFor('user@acme.test');
    for (const id of [ACME_TENANT_ID, GLOBEX_TENANT_ID]) {
      for (const body of [badBody, { name: 'X' }]) {
        expect(await call('PUT', `/tenants/${id}/`, { token: user, body })).toMatchObject({
          status: 403,
          body: FORBIDDEN,
        });
      }
    }
  });

  it('answers another tenant with a 404 before its body, its own tenant with the field errors', async () => {
    const admin = await accessFor('admin@acme.test');
    expect(await call('PUT', `/tenants/${GLOBEX_TENANT_ID}/`, { token: admin, body: badBody })).toMatchObject(
      {
        status: 404,
        body: { detail: 'Not found.' },
      },
    );
    expect(await call('PUT', `/tenants/${ACME_TENANT_ID}/`, { token: admin, body: badBody })).toMatchObject({
      status: 400,
      body: { name: ['This field may not be blank.'], currency: ['"XYZ" is not a valid choice.'] },
    });
  });

  it('refuses a platform-only change (403) before a bad body (400)', async () => {
    const admin = await accessFor('admin@acme.test');
    expect(
      await call('PUT', `/tenants/${ACME_TENANT_ID}/`, {
        token: admin,
        body: { ...badBody, is_live: false },
      }),
    ).toMatchObject({ status: 403, body: FORBIDDEN });
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
    expect(Object.keys(reply.body.rows[0]).sort()).toEqual(Object.keys(tenantRowSchema.shape).sort());
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
    // A negative skip is an integer out of range (DRF's `min_value=0`), reported with top's junk.
    expect((await call('GET', '/tenants/?skip=-1&top=x', { token })).body).toEqual({
      skip: ['Ensure this value is greater than or equal to 0.'],
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

describe('demo companies and their trial', () => {
  const DAY_MS = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  const makeGlobexDemo = (createdDaysAgo: number) =>
    tenants.update((q) => q.where((t) => t.id === GLOBEX_TENANT_ID), {
      data(draft) {
        draft.is_live = false;
        draft.created_at = daysAgo(createdDaysAgo);
      },
    });

  it('gives a live company no trial', async () => {
    const reply = await call('GET', '/tenants/retrieve_tenant/', {
      token: await accessFor('admin@acme.test'),
    });
    expect(reply.body.tenant).toMatchObject({ is_live: true, trial_ends_at: null, due_upgrade: false });
  });

  it(`ends a demo company's trial ${DEMO_TRIAL_DAYS} days after it was created, then it is due an upgrade`, async () => {
    expect(DEMO_TRIAL_DAYS).toBe(30);
    const token = await accessFor('admin@globex.test');
    const created = await makeGlobexDemo(29);
    const inTrial = tenantEnvelopeSchema.parse(
      (await call('GET', '/tenants/retrieve_tenant/', { token })).body,
    );
    expect(inTrial.tenant).toMatchObject({ is_live: false, due_upgrade: false });
    expect(Date.parse(inTrial.tenant.trial_ends_at!) - Date.parse(created!.created_at)).toBe(30 * DAY_MS);

    await makeGlobexDemo(31);
    const ended = (await call('GET', '/tenants/retrieve_tenant/', { token })).body;
    expect(ended.tenant).toMatchObject({ is_live: false, due_upgrade: true });
    expect(Date.parse(ended.tenant.trial_ends_at)).toBeLessThan(Date.now());
    // The super admin reads the same on the company and in the list.
    const root = await accessFor('root@platform.test');
    expect((await call('GET', `/tenants/${GLOBEX_TENANT_ID}/`, { token: root })).body.tenant).toMatchObject({
      due_upgrade: true,
    });
    const row = (await call('GET', '/tenants/?keyword=globex', { token: root })).body.rows[0];
    expect(row).toMatchObject({
      name: 'Globex Inc',
      due_upgrade: true,
      trial_ends_at: ended.tenant.trial_ends_at,
    });
  });

  it('lists only demo or only live companies with is_live, and counts the demo ones the search finds', async () => {
    const token = await accessFor('root@platform.test');
    const all = tenantListSchema.parse((await call('GET', '/tenants/?top=500', { token })).body);
    const demos = all.rows.filter((row) => !row.is_live);
    expect(all.demo_count).toBe(demos.length);

    const demoList = tenantListSchema.parse(
      (await call('GET', '/tenants/?is_live=false&top=500', { token })).body,
    );
    expect(demoList.rows.map((row) => row.id).sort()).toEqual(demos.map((row) => row.id).sort());
    expect(demoList).toMatchObject({ count: demos.length, demo_count: demos.length });
    const liveList = tenantListSchema.parse(
      (await call('GET', '/tenants/?is_live=true&top=500', { token })).body,
    );
    expect(liveList.count).toBe(all.count - demos.length);
    expect(liveList.rows.every((row) => row.is_live && row.trial_ends_at === null && !row.due_upgrade)).toBe(
      true,
    );

    const acme = tenantListSchema.parse((await call('GET', '/tenants/?keyword=acme', { token })).body);
    expect(acme.demo_count).toBe(0);
    expect((await call('GET', '/tenants/?is_live=maybe', { token })).status).toBe(400);
  });

  it('seeds demo companies both in their trial and past it', async () => {
    const token = await accessFor('root@platform.test');
    const demos = tenantListSchema.parse(
      (await call('GET', '/tenants/?is_live=false&top=500', { token })).body,
    );
    expect(demos.rows.some((row) => row.due_upgrade)).toBe(true);
    expect(demos.rows.some((row) => !row.due_upgrade)).toBe(true);
  });
});
