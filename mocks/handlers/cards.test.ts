import { describe, expect, it, vi } from 'vitest';
import {
  accountStatementSchema,
  cardActivityListSchema,
  cardListSchema,
  cardReplySchema,
  cardStatementSchema,
  renewReplySchema,
  statementSyncReplySchema,
  topupReplySchema,
  type AccountStatement,
  type Card,
  type CardTransaction,
} from '@/features/cards/api/schemas';
import { paymentAccountSchema } from '@/features/settings/api/schemas';
import { addMonths, lastDayOfMonth, utcToday } from '@/lib/calendar';
import { formatMoney } from '@/lib/format';
import { findAccountByEmail, notifications } from '../db';
import { GLOBEX_TENANT_ID, accountId, productId } from '../fixtures';
import { ACME_CARD_FACTS } from '../fixtures/cards';
import { resetMockApi } from '../node';
import { accessFor, call, useMockServer } from '../testing';
import { STATEMENT_SYNC_MS } from './card-sync';

useMockServer();

const ADMIN = 'admin@acme.test';
const OLIVIA = 'user@acme.test';
const NOAH = 'new@acme.test';
const ROOT = 'root@platform.test';
const MARIA = 'admin@globex.test';
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const DEMO_REFUSED = { detail: 'Sorry, this is a read-only demo account.' };
const NOT_FOUND = { detail: 'Card not found.' };
const CANCELLED = { detail: 'This card is cancelled and cannot be changed.', code: 'card_cancelled' };

const { lowBalance: FIGMA, james: SLACK, cancelled: MONDAY, expired: DROPBOX } = ACME_CARD_FACTS;
const ZENDESK = ACME_CARD_FACTS.blocked[0];
const MIRO = ACME_CARD_FACTS.olivia[0];
/** Everything since long before any card. */
const ALL_TIME = 'from=2000-01-01&top=500';

async function demoToken(): Promise<string> {
  return (await call<{ access: string }>('POST', '/auth/demo/')).body.access;
}

async function list(
  token: string,
  query = '',
): Promise<{ rows: Card[]; count: number; currencies: string[]; holder_topups: boolean }> {
  const reply = await call('GET', `/cards/${query}`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return cardListSchema.parse(reply.body);
}

async function card(token: string, id: string): Promise<Card> {
  const reply = await call('GET', `/cards/${id}/`, { token });
  expect(reply.status).toBe(200);
  return cardReplySchema.parse(reply.body).card;
}

async function statement(token: string, id: string, query = ALL_TIME) {
  const reply = await call('GET', `/cards/${id}/statement/?${query}`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return cardStatementSchema.parse(reply.body);
}

async function account(token: string, query = ALL_TIME): Promise<AccountStatement> {
  const reply = await call('GET', `/account/statement/?${query}`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return accountStatementSchema.parse(reply.body);
}

const cents = (amount: number) => Math.round(amount * 100);

/** Oldest first, each row's balance the one before plus its amount (a declined row adds nothing). */
function expectRunningBalances(rows: readonly CardTransaction[], opening: number): number {
  let running = cents(opening);
  for (const row of [...rows].reverse()) {
    if (row.status !== 'declined') running += cents(row.amount);
    expect(cents(row.balance_after), `${row.date} ${row.kind} ${row.description}`).toBe(running);
  }
  return running;
}

/** The mock's clock moves on; nothing else waits (a sync finishes by timestamp). */
function later(ms = STATEMENT_SYNC_MS + 1) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

// ---- roles and scoping ---------------------------------------------------------------------------

describe('who sees and changes which cards', () => {
  it('gives a client admin every card of the tenant, the currencies and whether holders top up', async () => {
    const reply = await list(await accessFor(ADMIN), '?top=100');
    expect(reply.count).toBe(ACME_CARD_FACTS.cards);
    expect(reply.currencies).toEqual(['GBP', 'USD', 'EUR']);
    expect(reply.holder_topups).toBe(true);
    expect(reply.rows.filter((c) => c.status !== 'CANCELLED').every((c) => c.can_top_up)).toBe(true);
    expect(reply.rows.find((c) => c.card_id === MONDAY.id)?.can_top_up).toBe(false);
  });

  it('gives anyone else only the cards they hold; another card is not found for them', async () => {
    const token = await accessFor(OLIVIA);
    const own = await list(token, '?top=100');
    expect(own.rows.map((c) => c.name).sort()).toEqual(ACME_CARD_FACTS.olivia.map((c) => c.name).sort());
    expect(own.rows.every((c) => c.holder.email === OLIVIA && c.can_top_up)).toBe(true);
    for (const path of ['', 'statement/', 'activities/']) {
      expect(await call('GET', `/cards/${FIGMA.id}/${path}`, { token })).toMatchObject({
        status: 404,
        body: NOT_FOUND,
      });
    }
    expect((await call('GET', `/cards/${MIRO.id}/statement/`, { token })).status).toBe(200);
    expect((await list(await accessFor(NOAH))).count).toBe(0);
  });

  it('refuses the super admin every card call with 403, and anonymous callers with 401', async () => {
    const token = await accessFor(ROOT);
    const calls: [string, string, unknown?][] = [
      ['GET', '/cards/'],
      ['GET', `/cards/${FIGMA.id}/`],
      ['GET', `/cards/${FIGMA.id}/statement/`],
      ['GET', `/cards/${FIGMA.id}/activities/`],
      ['GET', '/cards/sync_statement/'],
      ['POST', '/cards/sync_statement/', {}],
      ['GET', '/account/statement/'],
      ['POST', '/cards/', {}],
      ['PUT', `/cards/${FIGMA.id}/`, {}],
      ['POST', `/cards/${FIGMA.id}/block/`],
      ['POST', `/cards/${FIGMA.id}/activate/`],
      ['POST', `/cards/${FIGMA.id}/cancel/`, { reason: 'x' }],
      ['POST', `/cards/${FIGMA.id}/topup/`, { amount: 1 }],
      ['POST', `/cards/${FIGMA.id}/renew/`],
    ];
    for (const [method, path, body] of calls) {
      expect(await call(method, path, { token, body }), `${method} ${path}`).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
      expect((await call(method, path, { body })).status).toBe(401);
    }
  });

  it('keeps each tenant to its own cards: another tenant’s card does not exist', async () => {
    const token = await accessFor(MARIA);
    const globex = await list(token);
    expect(globex.count).toBe(ACME_CARD_FACTS.globexCards);
    expect(globex.currencies).toEqual(['USD', 'GBP', 'EUR']);
    expect(globex.holder_topups).toBe(false);
    for (const [method, path, body] of [
      ['GET', `/cards/${FIGMA.id}/`],
      ['GET', `/cards/${FIGMA.id}/statement/`],
      ['POST', `/cards/${FIGMA.id}/block/`],
      ['POST', `/cards/${FIGMA.id}/topup/`, { amount: 1 }],
    ] as const) {
      expect(await call(method, path, { token, body }), path).toMatchObject({ status: 404, body: NOT_FOUND });
    }
  });

  it('keeps writes to client admins; a holder tops up only where the tenant allows it', async () => {
    const token = await accessFor(OLIVIA);
    for (const [method, path, body] of [
      ['POST', '/cards/', {}],
      ['PUT', `/cards/${MIRO.id}/`, { name: 'Mine' }],
      ['POST', `/cards/${MIRO.id}/block/`],
      ['POST', `/cards/${MIRO.id}/activate/`],
      ['POST', `/cards/${MIRO.id}/cancel/`, { reason: 'x' }],
      ['POST', `/cards/${MIRO.id}/renew/`],
      ['GET', '/account/statement/'],
    ] as const) {
      expect(await call(method, path, { token, body }), `${method} ${path}`).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
    }
    expect((await call('POST', `/cards/${MIRO.id}/topup/`, { token, body: { amount: 5 } })).status).toBe(200);

    // Globex does not let holders top up: its holder sees can_top_up false and is refused.
    const maria = await accessFor(MARIA);
    const notion = (await list(maria)).rows.find((c) => c.holder.email !== MARIA)!;
    const holder = await accessFor(notion.holder.email);
    expect((await card(holder, notion.card_id)).can_top_up).toBe(false);
    expect(
      await call('POST', `/cards/${notion.card_id}/topup/`, { token: holder, body: { amount: 5 } }),
    ).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
  });

  it('lets the demo account read as a client admin and refuses every card write', async () => {
    const token = await demoToken();
    expect((await list(token)).count).toBe(ACME_CARD_FACTS.cards);
    expect((await call('GET', '/account/statement/', { token })).status).toBe(200);
    expect((await call('GET', `/cards/${FIGMA.id}/statement/`, { token })).status).toBe(200);
    const writes: [string, string, unknown?][] = [
      ['POST', '/cards/', {}],
      ['PUT', `/cards/${FIGMA.id}/`, { name: 'x' }],
      ['POST', `/cards/${FIGMA.id}/block/`],
      ['POST', `/cards/${ZENDESK.id}/activate/`],
      ['POST', `/cards/${FIGMA.id}/cancel/`, { reason: 'x' }],
      ['POST', `/cards/${FIGMA.id}/topup/`, { amount: 1 }],
      ['POST', `/cards/${FIGMA.id}/renew/`],
      ['POST', '/cards/sync_statement/', {}],
    ];
    for (const [method, path, body] of writes) {
      expect(await call(method, path, { token, body }), `${method} ${path}`).toMatchObject({
        status: 403,
        body: DEMO_REFUSED,
      });
    }
  });
});

// ---- the list ------------------------------------------------------------------------------------

describe('GET /cards/', () => {
  it('orders by name by default, pages with skip and top, and orders by any column either way', async () => {
    const token = await accessFor(ADMIN);
    const all = (await list(token, '?top=100')).rows.map((c) => c.name);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect((await list(token)).rows).toHaveLength(10);
    expect((await list(token, '?skip=5&top=5')).rows.map((c) => c.name)).toEqual(all.slice(5, 10));
    const byBalance = (await list(token, '?order_by=balance&order=desc&top=100')).rows.map((c) => c.balance);
    expect(byBalance).toEqual([...byBalance].sort((a, b) => b - a));
    const byExpiry = (await list(token, '?order_by=expires_on&top=3')).rows.map((c) => c.name);
    expect(byExpiry.slice(0, 2)).toEqual([DROPBOX.name, ACME_CARD_FACTS.expiring.name]);
    const bySpent = (await list(token, '?order_by=spent_this_period&order=desc&top=100')).rows.map(
      (c) => c.spent_this_period,
    );
    expect(bySpent).toEqual([...bySpent].sort((a, b) => b - a));
  });

  it('filters by status, holder and app, and finds by name, app, holder, e-mail or last four digits', async () => {
    const token = await accessFor(ADMIN);
    const names = async (query: string) =>
      (await list(token, `${query}&top=100`)).rows.map((c) => c.name).sort();
    expect(await names('?status=BLOCKED')).toEqual(ACME_CARD_FACTS.blocked.map((c) => c.name).sort());
    expect(await names('?status=CANCELLED')).toEqual([MONDAY.name]);
    expect(await names(`?holder=${accountId(OLIVIA)}`)).toEqual(
      ACME_CARD_FACTS.olivia.map((c) => c.name).sort(),
    );
    expect(await names(`?app=${productId('figma')}`)).toEqual([FIGMA.name]);
    expect(await names('?keyword=FÍGMA DESIGN')).toEqual([FIGMA.name]);
    expect(await names('?keyword=olivia bennett')).toEqual(ACME_CARD_FACTS.olivia.map((c) => c.name).sort());
    expect(await names('?keyword=user@acme')).toEqual(ACME_CARD_FACTS.olivia.map((c) => c.name).sort());
    expect(await names('?keyword=creative cloud')).toEqual([ACME_CARD_FACTS.foreignMerchant.name]);
    const figma = await card(token, FIGMA.id);
    expect(await names(`?keyword=${figma.last4}`)).toContain(FIGMA.name);
    expect(await names('?keyword=nothing like it')).toEqual([]);
  });

  it('refuses bad parameters, all at once', async () => {
    const token = await accessFor(ADMIN);
    expect(await call('GET', '/cards/?top=501&status=FROZEN&order_by=colour', { token })).toMatchObject({
      status: 400,
      body: {
        top: ['Ensure this value is less than or equal to 500.'],
        status: ['"FROZEN" is not a valid choice.'],
        order_by: ['"colour" is not a valid choice.'],
      },
    });
  });

  it('describes each card: its period, what it spent, its next charge and the rate into the account', async () => {
    const token = await accessFor(ADMIN);
    const figma = await card(token, FIGMA.id);
    expect(figma).toMatchObject({
      name: FIGMA.name,
      currency: 'USD',
      status: 'ACTIVATED',
      account_rate: 0.79,
    });
    expect(figma.app).toMatchObject({ name: 'Figma', slug: 'figma' });
    expect(figma.next_charge!.amount).toBeGreaterThan(figma.balance);
    expect(figma.next_charge!.date > utcToday()).toBe(true);
    expect(figma.expires_on).toBe(lastDayOfMonth(figma.expires_on.slice(0, 7)));
    const slack = await card(token, SLACK.id);
    expect(slack.period_start).toBe(`${utcToday().slice(0, 7)}-01`);
    expect(slack.limit_period).toBe('monthly');
    expect(slack.next_charge).toMatchObject({ merchant: 'Slack', amount: 4000 });
    expect((await card(token, MONDAY.id)).next_charge).toBeNull();
    expect((await card(token, ACME_CARD_FACTS.olivia[0].id)).account_rate).toBe(1);
  });

  it('answers the empty scenario with no cards and an empty account statement', async () => {
    await resetMockApi('empty');
    const token = await accessFor(ADMIN);
    expect(await list(token)).toMatchObject({ rows: [], count: 0, currencies: ['GBP', 'USD', 'EUR'] });
    expect(await account(token)).toMatchObject({
      rows: [],
      count: 0,
      opening_balance: 0,
      closing_balance: 0,
      funds: { currency: 'GBP', balance: 0, committed: 0, available: 0 },
    });
  });
});

// ---- creating and editing ------------------------------------------------------------------------------

const NEW_CARD = {
  name: ' Slack huddles ',
  app_id: productId('slack'),
  holder_id: accountId(OLIVIA),
  currency: 'GBP',
  limit: 500,
  limit_period: 'monthly',
  topup_mode: 'fixed',
  topup_amount: 100,
};

describe('POST /cards/', () => {
  it('issues an active, empty card expiring in three years, and logs it', async () => {
    const token = await accessFor(ADMIN);
    const reply = await call('POST', '/cards/', { token, body: NEW_CARD });
    expect(reply.status).toBe(201);
    const { card: made, message } = cardReplySchema.parse(reply.body);
    expect(message).toBe('Card Slack huddles created');
    expect(made).toMatchObject({
      name: 'Slack huddles',
      app: { name: 'Slack' },
      holder: { email: OLIVIA },
      status: 'ACTIVATED',
      currency: 'GBP',
      balance: 0,
      limit: 500,
      topup_mode: 'fixed',
      topup_amount: 100,
      spent_this_period: 0,
      next_charge: null,
      replaces: null,
      replaced_by: null,
    });
    expect(made.last4).toMatch(/^\d{4}$/);
    expect(made.expires_on).toBe(lastDayOfMonth(addMonths(utcToday(), 36).slice(0, 7)));
    expect((await statement(token, made.card_id)).rows).toEqual([]);
    const activities = cardActivityListSchema.parse(
      (await call('GET', `/cards/${made.card_id}/activities/`, { token })).body,
    );
    expect(activities.rows).toEqual([
      expect.objectContaining({ kind: 'created', actor: expect.objectContaining({ email: ADMIN }) }),
    ]);
    expect((await list(await accessFor(OLIVIA))).rows.map((c) => c.name)).toContain('Slack huddles');

    // A refill card keeps no fixed amount.
    const refill = await call('POST', '/cards/', {
      token,
      body: { ...NEW_CARD, topup_mode: 'refill', topup_amount: 80 },
    });
    expect(refill.body.card).toMatchObject({ topup_mode: 'refill', topup_amount: null });
  });

  it('reports every bad field at once', async () => {
    const token = await accessFor(ADMIN);
    const bad = await call('POST', '/cards/', {
      token,
      body: {
        name: '   ',
        app_id: 'nope',
        holder_id: accountId(NOAH),
        currency: 'JPY',
        limit: 0,
        limit_period: 'weekly',
        topup_mode: 'fixed',
        topup_amount: null,
      },
    });
    expect(bad).toMatchObject({ status: 400 });
    expect(bad.body).toEqual({
      name: ['This field may not be blank.'],
      app_id: ['Invalid pk "nope" - object does not exist.'],
      holder_id: ['Noah Fischer is not a cards user. Turn on Cards user for them in Manage first.'],
      currency: ['"JPY" is not a valid choice.'],
      limit: ['Ensure this value is greater than or equal to 0.01.'],
      limit_period: ['"weekly" is not a valid choice.'],
      topup_amount: ['This field is required.'],
    });

    const tom = accountId('inactive@acme.test');
    const maria = accountId(MARIA);
    const more = await call('POST', '/cards/', {
      token,
      body: { ...NEW_CARD, name: 'x'.repeat(61), holder_id: tom, limit: 1_000_001, topup_amount: 5 },
    });
    expect(more.body).toEqual({
      name: ['Ensure this field has no more than 60 characters.'],
      holder_id: [`Invalid pk "${tom}" - object does not exist.`],
      limit: ['Ensure this value is less than or equal to 1000000.'],
    });
    expect((await call('POST', '/cards/', { token, body: { ...NEW_CARD, holder_id: maria } })).body).toEqual({
      holder_id: [`Invalid pk "${maria}" - object does not exist.`],
    });
    expect((await call('POST', '/cards/', { token, body: { ...NEW_CARD, topup_amount: 600 } })).body).toEqual(
      {
        topup_amount: ["The top-up amount cannot be more than the card's limit."],
      },
    );
    expect(
      (
        await call('POST', '/cards/', {
          token,
          body: { ...NEW_CARD, limit: 'five hundred', topup_amount: 0 },
        })
      ).body,
    ).toEqual({
      limit: ['A valid number is required.'],
      topup_amount: ['Ensure this value is greater than or equal to 0.01.'],
    });
    const required = ['name', 'app_id', 'holder_id', 'currency', 'limit', 'limit_period', 'topup_mode'];
    expect((await call('POST', '/cards/', { token, body: {} })).body).toEqual(
      Object.fromEntries(required.map((field) => [field, ['This field is required.']])),
    );
    expect((await list(token, '?top=100')).count).toBe(ACME_CARD_FACTS.cards);
  });
});

describe('PUT /cards/<id>/', () => {
  it('saves the fields sent; a limit or period change is logged apart from the rest', async () => {
    const token = await accessFor(ADMIN);
    const before = await card(token, SLACK.id);
    const reply = await call('PUT', `/cards/${SLACK.id}/`, { token, body: { limit: 6000 } });
    expect(reply.status).toBe(200);
    expect(cardReplySchema.parse(reply.body)).toMatchObject({
      card: { limit: 6000, name: SLACK.name },
      message: 'Card saved',
    });
    const period = await call('PUT', `/cards/${SLACK.id}/`, {
      token,
      body: { limit_period: 'quarterly', name: 'Slack (all staff)', holder_id: accountId(OLIVIA) },
    });
    expect(period.body.card).toMatchObject({
      limit_period: 'quarterly',
      name: 'Slack (all staff)',
      holder: { email: OLIVIA },
    });
    const activities = (await call('GET', `/cards/${SLACK.id}/activities/?top=3`, { token })).body.rows;
    expect(activities.map((a: { kind: string; details: string }) => [a.kind, a.details])).toEqual([
      ['updated', 'Name “Slack workspace” → “Slack (all staff)”; Holder James Carter → Olivia Bennett'],
      ['limit_changed', 'Limit £6,000.00 a month → £6,000.00 a quarter'],
      ['limit_changed', `Limit ${formatMoney(before.limit, 'GBP')} → £6,000.00 a month`],
    ]);
  });

  it('checks the fields against the card: a fixed top-up within the limit, a cards user as holder', async () => {
    const token = await accessFor(ADMIN);
    expect((await call('PUT', `/cards/${SLACK.id}/`, { token, body: { topup_mode: 'fixed' } })).body).toEqual(
      {
        topup_amount: ['This field is required.'],
      },
    );
    expect(
      (
        await call('PUT', `/cards/${SLACK.id}/`, {
          token,
          body: { topup_mode: 'fixed', topup_amount: 99_999 },
        })
      ).body,
    ).toEqual({ topup_amount: ["The top-up amount cannot be more than the card's limit."] });
    expect(
      (
        await call('PUT', `/cards/${SLACK.id}/`, {
          token,
          body: { name: '', holder_id: accountId(NOAH), limit: -1 },
        })
      ).body,
    ).toEqual({
      name: ['This field may not be blank.'],
      holder_id: ['Noah Fischer is not a cards user. Turn on Cards user for them in Manage first.'],
      limit: ['Ensure this value is greater than or equal to 0.01.'],
    });
    const fixed = await call('PUT', `/cards/${SLACK.id}/`, {
      token,
      body: { topup_mode: 'fixed', topup_amount: 4000 },
    });
    expect(fixed.body.card).toMatchObject({ topup_mode: 'fixed', topup_amount: 4000 });
    // A lower limit than the fixed top-up is refused on the top-up.
    expect((await call('PUT', `/cards/${SLACK.id}/`, { token, body: { limit: 3000 } })).body).toEqual({
      topup_amount: ["The top-up amount cannot be more than the card's limit."],
    });
    const refill = await call('PUT', `/cards/${SLACK.id}/`, { token, body: { topup_mode: 'refill' } });
    expect(refill.body.card).toMatchObject({ topup_mode: 'refill', topup_amount: null });
    expect(await call('PUT', `/cards/${MONDAY.id}/`, { token, body: { name: 'Again' } })).toMatchObject({
      status: 409,
      body: CANCELLED,
    });
  });
});

// ---- transitions ------------------------------------------------------------------------------------

describe('block, activate, cancel', () => {
  it('blocks an active card and activates it again, each once', async () => {
    const token = await accessFor(ADMIN);
    const blocked = await call('POST', `/cards/${SLACK.id}/block/`, { token });
    expect(blocked).toMatchObject({
      status: 200,
      body: { card: { status: 'BLOCKED' }, message: 'Card blocked' },
    });
    expect(await call('POST', `/cards/${SLACK.id}/block/`, { token })).toMatchObject({
      status: 409,
      body: { detail: 'This card is already blocked.' },
    });
    const active = await call('POST', `/cards/${SLACK.id}/activate/`, { token });
    expect(active).toMatchObject({
      status: 200,
      body: { card: { status: 'ACTIVATED' }, message: 'Card activated' },
    });
    expect(await call('POST', `/cards/${SLACK.id}/activate/`, { token })).toMatchObject({
      status: 409,
      body: { detail: 'This card is already active.' },
    });
    const kinds = (await call('GET', `/cards/${SLACK.id}/activities/?top=2`, { token })).body.rows.map(
      (a: { kind: string }) => a.kind,
    );
    expect(kinds).toEqual(['activated', 'blocked']);
    // A blocked card comes back; an expired one must be renewed; a cancelled one never comes back.
    expect((await call('POST', `/cards/${ZENDESK.id}/activate/`, { token })).body.card.status).toBe(
      'ACTIVATED',
    );
    expect(await call('POST', `/cards/${DROPBOX.id}/activate/`, { token })).toMatchObject({
      status: 409,
      body: { detail: 'This card has expired. Renew it instead.', code: 'card_expired' },
    });
    expect(await call('POST', `/cards/${MONDAY.id}/activate/`, { token })).toMatchObject({
      status: 409,
      body: { detail: 'A cancelled card cannot be activated again.', code: 'card_cancelled' },
    });
    expect(await call('POST', `/cards/${MONDAY.id}/block/`, { token })).toMatchObject({
      status: 409,
      body: CANCELLED,
    });
  });

  it('cancels with a reason: the balance goes back to the account under one reference', async () => {
    const token = await accessFor(ADMIN);
    const before = await card(token, SLACK.id);
    const accountBefore = await account(token);
    expect(before.balance).toBeGreaterThan(0);
    const reply = await call('POST', `/cards/${SLACK.id}/cancel/`, {
      token,
      body: { reason: ' Moving to invoicing. ' },
    });
    expect(reply.status).toBe(200);
    expect(cardReplySchema.parse(reply.body)).toMatchObject({
      card: {
        status: 'CANCELLED',
        cancel_reason: 'Moving to invoicing.',
        balance: 0,
        can_top_up: false,
        next_charge: null,
      },
      message: 'Card cancelled',
    });
    expect(reply.body.card.cancelled_at).toEqual(expect.any(String));
    const [returned] = (await statement(token, SLACK.id)).rows;
    expect(returned).toMatchObject({
      kind: 'return',
      amount: -before.balance,
      balance_after: 0,
      status: 'settled',
    });
    const accountAfter = await account(token);
    expect(accountAfter.rows[0]).toMatchObject({
      kind: 'return',
      reference: returned!.reference,
      money_in: before.balance,
      money_out: 0,
      card_id: SLACK.id,
    });
    expect(cents(accountAfter.funds.available)).toBe(
      cents(accountBefore.funds.available) + cents(before.balance),
    );
    expect(cents(accountAfter.funds.committed)).toBe(
      cents(accountBefore.funds.committed) - cents(before.balance),
    );
    expect(accountAfter.funds.balance).toBe(accountBefore.funds.balance);
    const [activity] = (await call('GET', `/cards/${SLACK.id}/activities/`, { token })).body.rows;
    expect(activity).toMatchObject({
      kind: 'cancelled',
      details: 'Moving to invoicing.',
      actor: { email: ADMIN },
    });

    expect(
      await call('POST', `/cards/${SLACK.id}/cancel/`, { token, body: { reason: 'Again' } }),
    ).toMatchObject({
      status: 409,
      body: { detail: 'This card is already cancelled.' },
    });
    expect(await call('POST', `/cards/${SLACK.id}/topup/`, { token, body: { amount: 5 } })).toMatchObject({
      status: 409,
      body: { detail: 'This card is cancelled and cannot be topped up.', code: 'card_cancelled' },
    });
    expect(await call('POST', `/cards/${SLACK.id}/renew/`, { token })).toMatchObject({
      status: 409,
      body: CANCELLED,
    });
  });

  it('wants a reason of at most 200 characters', async () => {
    const token = await accessFor(ADMIN);
    const reasons: [unknown, string][] = [
      [undefined, 'This field is required.'],
      ['  ', 'This field may not be blank.'],
      ['x'.repeat(201), 'Ensure this field has no more than 200 characters.'],
    ];
    for (const [reason, message] of reasons) {
      expect(
        await call('POST', `/cards/${SLACK.id}/cancel/`, {
          token,
          body: reason === undefined ? {} : { reason },
        }),
      ).toMatchObject({
        status: 400,
        body: { reason: [message] },
      });
    }
    expect((await card(token, SLACK.id)).status).toBe('ACTIVATED');
  });
});

// ---- money -------------------------------------------------------------------------------------------

describe('POST /cards/<id>/topup/', () => {
  it('moves money from the account to the card: both statements, one reference, the funds add up', async () => {
    const token = await accessFor(ADMIN);
    const before = await card(token, MIRO.id);
    const accountBefore = await account(token);
    const reply = await call('POST', `/cards/${MIRO.id}/topup/`, { token, body: { amount: 50 } });
    expect(reply.status).toBe(200);
    const topped = topupReplySchema.parse(reply.body);
    expect(topped.message).toBe('Card topped up with £50.00');
    expect(cents(topped.card.balance)).toBe(cents(before.balance) + 5000);
    expect(topped.account).toEqual({
      currency: 'GBP',
      balance: accountBefore.funds.balance,
      committed: (cents(accountBefore.funds.committed) + 5000) / 100,
      available: (cents(accountBefore.funds.available) - 5000) / 100,
    });
    const [row] = (await statement(token, MIRO.id)).rows;
    expect(row).toMatchObject({
      kind: 'topup',
      amount: 50,
      status: 'settled',
      balance_after: topped.card.balance,
    });
    const after = await account(token);
    expect(after.rows[0]).toMatchObject({
      kind: 'topup',
      reference: row!.reference,
      money_out: 50,
      card_id: MIRO.id,
    });
    expect(after.funds).toEqual(topped.account);
    expect(after.closing_balance).toBe(after.funds.available);
    const [activity] = (await call('GET', `/cards/${MIRO.id}/activities/`, { token })).body.rows;
    expect(activity).toMatchObject({
      kind: 'topped_up',
      details: 'Topped up £50.00',
      actor: { email: ADMIN },
    });
  });

  it('converts a top-up of a card in another currency into the account’s, and tops up a blocked card', async () => {
    const token = await accessFor(ADMIN);
    const reply = await call('POST', `/cards/${FIGMA.id}/topup/`, { token, body: { amount: 100 } });
    expect(reply.body.message).toBe('Card topped up with $100.00');
    expect((await account(token)).rows[0]).toMatchObject({ kind: 'topup', money_out: 79, card_id: FIGMA.id });
    expect((await call('POST', `/cards/${ZENDESK.id}/topup/`, { token, body: { amount: 1 } })).status).toBe(
      200,
    );
  });

  it('refuses less than a cent and more than the account has available', async () => {
    const token = await accessFor(ADMIN);
    expect(await call('POST', `/cards/${MIRO.id}/topup/`, { token, body: { amount: 0 } })).toMatchObject({
      status: 400,
      body: { amount: ['Ensure this value is greater than or equal to 0.01.'] },
    });
    expect((await call('POST', `/cards/${MIRO.id}/topup/`, { token, body: { amount: 'ten' } })).body).toEqual(
      {
        amount: ['A valid number is required.'],
      },
    );
    const { funds } = await account(token);
    expect(
      await call('POST', `/cards/${MIRO.id}/topup/`, { token, body: { amount: funds.available + 0.01 } }),
    ).toMatchObject({
      status: 400,
      body: { amount: [`The payment account has only ${formatMoney(funds.available, 'GBP')} available.`] },
    });
    expect(
      (await call('POST', `/cards/${MIRO.id}/topup/`, { token, body: { amount: funds.available } })).status,
    ).toBe(200);
    expect((await account(token)).funds.available).toBe(0);
  });
});

describe('POST /cards/<id>/renew/', () => {
  it('issues a new card that takes the old one’s balance; the old one is cancelled as renewed', async () => {
    const token = await accessFor(ADMIN);
    const old = await card(token, FIGMA.id);
    const fundsBefore = (await account(token)).funds;
    const reply = await call('POST', `/cards/${FIGMA.id}/renew/`, { token });
    expect(reply.status).toBe(201);
    const { card: renewed, replaced, message } = renewReplySchema.parse(reply.body);
    expect(message).toBe('Card renewed');
    expect(renewed).toMatchObject({
      name: old.name,
      app: old.app,
      holder: old.holder,
      currency: 'USD',
      limit: old.limit,
      limit_period: old.limit_period,
      topup_mode: old.topup_mode,
      topup_amount: old.topup_amount,
      status: 'ACTIVATED',
      balance: old.balance,
      replaces: FIGMA.id,
      replaced_by: null,
    });
    expect(renewed.card_id).not.toBe(FIGMA.id);
    expect(renewed.last4).not.toBe(old.last4);
    expect(renewed.expires_on).toBe(lastDayOfMonth(addMonths(utcToday(), 36).slice(0, 7)));
    expect(replaced).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: 'Renewed',
      replaced_by: renewed.card_id,
      balance: 0,
    });

    const [returned] = (await statement(token, FIGMA.id)).rows;
    const newRows = (await statement(token, renewed.card_id)).rows;
    expect(returned).toMatchObject({ kind: 'return', amount: -old.balance, balance_after: 0 });
    expect(newRows).toEqual([
      expect.objectContaining({ kind: 'topup', amount: old.balance, reference: returned!.reference }),
    ]);
    const after = await account(token);
    const pair = after.rows.filter((r) => r.reference === returned!.reference);
    expect(pair.map((r) => [r.kind, r.money_in, r.money_out, r.card_id])).toEqual([
      ['topup', 0, (cents(old.balance) * 0.79) / 100, renewed.card_id],
      ['return', (cents(old.balance) * 0.79) / 100, 0, FIGMA.id],
    ]);
    expect(after.funds).toEqual(fundsBefore);
    const details = async (id: string) =>
      (await call('GET', `/cards/${id}/activities/?top=1`, { token })).body.rows[0];
    expect(await details(FIGMA.id)).toMatchObject({
      kind: 'renewed',
      details: `Renewed as •••• ${renewed.last4}`,
    });
    expect(await details(renewed.card_id)).toMatchObject({
      kind: 'renewed',
      details: `Renews •••• ${old.last4}`,
    });
    // The expired card is renewed the same way.
    expect((await call('POST', `/cards/${DROPBOX.id}/renew/`, { token })).status).toBe(201);
  });
});

// ---- statements -------------------------------------------------------------------------------------

describe('statements', () => {
  it('runs every card’s balance and the account’s exactly, row by row (default)', async () => {
    const token = await accessFor(ADMIN);
    const { funds, rows: accountRows, opening_balance } = await account(token);
    let committed = 0;
    for (const { card_id, name, balance, status, currency } of (await list(token, '?top=100')).rows) {
      const { rows, opening_balance: opening, count } = await statement(token, card_id);
      expect(count).toBeLessThanOrEqual(500);
      expect(opening).toBe(0);
      expect(expectRunningBalances(rows, opening), name).toBe(cents(balance));
      if (status !== 'CANCELLED')
        committed +=
          currency === 'GBP'
            ? cents(balance)
            : Math.round(cents(balance) * (currency === 'USD' ? 0.79 : 0.86));
    }
    let available = cents(opening_balance);
    for (const row of [...accountRows].reverse()) {
      available += cents(row.money_in) - cents(row.money_out);
      expect(cents(row.balance)).toBe(available);
    }
    expect(available).toBe(cents(funds.available));
    expect(cents(funds.committed)).toBe(committed);
    expect(cents(funds.balance)).toBe(cents(funds.committed) + cents(funds.available));
  });

  it('covers 90 days ending today by default; filters by dates and status, pages, and opens with the balance before', async () => {
    const token = await accessFor(ADMIN);
    const whole = await statement(token, FIGMA.id);
    const recent = await statement(token, FIGMA.id, '');
    const from = addMonths(utcToday(), -3);
    expect(recent.rows.every((r) => r.date > from && r.date <= utcToday())).toBe(true);
    expect(recent.rows).toEqual(whole.rows.filter((r) => recent.rows.some((x) => x.id === r.id)));
    const firstIn = [...recent.rows].pop();
    const before = whole.rows[whole.rows.findIndex((r) => r.id === firstIn?.id) + 1];
    expect(recent.opening_balance).toBe(before?.balance_after ?? 0);
    expect(recent.currency).toBe('USD');

    const declined = await statement(token, FIGMA.id, `${ALL_TIME}&status=declined`);
    expect(declined.rows.length).toBeGreaterThan(0);
    expect(declined.rows.every((r) => r.status === 'declined' && r.decline_reason !== null)).toBe(true);
    expect(declined.rows[0]).toMatchObject({ decline_reason: 'insufficient_balance', kind: 'charge' });

    const year = whole.rows[0]!.date.slice(0, 4);
    const window = await statement(token, FIGMA.id, `from=${year}-01-01&to=${year}-06-30`);
    expect(window.rows.every((r) => r.date >= `${year}-01-01` && r.date <= `${year}-06-30`)).toBe(true);
    const page = await statement(token, FIGMA.id, `${ALL_TIME.replace('top=500', 'top=3')}&skip=2`);
    expect(page.rows).toEqual(whole.rows.slice(2, 5));
    expect(page.count).toBe(whole.count);

    expect(
      await call('GET', `/cards/${FIGMA.id}/statement/?from=yesterday&to=2026-02-30&status=lost&top=501`, {
        token,
      }),
    ).toMatchObject({
      status: 400,
      body: {
        status: ['"lost" is not a valid choice.'],
        top: ['Ensure this value is less than or equal to 500.'],
      },
    });
    expect(
      await call('GET', `/cards/${FIGMA.id}/statement/?from=yesterday&to=2026-02-30`, { token }),
    ).toMatchObject({
      status: 400,
      body: {
        from: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
        to: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      },
    });
    // Without `from`, a bad `to` is still a field error (the default start is counted from a good one).
    expect(await call('GET', `/cards/${FIGMA.id}/statement/?to=bad`, { token })).toMatchObject({
      status: 400,
      body: { to: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    });
    expect(
      await call('GET', `/cards/${FIGMA.id}/statement/?from=2026-05-02&to=2026-05-01`, { token }),
    ).toMatchObject({
      status: 400,
      body: { to: ['The end date cannot be before the start date.'] },
    });
  });

  it('shows what a merchant charged in its own currency, and the card’s fees', async () => {
    const token = await accessFor(ADMIN);
    const { rows } = await statement(token, ACME_CARD_FACTS.foreignMerchant.id);
    const foreign = rows.filter((r) => r.kind === 'charge');
    expect(foreign.length).toBeGreaterThan(0);
    expect(foreign.every((r) => r.merchant_currency === 'USD' && r.merchant_amount! > 0)).toBe(true);
    expect(rows.filter((r) => r.kind === 'topup').every((r) => r.merchant_currency === null)).toBe(true);
  });

  it('answers the account statement with its period’s balances and the funds now', async () => {
    const token = await accessFor(ADMIN);
    const statementNow = await account(token, '');
    expect(statementNow.closing_balance).toBe(statementNow.funds.available);
    expect(statementNow.rows.length).toBeGreaterThan(0);
    const dates = statementNow.rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await account(token);
    expect(new Set(all.rows.map((r) => r.kind))).toEqual(
      new Set(['deposit', 'topup', 'return', 'refund', 'fee']),
    );
    expect(
      all.rows.filter((r) => r.kind === 'topup' || r.kind === 'return').every((r) => r.card_id !== null),
    ).toBe(true);
    const past = await account(token, `from=${all.rows.at(-1)!.date}&to=${addMonths(utcToday(), -6)}`);
    expect(past.closing_balance).toBe(past.rows[0]!.balance);
    expect(past.opening_balance).toBe(0);

    const paymentAccount = paymentAccountSchema.parse(
      (await call('GET', '/tenants/get_payment_account_details/', { token })).body,
    );
    expect(paymentAccount.available_balance).toBe(all.funds.available);
    expect(paymentAccount.balance).toBe(all.funds.balance);
    const maria = await accessFor(MARIA);
    const globex = await account(maria);
    const globexAccount = (await call('GET', '/tenants/get_payment_account_details/', { token: maria })).body;
    expect(globexAccount).toMatchObject({
      currency: 'USD',
      available_balance: globex.funds.available,
      balance: globex.funds.balance,
    });
  });

  it('answers 404 without a payment account', async () => {
    const { tenants } = await import('../db');
    await tenants.update((q) => q.where((t) => t.id === GLOBEX_TENANT_ID), {
      data(row) {
        row.yordex_account_id = null;
      },
    });
    expect(await call('GET', '/account/statement/', { token: await accessFor(MARIA) })).toMatchObject({
      status: 404,
      body: { detail: 'No payment account is set up for this company yet.' },
    });
  });
});

// ---- the sync -----------------------------------------------------------------------------------------

async function startSync(token: string, body: unknown = {}) {
  const reply = await call('POST', '/cards/sync_statement/', { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(202);
  return statementSyncReplySchema.parse(reply.body);
}

async function syncState(token: string) {
  return statementSyncReplySchema.parse((await call('GET', '/cards/sync_statement/', { token })).body).sync;
}

/** Each card's statement rows by id, as `token` sees them. */
async function rowIds(token: string): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const c of (await list(token, '?top=100')).rows) {
    out.set(c.card_id, new Set((await statement(token, c.card_id)).rows.map((r) => r.id)));
  }
  return out;
}

describe('the statement sync', () => {
  it('starts, refuses a second while it runs, and finishes two seconds later with new rows on every live card', async () => {
    const token = await accessFor(ADMIN);
    expect(await syncState(token)).toEqual({
      is_syncing: false,
      started_at: null,
      finished_at: null,
      new_rows: 0,
    });
    const before = await rowIds(token);
    const cardsBefore = new Map((await list(token, '?top=100')).rows.map((c) => [c.card_id, c]));
    const started = await startSync(token);
    expect(started.message).toBe('Statement sync started');
    expect(started.sync).toMatchObject({ is_syncing: true, finished_at: null, new_rows: 0 });
    expect(Math.abs(Date.parse(started.sync.started_at!) - Date.now())).toBeLessThan(5000);
    expect(await call('POST', '/cards/sync_statement/', { token, body: {} })).toMatchObject({
      status: 409,
      body: { detail: 'A statement sync is already running.', code: 'sync_running' },
    });
    expect((await syncState(token)).is_syncing).toBe(true);

    later();
    const finished = await syncState(token);
    expect(finished).toMatchObject({ is_syncing: false, started_at: started.sync.started_at });
    expect(Date.parse(finished.finished_at!) - Date.parse(started.sync.started_at!)).toBe(STATEMENT_SYNC_MS);

    let added = 0;
    for (const c of (await list(token, '?top=100')).rows) {
      const { rows } = await statement(token, c.card_id);
      const fresh = rows.filter((r) => !before.get(c.card_id)!.has(r.id));
      added += fresh.length;
      if (c.status === 'CANCELLED') {
        expect(fresh).toEqual([]);
        continue;
      }
      expect(fresh.length, c.name).toBeGreaterThanOrEqual(1);
      expect(fresh.length).toBeLessThanOrEqual(3);
      expect(fresh.every((r) => r.kind === 'charge' && r.date === utcToday())).toBe(true);
      // A card that could pay before the sync got at least one settled charge.
      const was = cardsBefore.get(c.card_id)!;
      const room = Math.min(was.balance, was.limit - was.spent_this_period);
      const canPay = was.status === 'ACTIVATED' && was.expires_on >= utcToday() && room >= 1;
      if (canPay)
        expect(
          fresh.some((r) => r.status === 'settled'),
          c.name,
        ).toBe(true);
      if (c.status === 'BLOCKED') expect(fresh.every((r) => r.status === 'declined')).toBe(true);
      expectRunningBalances(rows, 0);
      const [activity] = (await call('GET', `/cards/${c.card_id}/activities/?top=1`, { token })).body.rows;
      expect(activity).toMatchObject({ kind: 'statement_synced', actor: null });
    }
    expect(finished.new_rows).toBe(added);

    // A declined row is told to the card's holder; a sync of every card tells the client admins once.
    const zendesk = await statement(token, ZENDESK.id, 'status=declined');
    expect(zendesk.rows[0]).toMatchObject({ decline_reason: 'card_blocked', date: utcToday() });
    const told = notifications.findMany((q) =>
      q.where((n) => n.kind === 'card_declined' && n.link === `/cards/${ZENDESK.id}`),
    );
    const holder = (await card(token, ZENDESK.id)).holder.user_id;
    expect(told.map((n) => n.user_id)).toEqual([holder]);
    const adminId = findAccountByEmail(ADMIN)!.user_id;
    const summaries = notifications.findMany((q) =>
      q.where((n) => n.kind === 'card_declined' && n.user_id === adminId && n.link === '/cards'),
    );
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.title).toMatch(/^\d+ card payments? declined$/);
    expect(told[0]!.text).toContain('was declined: the card is blocked.');
    expect(told[0]!.title).toBe('Card payment to Zendesk declined');
  });

  it('syncs one card when asked, and only the holder’s cards for a holder; the same sync brings the same rows', async () => {
    const token = await accessFor(ADMIN);
    const before = await rowIds(token);
    await startSync(token, { card_id: FIGMA.id });
    later();
    const after = await rowIds(token);
    const changed = [...after].filter(([id, rows]) => rows.size !== before.get(id)!.size).map(([id]) => id);
    expect(changed).toEqual([FIGMA.id]);
    const first = (await statement(token, FIGMA.id)).rows.filter((r) => !before.get(FIGMA.id)!.has(r.id));

    vi.useRealTimers();
    await resetMockApi();
    await startSync(await accessFor(ADMIN), { card_id: FIGMA.id });
    later();
    const again = (await statement(await accessFor(ADMIN), FIGMA.id)).rows.filter(
      (r) => !before.get(FIGMA.id)!.has(r.id),
    );
    const shape = (rows: CardTransaction[]) =>
      rows.map(({ kind, amount, status, decline_reason, merchant }) => ({
        kind,
        amount,
        status,
        decline_reason,
        merchant,
      }));
    expect(shape(again)).toEqual(shape(first));

    vi.useRealTimers();
    await resetMockApi();
    const olivia = await accessFor(OLIVIA);
    expect(
      await call('POST', '/cards/sync_statement/', { token: olivia, body: { card_id: FIGMA.id } }),
    ).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    const hers = await startSync(olivia);
    expect(hers.sync.is_syncing).toBe(true);
    later();
    const done = await syncState(olivia);
    expect(done.new_rows).toBeGreaterThanOrEqual(2);
    expect(done.new_rows).toBeLessThanOrEqual(6);
    const adminAfter = await rowIds(await accessFor(ADMIN));
    const touched = [...adminAfter]
      .filter(([id, rows]) => rows.size !== before.get(id)!.size)
      .map(([id]) => id)
      .sort();
    expect(touched).toEqual(ACME_CARD_FACTS.olivia.map((c) => c.id).sort());
  });
});

describe("DRF's order and fields on a card's writes", () => {
  it("looks the card up before its body: another company's or an unknown card is a 404 whatever the body", async () => {
    const token = await accessFor(ADMIN);
    const globexCard = (await call('GET', '/cards/?top=1', { token: await accessFor(MARIA) })).body.rows[0]
      .card_id as string;
    for (const id of [globexCard, '00000000-0000-4000-a000-000000000000']) {
      expect(await call('POST', `/cards/${id}/cancel/`, { token, body: { reason: 5 } })).toMatchObject({
        status: 404,
        body: NOT_FOUND,
      });
      expect(await call('POST', `/cards/${id}/topup/`, { token, body: { amount: 'x' } })).toMatchObject({
        status: 404,
        body: NOT_FOUND,
      });
    }
    // One's own card gets the field errors.
    expect(await call('POST', `/cards/${FIGMA.id}/topup/`, { token, body: { amount: 'x' } })).toMatchObject({
      status: 400,
      body: { amount: ['A valid number is required.'] },
    });
    expect(await call('POST', `/cards/${FIGMA.id}/cancel/`, { token, body: { reason: 5 } })).toMatchObject({
      status: 400,
      body: { reason: ['Not a valid string.'] },
    });
  });

  it('reads the body before the state: a cancelled card with a bad body gets the field errors', async () => {
    const token = await accessFor(ADMIN);
    expect(await call('PUT', `/cards/${MONDAY.id}/`, { token, body: { name: '' } })).toMatchObject({
      status: 400,
      body: { name: ['This field may not be blank.'] },
    });
    expect(await call('POST', `/cards/${MONDAY.id}/cancel/`, { token, body: { reason: '' } })).toMatchObject({
      status: 400,
      body: { reason: ['This field may not be blank.'] },
    });
  });

  it("takes an amount's numeric text as DRF's DecimalField does", async () => {
    const token = await accessFor(ADMIN);
    const topup = await call('POST', `/cards/${FIGMA.id}/topup/`, { token, body: { amount: ' 0.00 ' } });
    expect(topup).toMatchObject({
      status: 400,
      body: { amount: ['Ensure this value is greater than or equal to 0.01.'] },
    });
    const create = await call('POST', '/cards/', {
      token,
      body: { ...NEW_CARD, limit: '500.00', topup_amount: '600' },
    });
    expect(create).toMatchObject({
      status: 400,
      body: { topup_amount: ["The top-up amount cannot be more than the card's limit."] },
    });
    const edit = await call('PUT', `/cards/${FIGMA.id}/`, { token, body: { limit: '9e5', name: 5 } });
    expect(edit.body).toEqual({ name: ['Not a valid string.'] });
  });
});

describe('an amount of money has at most two decimal places, as DRF refuses more', () => {
  const PLACES = 'Ensure that there are no more than 2 decimal places.';

  it('refuses a new card whose limit or top-up amount has more, as a number or its text, with its other bad fields', async () => {
    const token = await accessFor(ADMIN);
    const create = (body: Record<string, unknown>) => call('POST', '/cards/', { token, body });
    expect(await create({ ...NEW_CARD, limit: '500.005', topup_amount: 10.555 })).toMatchObject({
      status: 400,
      body: { limit: [PLACES], topup_amount: [PLACES] },
    });
    expect((await create({ ...NEW_CARD, limit: 500.001 })).body).toEqual({ limit: [PLACES] });
    // Text keeps its trailing zeros and an exponent moves the point, as Python's Decimal reads them.
    expect((await create({ ...NEW_CARD, limit: '500.000' })).body).toEqual({ limit: [PLACES] });
    expect((await create({ ...NEW_CARD, topup_amount: '1e-3' })).body).toEqual({ topup_amount: [PLACES] });
    // A refill card still has its amount's places checked.
    expect((await create({ ...NEW_CARD, topup_mode: 'refill', topup_amount: '80.125' })).body).toEqual({
      topup_amount: [PLACES],
    });
    // The places are checked before the range, and every bad field is reported at once.
    expect((await create({ ...NEW_CARD, name: '', limit: '0.001', currency: 'JPY' })).body).toEqual({
      name: ['This field may not be blank.'],
      currency: ['"JPY" is not a valid choice.'],
      limit: [PLACES],
    });
    expect((await list(token, '?top=100')).count).toBe(ACME_CARD_FACTS.cards);

    // Two places, or fewer, in any form, are taken as they are.
    const made = await create({ ...NEW_CARD, limit: '500.10', topup_amount: '1E2' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(cardReplySchema.parse(made.body).card).toMatchObject({ limit: 500.1, topup_amount: 100 });
  });

  it('refuses an edit whose limit or top-up amount has more, and leaves the card as it was', async () => {
    const token = await accessFor(ADMIN);
    const before = await card(token, SLACK.id);
    const edit = await call('PUT', `/cards/${SLACK.id}/`, {
      token,
      body: { name: 'Renamed', limit: '250.555', topup_mode: 'fixed', topup_amount: 0.125 },
    });
    expect(edit).toMatchObject({ status: 400, body: { limit: [PLACES], topup_amount: [PLACES] } });
    expect(Object.keys(edit.body).sort()).toEqual(['limit', 'topup_amount']);
    expect(await card(token, SLACK.id)).toEqual(before);
  });

  it('refuses a top-up with more and moves no money; trailing zeros count in text', async () => {
    const token = await accessFor(ADMIN);
    const accountBefore = await account(token);
    const rowsBefore = (await statement(token, MIRO.id)).rows;
    for (const amount of [10.555, '10.555', '10.550', ' 0.001 ', 0.001, '5e-3']) {
      expect(
        await call('POST', `/cards/${MIRO.id}/topup/`, { token, body: { amount } }),
        JSON.stringify(amount),
      ).toMatchObject({ status: 400, body: { amount: [PLACES] } });
    }
    expect(await account(token)).toEqual(accountBefore);
    expect((await statement(token, MIRO.id)).rows).toEqual(rowsBefore);

    const topped = await call('POST', `/cards/${MIRO.id}/topup/`, { token, body: { amount: '10.50' } });
    expect(topped).toMatchObject({ status: 200, body: { message: 'Card topped up with £10.50' } });
  });

  it('keeps the order of checks: token, role, the card (404), who may top up, the body, then the state', async () => {
    const body = { amount: 10.555 };
    const unknown = '00000000-0000-4000-a000-000000000000';
    expect((await call('POST', `/cards/${MIRO.id}/topup/`, { body })).status).toBe(401);
    const olivia = await accessFor(OLIVIA);
    expect(
      await call('PUT', `/cards/${MIRO.id}/`, { token: olivia, body: { limit: '1.001' } }),
    ).toMatchObject({ status: 403, body: FORBIDDEN });
    const token = await accessFor(ADMIN);
    expect(await call('POST', `/cards/${unknown}/topup/`, { token, body })).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await call('PUT', `/cards/${unknown}/`, { token, body: { limit: '1.001' } })).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    // Globex does not let holders top up: its holder is refused before the body is read.
    const maria = await accessFor(MARIA);
    const notion = (await list(maria)).rows.find((c) => c.holder.email !== MARIA)!;
    const holder = await accessFor(notion.holder.email);
    expect(await call('POST', `/cards/${notion.card_id}/topup/`, { token: holder, body })).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    // A cancelled card: the body's field errors come before its state's 409.
    expect(await call('POST', `/cards/${MONDAY.id}/topup/`, { token, body })).toMatchObject({
      status: 400,
      body: { amount: [PLACES] },
    });
    expect(await call('PUT', `/cards/${MONDAY.id}/`, { token, body: { limit: '1.001' } })).toMatchObject({
      status: 400,
      body: { limit: [PLACES] },
    });
    expect(
      await call('POST', `/cards/${MONDAY.id}/topup/`, { token, body: { amount: '1.00' } }),
    ).toMatchObject({ status: 409, body: { code: 'card_cancelled' } });
  });
});
