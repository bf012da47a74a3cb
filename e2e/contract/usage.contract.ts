/** Usage, licences, cloud spend and embedded reports: shapes, the `days` choice, unknown apps and reports. */
import { describe, expect, test } from 'vitest';
import { cloudSpendSchema } from '@/features/cloud/api/schemas';
import { inactiveUsersSchema, licenseDetailSchema, usageListSchema } from '@/features/licenses/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import { expectDetail, expectFieldErrors, notAChoice, parsed } from './support/expect';
import { as } from './support/sessions';

const NO_APP = 'App not found.';

describe('usage and licences', () => {
  test('GET /usage/ and one app’s licences fit the schemas; days is 30, 60 or 90', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const usage = parsed(usageListSchema, await call('GET', '/usage/', { token }));
    const slug = usage.rows[0]?.app.slug;
    if (!slug) return context.skip('company A has no contracts, so no usage');
    parsed(licenseDetailSchema, await call('GET', `/licenses/${slug}/`, { token }));
    parsed(inactiveUsersSchema, await call('GET', `/usage/${slug}/inactive_users/?days=60`, { token }));
    expectFieldErrors(await call('GET', `/usage/${slug}/inactive_users/?days=45`, { token }), {
      days: [notAChoice('45')],
    });
  });

  test('an app without contracts is 404', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    expectDetail(await call('GET', '/usage/no-such-app-here/inactive_users/', { token }), 404, NO_APP);
    expectDetail(await call('GET', '/licenses/no-such-app-here/', { token }), 404, NO_APP);
    const reclaim = (user_ids: string[]) =>
      call('POST', '/licenses/no-such-app-here/reclaim/', { token, body: { user_ids } });
    expectDetail(await reclaim([UNKNOWN_ID]), 404, NO_APP);
  });

  test('a reclaim names at least one person (the app is looked up first)', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const reclaim = (slug: string) =>
      call('POST', `/licenses/${slug}/reclaim/`, { token, body: { user_ids: [] } });
    expectDetail(await reclaim('no-such-app-here'), 404, NO_APP);
    const slug = parsed(usageListSchema, await call('GET', '/usage/', { token })).rows[0]?.app.slug;
    if (!slug) return context.skip('company A has no contracts, so no usage');
    expectFieldErrors(await reclaim(slug), { user_ids: ['Choose at least one person.'] });
  });
});

describe('cloud spend and reports', () => {
  test('GET /cloud/spend/ fits the schema; an unknown report is 404', async (context) => {
    const { access: token } = await as(context, 'user');
    const spend = parsed(cloudSpendSchema, await call('GET', '/cloud/spend/', { token }));
    expect(spend.months).toHaveLength(13);
    expectDetail(await call('GET', '/pbi/reports/no-such-report/', { token }), 404, 'Report not found.');
  });
});
