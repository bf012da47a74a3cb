import { describe, expect, it } from 'vitest';
import {
  inactiveUsersSchema,
  licenseDetailSchema,
  reclaimReplySchema,
  usageListSchema,
  type UsageRow,
} from '@/features/licenses/api/schemas';
import { contractListSchema } from '@/features/contracts/api/schemas';
import { accounts, opportunities, tasks } from '../db';
import { ACME_CONTRACT_FACTS, DEMO_EMAIL } from '../fixtures';
import { tokensFor } from '../node';
import { call, useMockServer } from '../testing';
import { addDays, utcToday } from '@/lib/calendar';

useMockServer();

const ADMIN = 'admin@acme.test';
const OLIVIA = 'user@acme.test';
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const token = (email: string) => tokensFor(email).access;
const account = (email: string) => accounts.findFirst((q) => q.where({ email }))!;
const DAY_MS = 86_400_000;

async function usage(email = OLIVIA) {
  const reply = await call('GET', '/usage/', { token: token(email) });
  expect(reply.status).toBe(200);
  return usageListSchema.parse(reply.body);
}

async function license(slug: string, email = ADMIN) {
  const reply = await call('GET', `/licenses/${slug}/`, { token: token(email) });
  expect(reply.status).toBe(200);
  return licenseDetailSchema.parse(reply.body);
}

async function inactive(slug: string, days?: number) {
  const query = days === undefined ? '' : `?days=${days}`;
  const reply = await call('GET', `/usage/${slug}/inactive_users/${query}`, { token: token(ADMIN) });
  expect(reply.status).toBe(200);
  return inactiveUsersSchema.parse(reply.body);
}

describe('GET /usage/', () => {
  it('has a row for every app Acme has contracts for, with consistent seat counts', async () => {
    const list = await usage();
    expect(list.count).toBe(ACME_CONTRACT_FACTS.apps);
    expect(list.report_id).toBe('usage-overview');
    expect(list.currency).toBe('GBP');
    const contracts = contractListSchema.parse(
      (await call('GET', '/contracts/?top=500', { token: token(OLIVIA) })).body,
    ).rows;
    for (const row of list.rows) {
      const own = contracts.filter((c) => c.app.id === row.app.id);
      expect(row.licensed).toBe(own.reduce((n, c) => n + c.seats, 0));
      expect(own.every((c) => c.seats_used === row.assigned)).toBe(true);
      expect(row.assigned).toBeLessThanOrEqual(row.licensed);
      expect(row.active_30).toBeLessThanOrEqual(row.active_60);
      expect(row.active_60).toBeLessThanOrEqual(row.active_90);
      expect(row.active_90).toBeLessThanOrEqual(row.assigned);
      expect(row.utilisation).toBeCloseTo(row.active_30 / row.licensed);
      expect(row.trend).toHaveLength(12);
      expect(row.trend.at(-1)).toEqual({
        month: utcToday().slice(0, 7),
        licensed: row.licensed,
        active: row.active_30,
      });
    }
    // Every big app has inactive seats.
    const big = list.rows.filter((r: UsageRow) => r.licensed >= 100);
    expect(big.length).toBeGreaterThan(5);
    expect(big.every((r) => r.assigned > r.active_30)).toBe(true);
  });

  it('gives Globex its own apps without a report, and refuses the super admin', async () => {
    const globex = await usage('admin@globex.test');
    expect(globex.count).toBe(15);
    expect(globex.report_id).toBeNull();
    expect(globex.currency).toBe('USD');
    expect(await call('GET', '/usage/', { token: token('root@platform.test') })).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
  });
});

describe('GET /usage/<app>/inactive_users/', () => {
  it('lists the holders with no activity in the chosen days, never-used included, 30 by default', async () => {
    const now = Date.now();
    const thirty = await inactive('slack');
    expect(await inactive('slack', 30)).toEqual(thirty);
    const sixty = await inactive('slack', 60);
    const ninety = await inactive('slack', 90);
    expect(thirty.count).toBeGreaterThan(sixty.count);
    expect(sixty.count).toBeGreaterThan(ninety.count);
    for (const [list, days] of [
      [thirty, 30],
      [sixty, 60],
      [ninety, 90],
    ] as const) {
      for (const holder of list.rows) {
        if (holder.last_active_at !== null)
          expect(now - Date.parse(holder.last_active_at)).toBeGreaterThan(days * DAY_MS);
      }
    }
    expect(ninety.rows.some((h) => h.last_active_at === null)).toBe(true);
    const slack = await license('slack');
    expect(thirty.count).toBe(slack.seats.assigned - slack.seats.active_30);
  });

  it('refuses other day counts and unknown apps', async () => {
    expect((await call('GET', '/usage/slack/inactive_users/?days=45', { token: token(ADMIN) })).body).toEqual(
      {
        days: ['"45" is not a valid choice.'],
      },
    );
    expect((await call('GET', '/usage/no-such-app/inactive_users/', { token: token(ADMIN) })).status).toBe(
      404,
    );
  });
});

describe('GET /licenses/<app>/', () => {
  it('shows an app’s seats, holders, owner, contracts and opportunities', async () => {
    const zoom = await license('zoom');
    expect(zoom.app).toMatchObject({ name: 'Zoom', slug: 'zoom' });
    expect(zoom.owner?.email).toBe(OLIVIA);
    expect(zoom.seats.licensed).toBe(ACME_CONTRACT_FACTS.zoom.seats);
    expect(zoom.seat_cost).toBe(ACME_CONTRACT_FACTS.zoom.annual_cost / ACME_CONTRACT_FACTS.zoom.seats);
    expect(zoom.holders).toHaveLength(zoom.seats.assigned);
    expect(zoom.contract_ids).toEqual([ACME_CONTRACT_FACTS.zoom.id]);
    expect(zoom.opportunity_count).toBeGreaterThan(0);
    expect(zoom.utilisation).toHaveLength(12);
    expect(zoom.can_reclaim).toBe(true);
    // Longest idle first: people who never used it, then the oldest activity.
    const seen = zoom.holders.map((h) => h.last_active_at ?? '');
    expect(seen).toEqual([...seen].sort());
  });

  it('names Olivia among the holders, with her documented activity', async () => {
    for (const [app, days] of Object.entries(ACME_CONTRACT_FACTS.oliviaSeats)) {
      const detail = await license(app.toLowerCase());
      const olivia = detail.holders.find((h) => h.user.email === OLIVIA)!;
      expect(olivia, app).toBeDefined();
      if (days === null) expect(olivia.last_active_at).toBeNull();
      // Counted from the start of today, the day the seed is made from.
      else
        expect((Date.parse(`${utcToday()}T00:00:00Z`) - Date.parse(olivia.last_active_at!)) / DAY_MS).toBe(
          days,
        );
    }
  });

  it('lets only client admins reclaim, not the demo account', async () => {
    expect((await license('slack', OLIVIA)).can_reclaim).toBe(false);
    expect((await license('slack', DEMO_EMAIL)).can_reclaim).toBe(false);
  });

  it('answers 404 for an app without contracts and for another tenant’s app', async () => {
    expect((await call('GET', '/licenses/no-such-app/', { token: token(ADMIN) })).body).toEqual({
      detail: 'App not found.',
    });
    // Globex has a Calendly contract; Acme's apps are checked the other way round.
    const globexOnly = (await usage('admin@globex.test')).rows.map((r) => r.app.slug);
    const acme = new Set((await usage()).rows.map((r) => r.app.slug));
    for (const slug of globexOnly.filter((s) => !acme.has(s))) {
      expect((await call('GET', `/licenses/${slug}/`, { token: token(ADMIN) })).status).toBe(404);
    }
    expect((await call('GET', '/licenses/slack/', { token: token('root@platform.test') })).status).toBe(403);
  });
});

describe('POST /licenses/<app>/reclaim/', () => {
  it('unassigns inactive seats, gives the app owner a task and opens an Identified opportunity last', async () => {
    const before = await license('slack');
    const idle = (await inactive('slack')).rows.slice(0, 3);
    const ids = idle.map((h) => h.user.user_id);

    const reply = await call('POST', '/licenses/slack/reclaim/', {
      token: token(ADMIN),
      body: { user_ids: ids },
    });
    expect(reply.status).toBe(200);
    const result = reclaimReplySchema.parse(reply.body);
    expect(result.reclaimed).toBe(3);
    expect(result.savings).toBe(3 * before.seat_cost);

    const after = await license('slack');
    expect(after.seats.assigned).toBe(before.seats.assigned - 3);
    expect(after.holders.map((h) => h.user.user_id)).not.toEqual(expect.arrayContaining([ids[0]]));
    const contract = await call('GET', `/contracts/${ACME_CONTRACT_FACTS.slack.id}/`, {
      token: token(ADMIN),
    });
    expect(contract.body.contract.seats_used).toBe(after.seats.assigned);

    const task = tasks.findFirst((q) => q.where({ id: result.task_id }))!;
    expect(task).toMatchObject({
      title: 'Reduce Slack by 3 seats',
      app_name: 'Slack',
      user_id: account(ADMIN).user_id,
      due_date: addDays(utcToday(), 14),
      is_completed: false,
    });
    expect(task.description).toContain('3 people');

    const board = (await call('GET', '/opportunities/kanban/', { token: token(ADMIN) })).body as {
      kanban: { status: string; cards: { id: string; title: string; position: number }[] }[];
    };
    const identified = board.kanban.find((c) => c.status === 'identified')!.cards;
    expect(identified.at(-1)).toMatchObject({
      id: result.opportunity_id,
      title: 'Reclaim 3 inactive Slack seats',
    });
    expect(identified.map((c) => c.position)).toEqual(identified.map((_, i) => i));
    const opportunity = opportunities.findFirst((q) => q.where({ id: result.opportunity_id }))!;
    expect(opportunity).toMatchObject({
      status: 'identified',
      owner_id: account(ADMIN).user_id,
      savings_potential: result.savings,
      arr: result.savings,
      due_date: addDays(utcToday(), 30),
    });
    expect((await license('slack')).opportunity_count).toBe(before.opportunity_count + 1);
  });

  it('refuses active seats, people without a seat and an empty list', async () => {
    const slack = await license('slack');
    const active = slack.holders.find(
      (h) => h.last_active_at !== null && Date.now() - Date.parse(h.last_active_at) < DAY_MS * 20,
    )!;
    const refused = await call('POST', '/licenses/slack/reclaim/', {
      token: token(ADMIN),
      body: { user_ids: [active.user.user_id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.user_ids[0]).toMatch(/^Only inactive seats can be reclaimed/);
    const stranger = await call('POST', '/licenses/slack/reclaim/', {
      token: token(ADMIN),
      body: { user_ids: [account('admin@globex.test').user_id] },
    });
    expect(stranger.status).toBe(400);
    const empty = await call('POST', '/licenses/slack/reclaim/', {
      token: token(ADMIN),
      body: { user_ids: [] },
    });
    expect(empty.status).toBe(400);
    expect((await license('slack')).seats.assigned).toBe(slack.seats.assigned);
  });

  it('is for client admins only, never the demo account', async () => {
    const olivia = account(OLIVIA).user_id;
    expect(
      await call('POST', '/licenses/figma/reclaim/', { token: token(OLIVIA), body: { user_ids: [olivia] } }),
    ).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(
      await call('POST', '/licenses/figma/reclaim/', {
        token: token(DEMO_EMAIL),
        body: { user_ids: [olivia] },
      }),
    ).toMatchObject({ status: 403, body: { detail: 'Sorry, this is a read-only demo account.' } });
    // Olivia's Figma seat is idle for 45 days: an admin may take it back.
    const reply = await call('POST', '/licenses/figma/reclaim/', {
      token: token(ADMIN),
      body: { user_ids: [olivia] },
    });
    expect(reply.status).toBe(200);
    const task = tasks.findFirst((q) => q.where({ id: reply.body.task_id }))!;
    expect(task.title).toBe('Reduce Figma by 1 seat');
  });
});

describe("DRF's order on a reclaim", () => {
  it('looks the app up before the body; an empty choice is "Choose at least one person."', async () => {
    const admin = token(ADMIN);
    const unknown = await call('POST', '/licenses/no-such-app/reclaim/', {
      token: admin,
      body: { user_ids: [] },
    });
    expect(unknown).toMatchObject({ status: 404 });
    const empty = await call('POST', '/licenses/slack/reclaim/', { token: admin, body: { user_ids: [] } });
    expect(empty).toMatchObject({ status: 400, body: { user_ids: ['Choose at least one person.'] } });
  });
});
