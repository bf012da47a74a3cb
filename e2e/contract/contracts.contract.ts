/** Contracts: field rules of a new contract, a contract's life, the renewal calendar and spend. */
import { describe, expect, test } from 'vitest';
import {
  contractListSchema,
  contractReplySchema,
  renewalsSchema,
  spendByMonthSchema,
} from '@/features/contracts/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import { REQUIRED, expectDetail, expectFieldErrors, parsed } from './support/expect';
import { aProduct, createdContract } from './support/records';
import { as } from './support/sessions';

const MISSING = 'Contract not found.';

describe('POST /contracts/', () => {
  test('every required field at once', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    expectFieldErrors(await call('POST', '/contracts/', { token, body: {} }), {
      app_id: ['App is required.'],
      start_date: ['Start date is required.'],
      end_date: ['End date is required.'],
      notice_days: ['Notice period is required.'],
      billing_frequency: [REQUIRED],
      annual_cost: ['Annual cost is required.'],
      currency: [REQUIRED],
      auto_renew: [REQUIRED],
      seats: ['Seats is required.'],
    });
  });
});

describe("a contract's life", () => {
  test('created, read by anyone of the company, listed, deleted', async (context) => {
    const [admin, user] = [await as(context, 'client_admin'), await as(context, 'user')];
    const product = await aProduct(admin.access);
    const { contract } = await createdContract(admin.access, product);
    const path = `/contracts/${contract.id}/`;
    const read = parsed(contractReplySchema, await call('GET', path, { token: user.access }));
    expect(read.contract).toMatchObject({ app: { id: product.id }, cancel_by: '2026-12-01', seats: 5 });
    const list = parsed(
      contractListSchema,
      await call('GET', `/contracts/?app=${product.id}&top=500`, { token: user.access }),
    );
    expect(list.rows.map((row) => row.id)).toContain(contract.id);

    const deleted = await call('DELETE', path, { token: admin.access });
    expect(deleted.body.message).toBe(`The ${product.name} contract has been deleted.`);
    expectDetail(await call('GET', path, { token: admin.access }), 404, MISSING);
  });

  test('an unknown id is 404', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    expectDetail(await call('GET', `/contracts/${UNKNOWN_ID}/`, { token }), 404, MISSING);
    expectDetail(await call('DELETE', `/contracts/${UNKNOWN_ID}/`, { token }), 404, MISSING);
  });
});

describe('renewals and spend', () => {
  test('GET /contracts/renewals/ checks from and months', async (context) => {
    const { access: token } = await as(context, 'user');
    parsed(renewalsSchema, await call('GET', '/contracts/renewals/?months=3', { token }));
    expectFieldErrors(await call('GET', '/contracts/renewals/?months=0', { token }), {
      months: ['Ensure this value is greater than or equal to 1.'],
    });
    expectFieldErrors(await call('GET', '/contracts/renewals/?from=bad', { token }), {
      from: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    });
  });

  test('GET /contracts/spend/ is twelve months', async (context) => {
    const { access: token } = await as(context, 'user');
    expect(parsed(spendByMonthSchema, await call('GET', '/contracts/spend/', { token })).months).toHaveLength(
      12,
    );
  });
});
