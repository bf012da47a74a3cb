/** Who may call what: a caller without the role a call needs gets the permission 403, before its body is read. */
import { describe, expect, test } from 'vitest';
import { UNKNOWN_ID, call } from './support/api';
import { PERMISSION_DENIED, expectDetail } from './support/expect';
import { as, type Caller } from './support/sessions';

type Refusal = readonly [method: string, path: string];

/** Calls each role is refused, one or more per area (writes send `{}`: the role is checked first). */
const REFUSED: Record<Extract<Caller, 'user' | 'client_admin' | 'super_admin'>, readonly Refusal[]> = {
  user: [
    ['POST', '/users/'],
    ['POST', '/users/bulk_import/'],
    ['GET', '/tenants/'],
    ['POST', '/tenants/'],
    ['GET', '/tenants/get_activity_logs/'],
    ['GET', '/tenants/audit_log_sync_status/'],
    ['POST', '/items/'],
    ['GET', '/stack_requests/?scope=tenant'],
    ['POST', '/contracts/'],
    ['POST', '/cards/'],
    ['GET', '/account/statement/'],
    ['POST', '/flows/bulk/'],
    ['GET', '/survey_agent/surveys/'],
  ],
  client_admin: [
    ['GET', '/tenants/'],
    ['POST', '/tenants/'],
    ['POST', '/items/'],
    ['POST', '/vendors/'],
    ['POST', '/categories/'],
  ],
  super_admin: [
    ['POST', '/users/'],
    ['GET', '/opportunities/'],
    ['GET', '/contracts/'],
    ['GET', '/cards/'],
    ['GET', '/stack/'],
    ['GET', '/flows/'],
    ['GET', '/tenants/get_activity_logs/'],
    ['GET', '/tenants/audit_log_sync_status/'],
  ],
};

describe.each(Object.entries(REFUSED))('403 for %s', (role, refusals) => {
  test.for(refusals)('%s %s', async ([method, path], context) => {
    const { access } = await as(context, role as Caller);
    const body = method === 'GET' ? undefined : {};
    expectDetail(await call(method, path, { token: access, body }), 403, PERMISSION_DENIED);
  });
});

describe('role-specific refusals', () => {
  test('only client admins and buyers add to their stack directly', async (context) => {
    const session = await as(context, 'user');
    if (session.me.is_buyer) return context.skip('the plain user account is a buyer');
    const reply = await call('POST', '/stack/', { token: session.access, body: { product_id: UNKNOWN_ID } });
    expectDetail(reply, 403, 'Only client admins and buyers can add apps directly. Request it instead.');
  });

  test('the super admin may list retired products (include_retired)', async (context) => {
    const { access } = await as(context, 'super_admin');
    const items = await call('GET', '/items/?top=1&include_retired=true', { token: access });
    expect(items.status).toBe(200);
  });
});
