// @vitest-environment node
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LOG_SHEET_HEADER,
  ACTIVITY_ORDER_FIELDS,
  activityLogListSchema,
  type ActivityLog,
  type ActivityLogList,
  type ActivityOrderBy,
} from '@/features/activity-logs/api/schemas';
import { state } from '../db';
import { resetMockApi } from '../node';
import { API, accessFor, call, useMockServer } from '../testing';

useMockServer();

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const DAY_MS = 86_400_000;

async function list(token: string, query: string): Promise<ActivityLogList> {
  const reply = await call('GET', `/tenants/get_activity_logs/?${query}`, { token });
  expect(reply.status).toBe(200);
  return activityLogListSchema.parse(reply.body);
}

/** Every event of a period, newest first, fetched page by page. */
async function everything(token: string, period: string): Promise<ActivityLog[]> {
  const rows: ActivityLog[] = [];
  for (let skip = 0; ; skip += 500) {
    const page = await list(token, `period=${period}&top=500&skip=${skip}`);
    rows.push(...page.rows);
    if (rows.length >= page.count) return rows;
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const ipNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** The server's documented order: by the column, ties newest first. */
function compareBy(field: Exclude<ActivityOrderBy, 'time'>): (a: ActivityLog, b: ActivityLog) => number {
  switch (field) {
    case 'actor':
      return (a, b) =>
        collator.compare(a.actor.name, b.actor.name) || collator.compare(a.actor.email, b.actor.email);
    case 'ip_address':
      return (a, b) => ipNumber(a.ip_address) - ipNumber(b.ip_address);
    default:
      return (a, b) => collator.compare(a[field], b[field]);
  }
}

async function download(token: string | undefined, query: string) {
  return fetch(`${API}/tenants/download_activity_logs/?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

describe('GET /tenants/get_activity_logs/', () => {
  it('is for client admins only: a plain user and the super admin get 403', async () => {
    for (const email of ['user@acme.test', 'root@platform.test']) {
      const reply = await call('GET', '/tenants/get_activity_logs/', { token: await accessFor(email) });
      expect(reply).toMatchObject({ status: 403, body: FORBIDDEN });
    }
    expect((await call('GET', '/tenants/get_activity_logs/')).status).toBe(401);
  });

  it('defaults to the last 30 days, 25 rows, newest first', async () => {
    const token = await accessFor('admin@acme.test');
    const page = await list(token, '');
    const reference = Date.parse(state.referenceDate);
    expect(page.rows).toHaveLength(25);
    expect(page.count).toBeGreaterThan(14_000);
    expect(page.count).toBeLessThan(19_000);
    const times = page.rows.map((row) => Date.parse(row.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((t) => t < reference && t >= reference - 30 * DAY_MS)).toBe(true);
    expect(page.rows[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      actor: { name: expect.any(String), email: expect.stringMatching(/@acme\.test$/) },
      action: expect.any(String),
      target: expect.any(String),
      ip_address: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
    });
    expect(await list(token, 'period=30d&top=25&skip=0&order=desc&order_by=time')).toEqual(page);
  });

  it('pages with skip and top, with the same count on every page', async () => {
    const token = await accessFor('admin@acme.test');
    const wide = await list(token, 'period=7d&top=60');
    const second = await list(token, 'period=7d&top=20&skip=20');
    const third = await list(token, 'period=7d&top=20&skip=40');
    expect(second.count).toBe(wide.count);
    expect(second.rows).toEqual(wide.rows.slice(20, 40));
    expect(third.rows).toEqual(wide.rows.slice(40, 60));
    const last = await list(token, `period=7d&top=20&skip=${wide.count - 5}`);
    expect(last.rows).toHaveLength(5);
    expect((await list(token, `period=7d&skip=${wide.count}`)).rows).toEqual([]);
  });

  it('counts 90 days of ~50,000 events for Acme, split by period', async () => {
    const token = await accessFor('admin@acme.test');
    const counts = await Promise.all(
      ['7d', '30d', '90d'].map(async (p) => (await list(token, `period=${p}&top=1`)).count),
    );
    expect(counts[2]).toBe(50_000);
    expect(counts[0]).toBeGreaterThan(3_000);
    expect(counts[0]).toBeLessThan(counts[1]!);
    expect(counts[1]).toBeLessThan(counts[2]!);

    // The 7-day window is the newest part of the 30-day one; the next event is older than 7 days.
    const reference = Date.parse(state.referenceDate);
    const week = await list(token, 'period=7d&order=asc&top=1');
    const month = await list(token, `period=30d&skip=${counts[0]! - 1}&top=2`);
    expect(month.rows[0]).toEqual(week.rows[0]);
    expect(Date.parse(week.rows[0]!.time)).toBeGreaterThanOrEqual(reference - 7 * DAY_MS);
    expect(Date.parse(month.rows[1]!.time)).toBeLessThan(reference - 7 * DAY_MS);
  });

  it('orders by every column, both ways, ties newest first', async () => {
    const token = await accessFor('admin@globex.test');
    const byTime = await everything(token, '7d');
    expect(byTime.length).toBeGreaterThan(200);
    expect(byTime.length).toBeLessThan(500);
    const asc = await list(token, 'period=7d&order_by=time&order=asc&top=500');
    expect(asc.rows).toEqual([...byTime].reverse());

    for (const field of ACTIVITY_ORDER_FIELDS.filter((f) => f !== 'time')) {
      const compare = compareBy(field);
      for (const order of ['asc', 'desc'] as const) {
        const reply = await list(token, `period=7d&order_by=${field}&order=${order}&top=500`);
        // Array.prototype.sort is stable: equal values keep the newest-first order.
        const expected = [...byTime].sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)));
        expect(reply.count, `${field} ${order}`).toBe(byTime.length);
        expect(reply.rows, `${field} ${order}`).toEqual(expected);
      }
    }
  });

  it('shows each tenant only its own events, and nothing in the empty scenario', async () => {
    const globex = await list(await accessFor('admin@globex.test'), 'period=90d&top=500');
    expect(globex.count).toBe(5_000);
    expect(globex.rows.every((row) => row.actor.email.endsWith('@globex.test'))).toBe(true);
    const acme = await list(await accessFor('admin@acme.test'), 'period=90d&top=500');
    expect(acme.rows.every((row) => row.actor.email.endsWith('@acme.test'))).toBe(true);
    const ids = new Set(acme.rows.map((row) => row.id));
    expect(globex.rows.some((row) => ids.has(row.id))).toBe(false);

    await resetMockApi('empty');
    expect(await list(await accessFor('admin@acme.test'), 'period=90d')).toEqual({ rows: [], count: 0 });
  });

  it('holds 200,000 Acme events in the large scenario, and repeats itself after a reseed', async () => {
    const token = await accessFor('admin@acme.test');
    const before = await list(token, 'period=90d&order_by=actor&skip=1000&top=5');
    await resetMockApi('large');
    const large = await list(await accessFor('admin@acme.test'), 'period=90d&top=1');
    expect(large.count).toBe(200_000);
    await resetMockApi('default');
    expect(
      await list(await accessFor('admin@acme.test'), 'period=90d&order_by=actor&skip=1000&top=5'),
    ).toEqual(before);
  });

  it('rejects bad query values with field errors', async () => {
    const token = await accessFor('admin@acme.test');
    const bad = await call(
      'GET',
      '/tenants/get_activity_logs/?period=1y&order=up&order_by=email&skip=-1&top=abc',
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      skip: ['Ensure this value is greater than or equal to 0.'],
      top: ['A valid integer is required.'],
      period: ['"1y" is not a valid choice.'],
      order: ['"up" is not a valid choice.'],
      order_by: ['"email" is not a valid choice.'],
    });
    expect((await call('GET', '/tenants/get_activity_logs/?top=0', { token })).body).toEqual({
      top: ['Ensure this value is greater than or equal to 1.'],
    });
    expect((await call('GET', '/tenants/get_activity_logs/?top=501', { token })).body).toEqual({
      top: ['Ensure this value is less than or equal to 500.'],
    });
    // Blank values take the defaults, as DRF treats empty query parameters.
    expect(
      (await call('GET', '/tenants/get_activity_logs/?period=&order=&order_by=', { token })).status,
    ).toBe(200);
  });
});

describe('GET /tenants/download_activity_logs/', () => {
  it('answers a real .xlsx with the same rows as the period, newest first', async () => {
    const token = await accessFor('admin@globex.test');
    const reply = await download(token, 'period=30d');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(reply.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="activity_logs_\d{8}_\d{6}\.xlsx"$/,
    );
    const bytes = Buffer.from(await reply.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a zip archive, as every .xlsx is

    const [header, ...rows] = await readSheet(bytes);
    expect(header).toEqual([...ACTIVITY_LOG_SHEET_HEADER]);
    const expected = await everything(token, '30d');
    expect(rows).toHaveLength(expected.length);
    expect(
      rows.map(([time, name, email, action, target, ip]) => ({
        time: time instanceof Date ? new Date(Math.round(time.getTime() / 1000) * 1000).toISOString() : time,
        actor: { name, email },
        action,
        target,
        ip_address: ip,
      })),
    ).toEqual(expected.map(({ id: _id, ...row }) => row));
  });

  it('holds every event of 90 days for Acme', async () => {
    const reply = await download(await accessFor('admin@acme.test'), 'period=90d');
    const rows = await readSheet(Buffer.from(await reply.arrayBuffer()));
    expect(rows).toHaveLength(50_001);
  });

  it('refuses a plain user and the super admin, and a bad period', async () => {
    for (const email of ['user@acme.test', 'root@platform.test']) {
      const reply = await download(await accessFor(email), 'period=7d');
      expect(reply.status).toBe(403);
      expect(await reply.json()).toEqual(FORBIDDEN);
    }
    const bad = await download(await accessFor('admin@acme.test'), 'period=forever');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ period: ['"forever" is not a valid choice.'] });
  });
});
