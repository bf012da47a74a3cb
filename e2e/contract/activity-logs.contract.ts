/** Activity logs: the list's period and the spreadsheet download. */
import { describe, expect, test } from 'vitest';
import { activityLogListSchema } from '@/features/activity-logs/api/schemas';
import { call, url } from './support/api';
import { expectFieldErrors, notAChoice, parsed } from './support/expect';
import { as } from './support/sessions';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('GET /tenants/get_activity_logs/', () => {
  test('period is 7d, 30d or 90d', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    parsed(activityLogListSchema, await call('GET', '/tenants/get_activity_logs/?period=7d', { token }));
    expectFieldErrors(await call('GET', '/tenants/get_activity_logs/?period=1y', { token }), {
      period: [notAChoice('1y')],
    });
  });
});

describe('GET /tenants/download_activity_logs/', () => {
  test('is an .xlsx attachment; a bad period is a choice error', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const response = await fetch(url('/tenants/download_activity_logs/?period=7d'), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="activity_logs_\d{8}_\d{6}\.xlsx"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // a zip archive, as every .xlsx is
    expectFieldErrors(await call('GET', '/tenants/download_activity_logs/?period=1y', { token }), {
      period: [notAChoice('1y')],
    });
  });
});
