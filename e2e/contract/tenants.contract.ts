/** Tenants: the caller's envelope, field rules of a change and of a new company, the companies list. */
import { describe, expect, test } from 'vitest';
import { tenantEnvelopeSchema, tenantListSchema } from '@/features/tenants/api/schemas';
import { call } from './support/api';
import { BLANK, expectDetail, expectFieldErrors, notAChoice, parsed } from './support/expect';
import { as } from './support/sessions';

describe('GET /tenants/retrieve_tenant/', () => {
  test("is the caller's company; the super admin has none", async (context) => {
    const { access, me } = await as(context, 'user');
    const envelope = parsed(
      tenantEnvelopeSchema,
      await call('GET', '/tenants/retrieve_tenant/', { token: access }),
    );
    expect(envelope.tenant.id).toBe(me.tenant_id);
    const root = await as(context, 'super_admin');
    expectDetail(
      await call('GET', '/tenants/retrieve_tenant/', { token: root.access }),
      404,
      'Unable to fetch tenant',
    );
  });
});

describe('PUT /tenants/<id>/', () => {
  test('every bad field at once', async (context) => {
    const { access: token, me } = await as(context, 'client_admin');
    expectFieldErrors(
      await call('PUT', `/tenants/${me.tenant_id}/`, { token, body: { name: '', currency: 'XXX' } }),
      {
        name: [BLANK],
        currency: [notAChoice('XXX')],
      },
    );
  });

  test('the same name again is a successful change', async (context) => {
    const { access: token, me } = await as(context, 'client_admin');
    const path = `/tenants/${me.tenant_id}/`;
    const { tenant } = parsed(tenantEnvelopeSchema, await call('GET', path, { token }));
    const reply = await call('PUT', path, { token, body: { name: tenant.name } });
    expect(parsed(tenantEnvelopeSchema, reply).tenant.name).toBe(tenant.name);
    expect(reply.body.message).toBe('Tenant updated successfully');
  });
});

describe('the companies (super admin)', () => {
  test('POST /tenants/ needs a company name', async (context) => {
    const { access: token } = await as(context, 'super_admin');
    expectFieldErrors(await call('POST', '/tenants/', { token, body: {} }), {
      company_name: ['Company name is required.'],
    });
  });

  test('GET /tenants/ fits the schema; is_live is true or false', async (context) => {
    const { access: token } = await as(context, 'super_admin');
    const list = parsed(tenantListSchema, await call('GET', '/tenants/?is_live=false', { token }));
    expect(list.rows.every((row) => !row.is_live)).toBe(true);
    expectFieldErrors(await call('GET', '/tenants/?is_live=maybe', { token }), {
      is_live: [notAChoice('maybe')],
    });
  });
});
