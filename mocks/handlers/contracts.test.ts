import { describe, expect, it } from 'vitest';
import {
  contractListSchema,
  contractReplySchema,
  documentListSchema,
  renewalsSchema,
  spendByMonthSchema,
  type Contract,
  type ContractInput,
  type ContractList,
} from '@/features/contracts/api/schemas';
import { addDays, cancelByDate, daysBetween, utcToday } from '@/lib/calendar';
import { tenantEnvelopeSchema } from '@/features/tenants/api/schemas';
import { accounts, contractDocuments } from '../db';
import {
  ACME_CONTRACT_FACTS,
  ACME_TENANT_ID,
  contractId,
  DEMO_EMAIL,
  GLOBEX_CONTRACT_COUNT,
  GLOBEX_TENANT_ID,
  productId,
} from '../fixtures';
import { tokensFor } from '../node';
import { call, useMockServer } from '../testing';

useMockServer();

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const READ_ONLY = { detail: 'Sorry, this is a read-only demo account.' };
const NOT_FOUND = { detail: 'Contract not found.' };

const ADMIN = 'admin@acme.test';
const OLIVIA = 'user@acme.test';
const { slack: SLACK, figma: FIGMA } = ACME_CONTRACT_FACTS;
const GLOBEX_SLACK = contractId(GLOBEX_TENANT_ID, 'slack');

const token = (email: string) => tokensFor(email).access;
const account = (email: string) => accounts.findFirst((q) => q.where({ email }))!;
const cents = (n: number) => Math.round(n * 100) / 100;

async function list(query = '', email = ADMIN): Promise<ContractList> {
  const reply = await call('GET', `/contracts/?${query}`, { token: token(email) });
  expect(reply.status).toBe(200);
  return contractListSchema.parse(reply.body);
}

/** Every contract the query selects (one page of the largest size). */
async function all(query = '', email = ADMIN): Promise<Contract[]> {
  const page = await list(`${query}&top=500`, email);
  expect(page.rows).toHaveLength(page.count);
  return page.rows;
}

function input(overrides: Partial<Record<keyof ContractInput, unknown>> = {}): Record<string, unknown> {
  return {
    app_id: productId('notion'),
    owner_id: account(OLIVIA).user_id,
    start_date: '2026-02-01',
    end_date: '2027-01-31',
    notice_days: 30,
    billing_frequency: 'monthly',
    annual_cost: 4800,
    currency: 'EUR',
    auto_renew: true,
    seats: 40,
    notes: 'Team plan',
    ...overrides,
  };
}

describe('GET /contracts/', () => {
  it('lists Acme’s 120 contracts with the total of all selected rows, not only the page', async () => {
    const page = await list('top=10');
    expect(page.count).toBe(ACME_CONTRACT_FACTS.contracts);
    expect(page.rows).toHaveLength(10);
    expect(page.currency).toBe('GBP');
    const rows = await all();
    expect(page.total_annual_cost).toBe(cents(rows.reduce((s, r) => s + r.annual_cost_tenant, 0)));
    expect(new Set(rows.map((r) => r.app.id)).size).toBe(ACME_CONTRACT_FACTS.apps);
    // Soonest end date first by default.
    expect(rows.map((r) => r.end_date)).toEqual([...rows.map((r) => r.end_date)].sort());
  });

  it('gives the Slack contract the documented figures, its cancel-by date and its seats used', async () => {
    const rows = await all('keyword=slack');
    const slack = rows.find((r) => r.id === SLACK.id)!;
    expect(slack).toMatchObject({
      app: { name: 'Slack', slug: 'slack', vendor: 'Salesforce' },
      owner: { email: ADMIN },
      seats: SLACK.seats,
      annual_cost: SLACK.annual_cost,
      annual_cost_tenant: SLACK.annual_cost,
      currency: 'GBP',
      billing_frequency: 'monthly',
      notice_days: SLACK.notice_days,
      auto_renew: true,
      end_date: addDays(utcToday(), SLACK.endsInDays),
      cancel_by: addDays(utcToday(), SLACK.cancelByInDays),
    });
    expect(slack.cancel_by).toBe(cancelByDate(slack.end_date, slack.notice_days));
    const usage = await call('GET', '/licenses/slack/', { token: token(ADMIN) });
    expect(slack.seats_used).toBe(usage.body.seats.assigned);
    expect(slack.seats_used).toBeLessThanOrEqual(slack.seats);
  });

  it('converts other currencies at the fixed rates', async () => {
    const figma = (await all('keyword=figma')).find((r) => r.id === FIGMA.id)!;
    expect(figma.currency).toBe('USD');
    expect(figma.annual_cost).toBe(FIGMA.annual_cost);
    expect(figma.annual_cost_tenant).toBe(cents(FIGMA.annual_cost * 0.79));
    const currencies = new Set((await all()).map((r) => r.currency));
    expect([...currencies].sort()).toEqual(['EUR', 'GBP', 'USD']);
  });

  it('filters by renewal window, today included, and the windows nest', async () => {
    const day = utcToday();
    const counts: number[] = [];
    for (const window of ['30', '60', '90', '120', '365']) {
      const rows = await all(`window=${window}`);
      for (const row of rows) {
        expect(daysBetween(day, row.end_date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(day, row.end_date)).toBeLessThanOrEqual(Number(window));
      }
      counts.push(rows.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[4]).toBe(ACME_CONTRACT_FACTS.contracts);
    expect((await list('window=all')).count).toBe(ACME_CONTRACT_FACTS.contracts);
  });

  it('has contracts to cancel soon and a few whose cancel-by date has passed before their end', async () => {
    const day = utcToday();
    const rows = await all();
    const cancelIn = (days: number) =>
      rows.filter((r) => r.cancel_by >= day && daysBetween(day, r.cancel_by) <= days).length;
    expect(cancelIn(30)).toBeGreaterThan(0);
    expect(cancelIn(60)).toBeGreaterThan(cancelIn(30));
    expect(cancelIn(120)).toBeGreaterThan(cancelIn(90));
    const passed = rows.filter((r) => r.cancel_by < day && r.end_date >= day);
    expect(passed.length).toBeGreaterThanOrEqual(2);
    expect(passed.map((r) => r.id)).toContain(FIGMA.id);
  });

  it('filters by keyword (app, vendor, owner), owner, auto-renew, currency and app', async () => {
    expect((await all('keyword=salesforce')).map((r) => r.app.name)).toEqual(
      expect.arrayContaining(['Slack', 'Salesforce']),
    );
    const olivias = await all(`owner=${account(OLIVIA).user_id}`);
    expect(olivias.map((r) => r.app.name).sort()).toEqual([...ACME_CONTRACT_FACTS.oliviaOwns].sort());
    expect((await all('keyword=bennett')).map((r) => r.id).sort()).toEqual(olivias.map((r) => r.id).sort());
    expect(await all(`owner=${account(ADMIN).user_id}`)).toHaveLength(ACME_CONTRACT_FACTS.jamesOwns);
    const yes = await all('auto_renew=yes');
    const no = await all('auto_renew=no');
    expect(yes.every((r) => r.auto_renew) && no.every((r) => !r.auto_renew)).toBe(true);
    expect(yes.length + no.length).toBe(ACME_CONTRACT_FACTS.contracts);
    expect((await all('currency=USD')).every((r) => r.currency === 'USD')).toBe(true);
    const salesforce = await all(`app=${productId('salesforce')}`);
    expect(salesforce).toHaveLength(2);
  });

  it('orders by any listed column and pages without overlap', async () => {
    const byCost = await all('order_by=annual_cost&order=desc');
    const costs = byCost.map((r) => r.annual_cost_tenant);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const byApp = await all('order_by=app');
    const names = byApp.map((r) => r.app.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const first = await list('order_by=seats&top=7');
    const second = await list('order_by=seats&top=7&skip=7');
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(14);
  });

  it('refuses bad query values with field errors', async () => {
    const reply = await call('GET', '/contracts/?window=45&order_by=price&top=501', { token: token(ADMIN) });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body).sort()).toEqual(['order_by', 'top', 'window']);
  });

  it('keeps tenants apart: Globex sees its 15 USD contracts, not Acme’s', async () => {
    const globex = await all('', 'admin@globex.test');
    expect(globex).toHaveLength(GLOBEX_CONTRACT_COUNT);
    expect(globex.every((r) => r.currency === 'USD' && r.annual_cost === r.annual_cost_tenant)).toBe(true);
    expect((await list('', 'admin@globex.test')).currency).toBe('USD');
    expect(
      (await call('GET', `/contracts/${SLACK.id}/`, { token: token('admin@globex.test') })).body,
    ).toEqual(NOT_FOUND);
    expect((await call('GET', `/contracts/${GLOBEX_SLACK}/`, { token: token(ADMIN) })).status).toBe(404);
  });

  it('refuses the super admin', async () => {
    for (const path of [
      '/contracts/',
      '/contracts/renewals/',
      '/contracts/spend/',
      `/contracts/${SLACK.id}/`,
    ]) {
      const reply = await call('GET', path, { token: token('root@platform.test') });
      expect(reply).toMatchObject({ status: 403, body: FORBIDDEN });
    }
  });
});

describe('contract writes', () => {
  it('lets a client admin create, read, edit and delete a contract', async () => {
    const created = await call('POST', '/contracts/', { token: token(ADMIN), body: input() });
    expect(created.status).toBe(201);
    const { contract, message } = contractReplySchema.parse(created.body);
    expect(message).toBe('The Notion contract has been created.');
    expect(contract).toMatchObject({
      app: { name: 'Notion' },
      owner: { email: OLIVIA },
      cancel_by: '2027-01-01',
      annual_cost: 4800,
      annual_cost_tenant: cents(4800 * 0.86),
      currency: 'EUR',
      document_count: 0,
    });
    expect((await list()).count).toBe(ACME_CONTRACT_FACTS.contracts + 1);

    const read = await call('GET', `/contracts/${contract.id}/`, { token: token(OLIVIA) });
    expect(contractReplySchema.parse(read.body).contract).toEqual(contract);

    const edited = await call('PUT', `/contracts/${contract.id}/`, {
      token: token(ADMIN),
      body: input({ seats: '55', annual_cost: '5000.5', notice_days: '60', owner_id: null }),
    });
    expect(edited.status).toBe(200);
    expect(contractReplySchema.parse(edited.body).contract).toMatchObject({
      seats: 55,
      annual_cost: 5000.5,
      notice_days: 60,
      owner: null,
      cancel_by: '2026-12-02',
    });

    const deleted = await call('DELETE', `/contracts/${contract.id}/`, { token: token(ADMIN) });
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: 'The Notion contract has been deleted.' },
    });
    expect((await call('GET', `/contracts/${contract.id}/`, { token: token(ADMIN) })).status).toBe(404);
  });

  it('deletes the contract’s documents with it', async () => {
    const docs = await call('GET', `/uploads/?contract=${SLACK.id}`, { token: token(ADMIN) });
    const before = documentListSchema.parse(docs.body).count;
    const slack = contractReplySchema.parse(
      (await call('GET', `/contracts/${SLACK.id}/`, { token: token(ADMIN) })).body,
    );
    expect(slack.contract.document_count).toBe(before);
    expect(before).toBeGreaterThan(0);
    await call('DELETE', `/contracts/${SLACK.id}/`, { token: token(ADMIN) });
    expect(contractDocuments.findMany((q) => q.where((d) => d.contract_id === SLACK.id))).toHaveLength(0);
  });

  it('checks the body with the form’s messages, every bad field at once', async () => {
    const reply = await call('POST', '/contracts/', {
      token: token(ADMIN),
      body: input({
        app_id: ' ',
        start_date: '',
        end_date: '2026-02-30',
        notice_days: '3.5',
        annual_cost: 'lots',
        seats: '-4',
      }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      app_id: ['App is required.'],
      start_date: ['Start date is required.'],
      end_date: ['End date is not a valid date.'],
      notice_days: ['Notice period is not a valid number.'],
      annual_cost: ['Annual cost must be a valid floating number.'],
      seats: ['Seats is not a valid number.'],
    });
  });

  it('wants the end after the start and the notice shorter than the contract', async () => {
    const backwards = await call('POST', '/contracts/', {
      token: token(ADMIN),
      body: input({ start_date: '2026-05-01', end_date: '2026-05-01' }),
    });
    expect(backwards.body).toEqual({ end_date: ['End date must be after the start date.'] });
    const notice = await call('POST', '/contracts/', {
      token: token(ADMIN),
      body: input({ start_date: '2026-05-01', end_date: '2026-06-01', notice_days: 31 }),
    });
    expect(notice.body).toEqual({ notice_days: ['Notice period must be shorter than the contract.'] });
  });

  it('refuses an app outside the catalogue, an owner of another tenant and bad choices', async () => {
    const reply = await call('POST', '/contracts/', {
      token: token(ADMIN),
      body: input({
        app_id: '00000000-0000-4000-a000-000000000000',
        owner_id: account('admin@globex.test').user_id,
        currency: 'JPY',
        billing_frequency: 'weekly',
      }),
    });
    expect(reply.status).toBe(400);
    // A related record that does not exist is a field error like the others, reported with them.
    expect(reply.body).toEqual({
      app_id: ['Select a valid choice.'],
      owner_id: ['Select a valid choice.'],
      currency: ['"JPY" is not a valid choice.'],
      billing_frequency: ['"weekly" is not a valid choice.'],
    });
    const choices = await call('POST', '/contracts/', {
      token: token(ADMIN),
      body: input({
        app_id: '00000000-0000-4000-a000-000000000000',
        owner_id: account('admin@globex.test').user_id,
      }),
    });
    expect(choices.body).toEqual({
      app_id: ['Select a valid choice.'],
      owner_id: ['Select a valid choice.'],
    });
  });

  it('lets only client admins write; refuses the demo account and the super admin', async () => {
    expect(await call('POST', '/contracts/', { token: token(OLIVIA), body: input() })).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect(
      await call('PUT', `/contracts/${SLACK.id}/`, { token: token(OLIVIA), body: input() }),
    ).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect(await call('DELETE', `/contracts/${SLACK.id}/`, { token: token(OLIVIA) })).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    for (const reply of [
      await call('POST', '/contracts/', { token: token(DEMO_EMAIL), body: input() }),
      await call('DELETE', `/contracts/${SLACK.id}/`, { token: token(DEMO_EMAIL) }),
    ]) {
      expect(reply).toMatchObject({ status: 403, body: READ_ONLY });
    }
    expect((await list('', DEMO_EMAIL)).count).toBe(ACME_CONTRACT_FACTS.contracts);
    expect(
      (await call('POST', '/contracts/', { token: token('root@platform.test'), body: input() })).status,
    ).toBe(403);
    expect(
      (await call('PUT', `/contracts/${GLOBEX_SLACK}/`, { token: token(ADMIN), body: input() })).status,
    ).toBe(404);
  });
});

describe('the order of checks: token, role, the contract, then the body', () => {
  const badBody = () =>
    input({ app_id: '00000000-0000-4000-a000-000000000000', seats: 'many', currency: 'JPY' });

  it('reports an unknown app with every other bad field of an edit at once', async () => {
    const reply = await call('PUT', `/contracts/${SLACK.id}/`, { token: token(ADMIN), body: badBody() });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        app_id: ['Select a valid choice.'],
        seats: ['Seats is not a valid number.'],
        currency: ['"JPY" is not a valid choice.'],
      },
    });
  });

  it('answers another tenant’s contract with a 404 whatever its body, and a non-admin with a 403 first', async () => {
    for (const body of [badBody(), input()]) {
      expect(await call('PUT', `/contracts/${GLOBEX_SLACK}/`, { token: token(ADMIN), body })).toMatchObject({
        status: 404,
        body: NOT_FOUND,
      });
      expect(await call('PUT', `/contracts/${GLOBEX_SLACK}/`, { token: token(OLIVIA), body })).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
      expect(
        await call('PUT', `/contracts/${GLOBEX_SLACK}/`, { token: token(DEMO_EMAIL), body }),
      ).toMatchObject({ status: 403, body: READ_ONLY });
    }
  });

  it('reports a create’s unknown app with its other bad fields; a non-admin gets the 403 first', async () => {
    const reply = await call('POST', '/contracts/', { token: token(ADMIN), body: badBody() });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body as object).sort()).toEqual(['app_id', 'currency', 'seats']);
    expect(await call('POST', '/contracts/', { token: token(OLIVIA), body: badBody() })).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
  });
});

describe('GET /contracts/renewals/', () => {
  it('lists every end and cancel-by date in [from, from + months), in date order', async () => {
    const reply = await call('GET', '/contracts/renewals/', { token: token(OLIVIA) });
    const renewals = renewalsSchema.parse(reply.body);
    const day = utcToday();
    expect(renewals.from).toBe(day);
    expect(renewals.currency).toBe('GBP');
    const dates = renewals.rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= renewals.from && d <= renewals.to)).toBe(true);
    // Every contract ends within the year, so each end date is there.
    expect(renewals.rows.filter((r) => r.kind === 'end')).toHaveLength(ACME_CONTRACT_FACTS.contracts);
    const slack = renewals.rows.filter((r) => r.contract_id === SLACK.id);
    expect(slack.map((r) => [r.kind, r.date])).toEqual([
      ['cancel_by', addDays(day, SLACK.cancelByInDays)],
      ['end', addDays(day, SLACK.endsInDays)],
    ]);
    // Figma's cancel-by date has passed: only its end is ahead.
    expect(renewals.rows.filter((r) => r.contract_id === FIGMA.id).map((r) => r.kind)).toEqual(['end']);
    expect(renewals.count).toBe(renewals.rows.length);
  });

  it('takes a start and a number of months', async () => {
    const reply = await call('GET', '/contracts/renewals/?from=2030-01-31&months=1', { token: token(ADMIN) });
    expect(renewalsSchema.parse(reply.body)).toMatchObject({
      from: '2030-01-31',
      to: '2030-02-27',
      rows: [],
    });
    const bad = await call('GET', '/contracts/renewals/?from=soon&months=x', { token: token(ADMIN) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['from', 'months']);
  });
});

describe('GET /contracts/spend/ and the tenant figures', () => {
  it('gives 12 months ending with this one and the annual spend of running contracts', async () => {
    const spend = spendByMonthSchema.parse(
      (await call('GET', '/contracts/spend/', { token: token(OLIVIA) })).body,
    );
    expect(spend.currency).toBe('GBP');
    expect(spend.months).toHaveLength(12);
    expect(spend.months.at(-1)!.month).toBe(utcToday().slice(0, 7));
    expect(spend.months.every((m) => m.amount > 0)).toBe(true);
    const rows = await all();
    expect(spend.annual_spend).toBe(cents(rows.reduce((s, r) => s + r.annual_cost_tenant, 0)));
  });

  it('spreads a new contract’s cost by its billing frequency', async () => {
    const before = spendByMonthSchema.parse(
      (await call('GET', '/contracts/spend/', { token: token(ADMIN) })).body,
    );
    const thisMonth = utcToday().slice(0, 7);
    // An annual contract started on the 1st of this month: the whole cost falls in this month.
    await call('POST', '/contracts/', {
      token: token(ADMIN),
      body: input({
        start_date: `${thisMonth}-01`,
        end_date: addDays(`${thisMonth}-01`, 400),
        billing_frequency: 'annually',
        currency: 'GBP',
        annual_cost: 12_000,
      }),
    });
    const after = spendByMonthSchema.parse(
      (await call('GET', '/contracts/spend/', { token: token(ADMIN) })).body,
    );
    expect(cents(after.months.at(-1)!.amount - before.months.at(-1)!.amount)).toBe(12_000);
    expect(after.months.slice(0, 11)).toEqual(before.months.slice(0, 11));
    expect(after.annual_spend).toBe(cents(before.annual_spend + 12_000));
  });

  it('gives Acme and Globex dashboard figures that agree with their contracts and seats', async () => {
    for (const email of [ADMIN, 'admin@globex.test']) {
      const envelope = tenantEnvelopeSchema.parse(
        (await call('GET', '/tenants/retrieve_tenant/', { token: token(email) })).body,
      );
      const spend = spendByMonthSchema.parse(
        (await call('GET', '/contracts/spend/', { token: token(email) })).body,
      );
      expect(envelope.stats.annual_spend).toBe(spend.annual_spend);
      expect(envelope.stats.renewals_90d).toBe((await list('window=90', email)).count);
      const usage = (await call('GET', '/usage/', { token: token(email) })).body as {
        rows: { licensed: number; active_30: number }[];
      };
      const licensed = usage.rows.reduce((s, r) => s + r.licensed, 0);
      const active = usage.rows.reduce((s, r) => s + r.active_30, 0);
      expect(envelope.stats.unused_licences_pct).toBe(
        Math.round(((licensed - active) / licensed) * 1000) / 10,
      );
    }
    expect(ACME_TENANT_ID).not.toBe(GLOBEX_TENANT_ID);
  });
});
