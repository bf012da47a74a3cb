import { describe, expect, it, vi } from 'vitest';
import {
  flowBulkReplySchema,
  flowEventListSchema,
  flowListSchema,
  flowMergeReplySchema,
  flowReplySchema,
  flowSuggestionListSchema,
  flowUserListSchema,
  type Flow,
  type FlowList,
} from '@/features/organize/api/schemas';
import { accountId } from '../fixtures/accounts';
import { productId } from '../fixtures/catalogue';
import { ACME_FLOW_FACTS } from '../fixtures/flows';
import { SYNC_DURATION_MS } from '../fixtures/integrations';
import { tokensFor } from '../node';
import { call, useMockServer } from '../testing';

useMockServer();

const token = (email: string) => tokensFor(email).access;
const ADMIN = 'admin@acme.test';
const USER = 'user@acme.test';
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const { slackPair, notionLabs, grammarly, slack, spotify, cafe } = ACME_FLOW_FACTS;

async function list(query = '', as = ADMIN): Promise<FlowList> {
  const reply = await call('GET', `/flows/${query}`, { token: token(as) });
  expect(reply.status).toBe(200);
  return flowListSchema.parse(reply.body);
}

async function flow(id: string, as = ADMIN): Promise<Flow> {
  const reply = await call('GET', `/flows/${id}/`, { token: token(as) });
  expect(reply.status).toBe(200);
  return flowReplySchema.parse(reply.body).flow;
}

const put = (id: string, body: unknown, as = ADMIN) =>
  call('PUT', `/flows/${id}/`, { token: token(as), body });

const appsInUse = async () =>
  (await call('GET', '/tenants/retrieve_tenant/', { token: token(ADMIN) })).body.stats.apps_in_use as number;

describe('the list', () => {
  it("gives Acme's open flows by name, with the types, sources and summary over all of them", async () => {
    const all = await list('?status=all&top=500');
    expect(all.count).toBe(ACME_FLOW_FACTS.flows);
    const open = await list();
    expect(open.rows).toHaveLength(10);
    expect(open.count).toBe(all.rows.filter((f) => f.status !== 'ignored').length);
    expect(open.rows.map((f) => f.name)).toEqual(
      [...open.rows.map((f) => f.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(open).toMatchObject({ types: ['sso', 'oauth', 'password'], source: null });
    expect(open.sources).toEqual([
      { source: 'azure', connected: true, last_synced_at: expect.any(String) },
      { source: 'google', connected: true, last_synced_at: expect.any(String) },
      { source: 'okta', connected: true, last_synced_at: expect.any(String) },
    ]);
    const awaiting = all.rows.filter((f) => f.status === 'new' || f.status === 'in_review').length;
    expect(open.summary).toEqual({
      new_this_week: all.rows.filter((f) => Date.now() - Date.parse(f.first_seen) <= 7 * 86_400_000).length,
      awaiting_review: awaiting,
      unmapped: all.rows.filter((f) => f.app === null && f.status !== 'ignored').length,
    });
    // About a third await review; a dozen are not in the catalogue; some were first seen this week.
    expect(awaiting / all.count).toBeGreaterThan(0.25);
    expect(awaiting / all.count).toBeLessThan(0.45);
    expect(open.summary.unmapped).toBeGreaterThanOrEqual(12);
    expect(open.summary.new_this_week).toBeGreaterThan(0);
    // The summary does not follow the filters.
    expect((await list('?source=google&status=ignored')).summary).toEqual(open.summary);
  });

  it('filters by source, type, status, mapping and a keyword that ignores case and accents', async () => {
    const google = await list('?source=google&status=all&top=500');
    expect(google.source).toBe('google');
    expect(google.rows.every((f) => f.sources.includes('google'))).toBe(true);
    const password = await list('?type=password&status=all&top=500');
    expect(password.count).toBeGreaterThan(0);
    expect(password.rows.every((f) => f.types.includes('password'))).toBe(true);
    const ignored = await list('?status=ignored&top=500');
    expect(ignored.rows.map((f) => f.id)).toContain(spotify);
    expect((await list('?top=500')).rows.map((f) => f.id)).not.toContain(spotify);
    const unmapped = await list('?unmapped=true&top=500');
    expect(unmapped.rows.every((f) => f.app === null)).toBe(true);
    expect(unmapped.rows.map((f) => f.id)).toContain(notionLabs);
    expect((await list('?keyword=CAFE')).rows.map((f) => f.id)).toEqual([cafe]);
    // The domain, the publisher and the mapped product's name match too.
    expect((await list('?keyword=acme.slack')).rows.map((f) => f.id)).toEqual([slack]);
    expect((await list('?keyword=notion labs, inc')).rows.map((f) => f.id)).toEqual([notionLabs]);
  });

  it('orders by any column, ties by name, and pages', async () => {
    const byUsers = await list('?order_by=users&order=desc&top=500&status=all');
    const users = byUsers.rows.map((f) => f.users);
    expect(users).toEqual([...users].sort((a, b) => b - a));
    const page = await list('?order_by=users&order=desc&skip=5&top=5&status=all');
    expect(page.rows.map((f) => f.id)).toEqual(byUsers.rows.slice(5, 10).map((f) => f.id));
    const byStatus = (await list('?order_by=status&top=500&status=all')).rows.map((f) => f.status);
    expect([...new Set(byStatus)]).toEqual(['new', 'in_review', 'approved', 'ignored']);
  });

  it('refuses bad parameters all at once', async () => {
    const reply = await call('GET', '/flows/?top=501&order_by=size&source=box&status=done', {
      token: token(ADMIN),
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body).sort()).toEqual(['order_by', 'source', 'status', 'top']);
  });
});

describe('who sees what', () => {
  it('lets any user of the tenant read flows and suggestions, but only client admins the people and events', async () => {
    expect((await list('', USER)).count).toBeGreaterThan(0);
    expect((await flow(slack, USER)).owner?.email).toBe(ADMIN);
    expect((await call('GET', `/flows/${notionLabs}/suggestions/`, { token: token(USER) })).status).toBe(200);
    for (const path of ['users', 'events']) {
      expect(await call('GET', `/flows/${slack}/${path}/`, { token: token(USER) })).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
    }
  });

  it('refuses the super admin, and keeps one tenant’s flows from another', async () => {
    const root = token('root@platform.test');
    expect((await call('GET', '/flows/', { token: root })).status).toBe(403);
    expect((await call('GET', `/flows/${slack}/`, { token: root })).status).toBe(403);
    const globex = await list('', 'admin@globex.test');
    expect(globex).toMatchObject({
      rows: [],
      count: 0,
      types: [],
      summary: { new_this_week: 0, awaiting_review: 0, unmapped: 0 },
    });
    expect(globex.sources.every((s) => !s.connected && s.last_synced_at === null)).toBe(true);
    const other = token('admin@globex.test');
    expect(await call('GET', `/flows/${slack}/`, { token: other })).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await put(slack, { status: 'in_review' }, 'admin@globex.test')).status).toBe(404);
  });

  it('refuses every write to a plain user and the read-only demo account', async () => {
    expect(await put(grammarly, { status: 'approved' }, USER)).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    const demo = token('demo@stackwise.test');
    expect(
      await call('PUT', `/flows/${grammarly}/`, { token: demo, body: { status: 'approved' } }),
    ).toMatchObject({
      status: 403,
      body: { detail: 'Sorry, this is a read-only demo account.' },
    });
    expect(
      (await call('POST', '/flows/bulk/', { token: demo, body: { ids: [grammarly], status: 'ignored' } }))
        .status,
    ).toBe(403);
    expect((await call('GET', `/flows/${slack}/events/`, { token: demo })).status).toBe(200);
  });
});

describe('the evidence', () => {
  it('lists the people (the tenant’s users and bare addresses), most sign-ins first', async () => {
    const reply = await call('GET', `/flows/${slack}/users/?top=500`, { token: token(ADMIN) });
    const users = flowUserListSchema.parse(reply.body);
    expect(users.count).toBe((await flow(slack)).users);
    const signIns = users.rows.map((u) => u.sign_ins);
    expect(signIns).toEqual([...signIns].sort((a, b) => b - a));
    expect(users.rows.map((u) => u.user.email)).toEqual(expect.arrayContaining([ADMIN, USER]));
    expect(users.rows.find((u) => u.user.email === USER)?.user.user_id).toBe(accountId(USER));
  });

  it('lists as many events as the flow counts, newest first, with where and how', async () => {
    const counted = await flow(slack);
    const reply = await call('GET', `/flows/${slack}/events/?top=500&skip=0`, { token: token(ADMIN) });
    const events = flowEventListSchema.parse(reply.body);
    expect(events.count).toBe(counted.events);
    expect(events.rows[0]?.time).toBe(counted.last_seen);
    const times = events.rows.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(events.rows[0]).toMatchObject({ source: 'okta', type: 'sso', location: expect.any(String) });
    const tail = flowEventListSchema.parse(
      (await call('GET', `/flows/${slack}/events/?top=1&skip=${counted.events - 1}`, { token: token(ADMIN) }))
        .body,
    );
    expect(tail.rows[0]?.time).toBe(counted.first_seen);
  });

  it('suggests Notion for "Notion Labs", with high confidence', async () => {
    const reply = await call('GET', `/flows/${notionLabs}/suggestions/`, { token: token(ADMIN) });
    const { rows } = flowSuggestionListSchema.parse(reply.body);
    expect(rows[0]).toMatchObject({
      app: { name: 'Notion', slug: 'notion' },
      reasons: ['name', 'domain', 'publisher'],
    });
    expect(rows[0]!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.every((r) => r.confidence >= 0.3)).toBe(true);
  });
});

describe('reviewing one flow', () => {
  it('maps, approves and assigns, each saying what it did', async () => {
    const reply = await put(notionLabs, {
      app_id: productId('notion'),
      status: 'approved',
      owner_id: accountId(USER),
    });
    expect(reply.status).toBe(200);
    const { flow: saved, message } = flowReplySchema.parse(reply.body);
    expect(message).toBe(
      'Notion Labs mapped to Notion. Notion Labs approved. Owner of Notion Labs set to Olivia Bennett',
    );
    expect(saved).toMatchObject({ app: { name: 'Notion' }, status: 'approved', owner: { email: USER } });
    expect(Date.parse(saved.reviewed_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await put(notionLabs, { app_id: null, owner_id: null })).body.message).toBe(
      'Notion Labs marked as not in the catalogue. Owner of Notion Labs cleared',
    );
    expect((await put(notionLabs, { status: 'in_review' })).body.message).toBe('Notion Labs moved to review');
  });

  it('refuses a move the review does not allow, and an unknown product or owner', async () => {
    expect(await put(slack, { status: 'approved' })).toMatchObject({
      status: 400,
      body: { detail: 'Cannot move Slack from approved to approved.' },
    });
    expect(await put(grammarly, { status: 'new' })).toMatchObject({
      status: 400,
      body: { detail: 'Cannot move Grammarly from new to new.' },
    });
    await put(grammarly, { status: 'ignored' });
    expect((await put(grammarly, { status: 'approved' })).body).toEqual({
      detail: 'Cannot move Grammarly from ignored to approved.',
    });
    const missing = '00000000-0000-4000-a000-000000000000';
    expect(await put(grammarly, { app_id: missing, owner_id: accountId('admin@globex.test') })).toMatchObject(
      {
        status: 400,
        body: {
          app_id: [`Invalid pk "${missing}" - object does not exist.`],
          owner_id: [`Invalid pk "${accountId('admin@globex.test')}" - object does not exist.`],
        },
      },
    );
    expect(await put(grammarly, { status: 'done' })).toMatchObject({
      status: 400,
      body: { status: expect.any(Array) },
    });
  });

  it('puts an approved product among the apps in use and in Usage, and takes it out again', async () => {
    const before = await appsInUse();
    const usage = async () =>
      ((await call('GET', '/usage/', { token: token(ADMIN) })).body.rows as { app: { name: string } }[]).map(
        (r) => r.app.name,
      );
    expect(await usage()).not.toContain('Grammarly');
    expect((await put(grammarly, { status: 'approved' })).body.message).toBe('Grammarly approved');
    expect(await appsInUse()).toBe(before + 1);
    expect(await usage()).toContain('Grammarly');
    expect((await call('GET', '/licenses/grammarly/', { token: token(ADMIN) })).status).toBe(200);
    await put(grammarly, { status: 'in_review' });
    expect(await appsInUse()).toBe(before);
    expect(await usage()).not.toContain('Grammarly');
    // A product Acme already pays for is already counted.
    await put(slackPair[1], { status: 'approved' });
    expect(await appsInUse()).toBe(before);
  });
});

describe('many at once', () => {
  it('changes each flow it may and names each refusal', async () => {
    const missing = '00000000-0000-4000-a000-000000000000';
    const reply = await call('POST', '/flows/bulk/', {
      token: token(ADMIN),
      body: { ids: [grammarly, notionLabs, slack, missing, grammarly], status: 'approved' },
    });
    expect(reply.status).toBe(200);
    const body = flowBulkReplySchema.parse(reply.body);
    expect(body.updated.map((f) => [f.id, f.status])).toEqual([
      [grammarly, 'approved'],
      [notionLabs, 'approved'],
    ]);
    expect(body.errors).toEqual([
      { id: slack, message: 'Cannot move Slack from approved to approved.' },
      { id: missing, message: 'Not found.' },
    ]);
    expect(body.message).toBe(
      `2 apps approved. 2 could not be: Slack: Cannot move Slack from approved to approved. ${missing}: Not found.`,
    );
    const owners = await call('POST', '/flows/bulk/', {
      token: token(ADMIN),
      body: { ids: [grammarly, notionLabs], owner_id: accountId(USER) },
    });
    expect(owners.body).toMatchObject({ errors: [], message: 'Owner of 2 apps set to Olivia Bennett' });
  });

  it('wants one change, a known owner and 1–500 ids', async () => {
    const bulk = (body: unknown) => call('POST', '/flows/bulk/', { token: token(ADMIN), body });
    expect(await bulk({ ids: [grammarly] })).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Give either a status or an owner.'] },
    });
    expect(await bulk({ ids: [grammarly], status: 'approved', owner_id: null })).toMatchObject({
      status: 400,
    });
    expect(await bulk({ ids: [], status: 'approved' })).toMatchObject({
      status: 400,
      body: { ids: ['Ensure this field has at least 1 elements.'] },
    });
    expect((await bulk({ ids: [grammarly], owner_id: accountId('admin@globex.test') })).body).toHaveProperty(
      'owner_id',
    );
  });
});

describe('merging', () => {
  it('folds one source’s row into another: events summed, people once, the other gone', async () => {
    const [keptId, otherId] = slackPair;
    const [kept, other] = [await flow(keptId), await flow(otherId)];
    const reply = await call('POST', `/flows/${keptId}/merge/`, {
      token: token(ADMIN),
      body: { other_id: otherId },
    });
    expect(reply.status).toBe(200);
    const merged = flowMergeReplySchema.parse(reply.body);
    expect(merged).toMatchObject({ merged_id: otherId, message: 'Slack merged into Slack' });
    expect(merged.flow).toMatchObject({
      id: keptId,
      sources: ['google', 'okta'],
      types: ['sso', 'oauth'],
      events: kept.events + other.events,
      sign_ins_30d: kept.sign_ins_30d + other.sign_ins_30d,
      status: 'approved',
      owner: { email: ADMIN },
      first_seen: kept.first_seen < other.first_seen ? kept.first_seen : other.first_seen,
    });
    expect(merged.flow.users).toBeGreaterThanOrEqual(Math.max(kept.users, other.users));
    expect(merged.flow.users).toBeLessThanOrEqual(kept.users + other.users);
    expect((await call('GET', `/flows/${otherId}/`, { token: token(ADMIN) })).status).toBe(404);
    const events = await call('GET', `/flows/${keptId}/events/?top=1`, { token: token(ADMIN) });
    expect(events.body.count).toBe(merged.flow.events);
    expect((await list('?status=all&top=500')).count).toBe(ACME_FLOW_FACTS.flows - 1);
  });

  it('refuses to merge a row with itself or with a row that is not there', async () => {
    const merge = (other_id: string) =>
      call('POST', `/flows/${slack}/merge/`, { token: token(ADMIN), body: { other_id } });
    expect(await merge(slack)).toMatchObject({
      status: 400,
      body: { detail: 'An app cannot be merged with itself.' },
    });
    expect((await merge('00000000-0000-4000-a000-000000000000')).body).toHaveProperty('other_id');
  });
});

describe('the audit-log sync', () => {
  it('brings a source’s new events in: a new app, moved counts, and word to every client admin', async () => {
    const admin = token(ADMIN);
    const before = await list('?source=azure&status=all&top=500');
    const started = await call('POST', '/tenants/sync_audit_logs/', {
      token: admin,
      body: { provider: 'azure' },
    });
    expect(started.status).toBe(202);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SYNC_DURATION_MS + 1);
    const after = await list('?source=azure&status=all&top=500');
    expect(after.count).toBe(before.count + 1);
    const found = after.rows.find((f) => f.name === ACME_FLOW_FACTS.discovered.azure);
    expect(found).toMatchObject({
      status: 'new',
      sources: ['azure'],
      owner: null,
      app: { name: ACME_FLOW_FACTS.discovered.azure },
    });
    const moved = after.rows.filter((f) => before.rows.some((b) => b.id === f.id && b.events < f.events));
    expect(moved.length).toBeGreaterThan(0);
    const status = await call('GET', '/tenants/audit_log_sync_status/', { token: admin });
    expect(status.body.azure).toMatchObject({
      state: 'success',
      message: expect.stringMatching(/; 1 new app found\.$/),
    });
    expect(after.sources[0]?.last_synced_at).toBe(status.body.azure.last_synced_at);
    for (const email of [ADMIN, 'demo@stackwise.test']) {
      const bell = await call('GET', '/notifications/?top=5', { token: token(email) });
      expect(bell.body.rows[0]).toMatchObject({
        kind: 'app_discovered',
        text: `New app discovered: ${ACME_FLOW_FACTS.discovered.azure}`,
        link: `/organize/${found!.id}`,
      });
    }
    const olivia = await call('GET', '/notifications/?top=50', { token: token(USER) });
    expect(olivia.body.rows.some((n: { kind: string }) => n.kind === 'app_discovered')).toBe(false);
  });

  it('finds the first app of a company that connects a source', async () => {
    const globex = token('admin@globex.test');
    await call('POST', '/tenants/authorize_azure_audit_log_sync/', {
      token: globex,
      body: { azure_tenant_id: '72f988bf-86f1-41af-91ab-2d7cd011db47' },
    });
    expect(
      (await call('POST', '/tenants/sync_audit_logs/', { token: globex, body: { provider: 'azure' } }))
        .status,
    ).toBe(202);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SYNC_DURATION_MS + 1);
    const found = await list('', 'admin@globex.test');
    expect(found.rows.map((f) => [f.name, f.status])).toEqual([[ACME_FLOW_FACTS.discovered.azure, 'new']]);
    expect(found.sources[0]).toMatchObject({ source: 'azure', connected: true });
    expect(found.rows[0]!.users).toBeGreaterThan(0);
  });
});

describe("DRF's order on a flow's writes", () => {
  it('looks the flow up before the body: an unknown one is a 404 whatever the body', async () => {
    const unknown = '00000000-0000-4000-a000-000000000000';
    const admin = token(ADMIN);
    for (const [method, path, body] of [
      ['PUT', `/flows/${unknown}/`, { status: 5 }],
      ['POST', `/flows/${unknown}/merge/`, { other_id: 5 }],
    ] as const) {
      expect(await call(method, path, { token: admin, body })).toMatchObject({ status: 404 });
    }
  });

  it("reports a bulk change's field errors alone, and the rule on the whole body once they pass", async () => {
    const bulk = (body: unknown) => call('POST', '/flows/bulk/', { token: token(ADMIN), body });
    expect((await bulk({ ids: [] })).body).toEqual({ ids: ['Ensure this field has at least 1 elements.'] });
    expect((await bulk({ ids: ['00000000-0000-4000-a000-000000000000'] })).body).toEqual({
      non_field_errors: ['Give either a status or an owner.'],
    });
  });
});
