import { describe, expect, it } from 'vitest';
import {
  boardSchema,
  commentListSchema,
  commentReplySchema,
  OPPORTUNITY_STATUSES,
  opportunityFacetsSchema,
  opportunityListSchema,
  opportunityReplySchema,
  type Board,
  type Opportunity,
  type OpportunityInput,
  type OpportunityList,
} from '@/features/optimize/api/schemas';
import { roundCents } from '@/lib/calendar';
import { tenantEnvelopeSchema } from '@/features/tenants/api/schemas';
import { accounts, opportunityComments } from '../db';
import { createComment, createOpportunity, createUser } from '../factories';
import {
  ACME_OPPORTUNITIES,
  ACME_TENANT_ID,
  DEMO_EMAIL,
  GLOBEX_OPPORTUNITIES,
  opportunityId,
  productId,
} from '../fixtures';
import { resetMockApi, tokensFor } from '../node';
import { call, useMockServer } from '../testing';

useMockServer();

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const READ_ONLY = { detail: 'Sorry, this is a read-only demo account.' };
const NOT_YOURS = { detail: 'You can only change opportunities you own.' };
const NOT_FOUND = { detail: 'Opportunity not found.' };

const ADMIN = 'admin@acme.test';
const OLIVIA = 'user@acme.test';
const ZOOM_SEATS = opportunityId('Downgrade 40 inactive Zoom Pro seats');
const DROPBOX_MOVE = opportunityId('Move Dropbox file storage into Google Drive');
const GLOBEX_ZOOM = opportunityId('Renegotiate Zoom renewal');

const token = (email: string) => tokensFor(email).access;
const account = (email: string) => accounts.findFirst((q) => q.where({ email }))!;
const sum = (rows: readonly Opportunity[], field: 'savings_potential' | 'arr') =>
  roundCents(rows.reduce((total, row) => total + row[field], 0));

async function list(query = '', email = ADMIN): Promise<OpportunityList> {
  const reply = await call('GET', `/opportunities/?${query}`, { token: token(email) });
  expect(reply.status).toBe(200);
  return opportunityListSchema.parse(reply.body);
}

/** Every row the filter selects, page by page, checking each page's totals. */
async function everyPage(
  query: string,
  top: number,
): Promise<{ rows: Opportunity[]; first: OpportunityList }> {
  const first = await list(`${query}&top=${top}`);
  const rows = [...first.rows];
  for (let skip = top; skip < first.count; skip += top) {
    const page = await list(`${query}&top=${top}&skip=${skip}`);
    expect({ count: page.count, value: page.value, arr: page.arr }).toEqual({
      count: first.count,
      value: first.value,
      arr: first.arr,
    });
    rows.push(...page.rows);
  }
  return { rows, first };
}

async function board(email = ADMIN): Promise<Board> {
  const reply = await call('GET', '/opportunities/kanban/', { token: token(email) });
  expect(reply.status).toBe(200);
  return boardSchema.parse(reply.body);
}

const column = (b: Board, status: Opportunity['status']) => b.kanban.find((c) => c.status === status)!;

/** Each column numbered 0… in order, its totals the sums of its cards, the board's the sums of all. */
function expectConsistent(b: Board): void {
  expect(b.kanban.map((c) => c.status)).toEqual([...OPPORTUNITY_STATUSES]);
  for (const c of b.kanban) {
    expect(c.cards.map((card) => card.position)).toEqual(c.cards.map((_, i) => i));
    expect(c.cards.every((card) => card.status === c.status)).toBe(true);
    expect({ count: c.count, value: c.value, arr: c.arr }).toEqual({
      count: c.cards.length,
      value: sum(c.cards, 'savings_potential'),
      arr: sum(c.cards, 'arr'),
    });
  }
  const cards = b.kanban.flatMap((c) => c.cards);
  expect({ count: b.count, value: b.value, arr: b.arr }).toEqual({
    count: cards.length,
    value: sum(cards, 'savings_potential'),
    arr: sum(cards, 'arr'),
  });
}

const input = (fields: Partial<OpportunityInput> = {}): OpportunityInput => ({
  title: 'Cancel the spare Slack workspace',
  app_id: productId('slack'),
  status: 'identified',
  savings_potential: 2400,
  arr: 9600,
  owner_id: null,
  due_date: '2026-09-30',
  ...fields,
});

async function create(fields: Partial<OpportunityInput> = {}, email = ADMIN): Promise<Opportunity> {
  const reply = await call('POST', '/opportunities/', { token: token(email), body: input(fields) });
  expect(reply.status).toBe(201);
  return opportunityReplySchema.parse(reply.body).opportunity;
}

const move = (id: string, status: string, position: unknown, email = ADMIN) =>
  call('POST', `/opportunities/${id}/move/`, { token: token(email), body: { status, position } });

async function identifiedSavings(email = ADMIN): Promise<number> {
  const reply = await call('GET', '/tenants/retrieve_tenant/', { token: token(email) });
  return tenantEnvelopeSchema.parse(reply.body).stats.identified_savings;
}

describe('the seeded opportunities', () => {
  it('fill every column of Acme’s board, 10 / 8 / 7 / 9 / 6, with consistent totals', async () => {
    const acme = await board();
    expectConsistent(acme);
    expect(acme.kanban.map((c) => c.count)).toEqual([10, 8, 7, 9, 6]);
    expect(acme.count).toBe(ACME_OPPORTUNITIES.length);
    // Each column in the order ACME_OPPORTUNITIES lists it.
    for (const c of acme.kanban) {
      const titles = ACME_OPPORTUNITIES.filter((o) => o.status === c.status).map((o) => o.title);
      expect(c.cards.map((card) => card.title)).toEqual(titles);
    }
    const cards = acme.kanban.flatMap((c) => c.cards);
    expect(cards.every((card) => card.savings_potential >= 500 && card.savings_potential <= 60_000)).toBe(
      true,
    );
    expect(cards.every((card) => card.arr >= card.savings_potential)).toBe(true);
    expect(cards.filter((card) => card.comment_count >= 2)).toHaveLength(18);
    expect(cards.find((card) => card.id === ZOOM_SEATS)).toMatchObject({
      app: { name: 'Zoom', slug: 'zoom', id: productId('zoom') },
      owner: { email: ADMIN, first_name: 'James', last_name: 'Carter' },
      comment_count: 3,
    });

    const globex = await board('admin@globex.test');
    expectConsistent(globex);
    expect(globex.kanban.map((c) => c.count)).toEqual([2, 2, 1, 2, 1]);
    expect(globex.count).toBe(GLOBEX_OPPORTUNITIES.length);
  });

  it('gives Olivia exactly three, James several, and lets the demo account see Acme’s', async () => {
    const olivia = await list(`owner=${account(OLIVIA).user_id}&order_by=status&order=asc`);
    expect(olivia.rows.map((row) => [row.title, row.status])).toEqual([
      ['Downgrade Loom Business to Starter for the support team', 'identified'],
      ['Move Dropbox file storage into Google Drive', 'in_review'],
      ['Cancel duplicate Grammarly subscriptions', 'realised'],
    ]);
    expect(olivia.rows.map((row) => row.comment_count)).toEqual([0, 3, 2]);
    expect((await list(`owner=${account(ADMIN).user_id}&top=100`)).count).toBe(11);
    expect((await board(DEMO_EMAIL)).count).toBe(40);
  });

  it('has comments by different people, Olivia’s among them on an opportunity she does not own', async () => {
    const reply = await call('GET', `/opportunities/${ZOOM_SEATS}/comments/`, { token: token(OLIVIA) });
    const thread = commentListSchema.parse(reply.body);
    expect(thread.count).toBe(3);
    expect(new Set(thread.rows.map((c) => c.author.user_id)).size).toBe(3);
    expect(thread.rows.filter((c) => c.mine).map((c) => c.author.email)).toEqual([OLIVIA]);
    const times = thread.rows.map((c) => c.created_at);
    expect([...times].sort()).toEqual(times);
  });

  it('are not there in the empty scenario', async () => {
    await resetMockApi('empty');
    const empty = await board();
    expect(empty).toMatchObject({ count: 0, value: 0, arr: 0 });
    expect(empty.kanban.every((c) => c.cards.length === 0)).toBe(true);
    expect(await identifiedSavings()).toBe(0);
  });
});

describe('the list', () => {
  it('totals every row the filter selects, across all its pages', async () => {
    const { rows, first } = await everyPage('status=open&order_by=savings_potential&order=desc', 7);
    expect(first.rows).toHaveLength(7);
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((row) => row.id)).size).toBe(25);
    expect(first).toMatchObject({ count: 25, value: sum(rows, 'savings_potential'), arr: sum(rows, 'arr') });
    const amounts = rows.map((row) => row.savings_potential);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);

    const all = await everyPage('status=all', 10);
    expect(all.first).toMatchObject({ count: 40, value: sum(all.rows, 'savings_potential') });
  });

  it('searches titles and app names, and filters by status, app and owner', async () => {
    const zoom = await list('keyword=ZOOM&top=100');
    expect(zoom.rows.map((row) => row.title).sort()).toEqual([
      'Consolidate Webex and Zoom onto Zoom',
      'Downgrade 40 inactive Zoom Pro seats',
      'Drop the Zoom Webinars add-on',
      'Renegotiate ZoomInfo data credits',
    ]);
    const spare = await createOpportunity({
      tenant_id: ACME_TENANT_ID,
      title: 'Close the spare workspace',
      app_id: productId('slack'),
    });
    const slack = await list('keyword=slack&top=100');
    expect(slack.rows.map((row) => row.id).sort()).toEqual(
      [spare.id, opportunityId('Renegotiate Slack Enterprise Grid renewal')].sort(),
    );
    expect((await list('status=negotiating&top=100')).count).toBe(7);
    expect((await list('status=dismissed&top=100')).rows.every((row) => row.status === 'dismissed')).toBe(
      true,
    );
    const zoomApp = await list(`app=${productId('zoom')}`);
    expect(zoomApp.count).toBe(2);
    expect(zoomApp.value).toBe(6240 + 2340);
    const nothing = await list(`owner=${account(OLIVIA).user_id}&status=negotiating`);
    expect(nothing).toEqual({ rows: [], count: 0, value: 0, arr: 0 });
  });

  it('orders by any of its columns, the largest savings first by default', async () => {
    const largest = (await list('top=100')).rows.map((row) => row.savings_potential);
    expect([...largest].sort((a, b) => b - a)).toEqual(largest);
    const newest = (await list('order_by=created_at&order=desc&top=100')).rows.map((row) => row.created_at);
    expect([...newest].sort().reverse()).toEqual(newest);
    const statuses = (await list('order_by=status&order=asc&top=100')).rows.map((row) => row.status);
    expect(statuses).toEqual(
      [...statuses].sort((a, b) => OPPORTUNITY_STATUSES.indexOf(a) - OPPORTUNITY_STATUSES.indexOf(b)),
    );
    const due = (await list('order_by=due_date&order=asc&top=100')).rows.map((row) => row.due_date);
    const dated = due.filter((d) => d !== null);
    expect(due.slice(0, dated.length)).toEqual([...dated].sort());
    expect(due.slice(dated.length).every((d) => d === null)).toBe(true);
    const owners = (await list('order_by=owner&order=desc&top=100')).rows.map((row) => row.owner);
    expect(owners[0]).toBeNull();
    const apps = (await list('order_by=app&order=asc&top=100')).rows.map((row) => row.app.name.toLowerCase());
    expect([...apps].sort()).toEqual(apps);
  });

  it('refuses bad parameters, every one at once', async () => {
    const reply = await call('GET', '/opportunities/?status=won&order_by=value&top=101', {
      token: token(ADMIN),
    });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        status: ['"won" is not a valid choice.'],
        order_by: ['"value" is not a valid choice.'],
        top: ['Ensure this value is less than or equal to 100.'],
      },
    });
  });

  it('lists the apps and owners in use', async () => {
    const reply = await call('GET', '/opportunities/facets/', { token: token(OLIVIA) });
    const facets = opportunityFacetsSchema.parse(reply.body);
    expect(facets.apps.find((app) => app.slug === 'zoom')).toMatchObject({ name: 'Zoom', count: 2 });
    expect(facets.apps.reduce((total, app) => total + app.count, 0)).toBe(40);
    expect(facets.owners.find((o) => o.email === OLIVIA)).toMatchObject({ first_name: 'Olivia', count: 3 });
    expect(facets.owners.find((o) => o.email === ADMIN)?.count).toBe(11);
    const names = facets.apps.map((app) => app.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
  });
});

describe('writes', () => {
  it('creates an opportunity first in its column and adds it to every total', async () => {
    const before = await board();
    const reply = await call('POST', '/opportunities/', {
      token: token(ADMIN),
      body: input({ status: 'in_review', owner_id: account(OLIVIA).user_id }),
    });
    expect(reply.status).toBe(201);
    const { opportunity, message } = opportunityReplySchema.parse(reply.body);
    expect(message).toBe('Opportunity "Cancel the spare Slack workspace" has been created.');
    expect(opportunity).toMatchObject({
      status: 'in_review',
      position: 0,
      app: { name: 'Slack', slug: 'slack' },
      owner: { email: OLIVIA },
      due_date: '2026-09-30',
      comment_count: 0,
      can_edit: true,
    });

    const after = await board();
    expectConsistent(after);
    expect(column(after, 'in_review').cards.map((c) => c.id)).toEqual([
      opportunity.id,
      ...column(before, 'in_review').cards.map((c) => c.id),
    ]);
    expect(after).toMatchObject({
      count: before.count + 1,
      value: roundCents(before.value + 2400),
      arr: roundCents(before.arr + 9600),
    });
    const open = await list('status=open');
    expect(open.count).toBe(26);
  });

  it('edits amounts and adjusts the totals by the difference', async () => {
    const before = await board();
    const zoom = column(before, 'identified').cards[0]!;
    const reply = await call('PUT', `/opportunities/${zoom.id}/`, {
      token: token(ADMIN),
      body: input({
        title: zoom.title,
        app_id: zoom.app.id,
        status: 'identified',
        savings_potential: zoom.savings_potential + 100.1,
        arr: zoom.arr,
        owner_id: zoom.owner!.user_id,
      }),
    });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        message: 'Opportunity "Downgrade 40 inactive Zoom Pro seats" has been updated.',
        opportunity: { id: zoom.id, position: 0, savings_potential: 6340.1, comment_count: 3 },
      },
    });
    const after = await board();
    expectConsistent(after);
    expect(after.value).toBe(roundCents(before.value + 100.1));
    expect(column(after, 'identified').value).toBe(roundCents(column(before, 'identified').value + 100.1));
  });

  it('puts a card whose status changes first in its new column and closes the gap it left', async () => {
    const before = await board();
    const third = column(before, 'negotiating').cards[2]!;
    const reply = await call('PUT', `/opportunities/${third.id}/`, {
      token: token(ADMIN),
      body: input({ title: third.title, app_id: third.app.id, status: 'realised' }),
    });
    expect(reply.body.opportunity).toMatchObject({ status: 'realised', position: 0, owner: null });
    const after = await board();
    expectConsistent(after);
    expect(column(after, 'negotiating').count).toBe(6);
    expect(column(after, 'realised').cards[0]!.id).toBe(third.id);
  });

  it('deletes an opportunity with its comments and takes it out of the totals', async () => {
    const before = await board();
    const reply = await call('DELETE', `/opportunities/${ZOOM_SEATS}/`, { token: token(ADMIN) });
    expect(reply).toMatchObject({
      status: 200,
      body: { message: 'Opportunity "Downgrade 40 inactive Zoom Pro seats" has been deleted.' },
    });
    const after = await board();
    expectConsistent(after);
    expect(after).toMatchObject({ count: 39, value: roundCents(before.value - 6240) });
    expect(opportunityComments.findMany((q) => q.where({ opportunity_id: ZOOM_SEATS }))).toEqual([]);
    const again = await call('GET', `/opportunities/${ZOOM_SEATS}/comments/`, { token: token(ADMIN) });
    expect(again).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it('keeps amounts to the cent and reads them from text too', async () => {
    const made = await create({ savings_potential: '10.126' as never, arr: '3000' as never });
    expect(made).toMatchObject({ savings_potential: 10.13, arr: 3000 });
    const before = await board();
    for (const amount of [0.1, 0.2, 0.7]) await create({ savings_potential: amount, arr: 1 });
    const after = await board();
    expectConsistent(after);
    expect(after.value).toBe(roundCents(before.value + 1));
  });

  it('numbers the columns right when writes arrive at once', async () => {
    const cards = (await board()).kanban[0]!.cards;
    await Promise.all([
      create({ title: 'First at once' }),
      create({ title: 'Second at once' }),
      move(cards[3]!.id, 'identified', 0),
      move(cards[5]!.id, 'realised', 2),
      call('DELETE', `/opportunities/${cards[7]!.id}/`, { token: token(ADMIN) }),
    ]);
    const after = await board();
    expectConsistent(after);
    expect(column(after, 'identified').count).toBe(10);
  });
});

describe('moving on the board', () => {
  it('reorders a column without changing any total', async () => {
    const before = await board();
    const cards = column(before, 'in_review').cards;
    const reply = await move(cards[0]!.id, 'in_review', 3);
    expect(reply.status).toBe(200);
    expect(reply.body).not.toHaveProperty('message');
    expect(reply.body.opportunity).toMatchObject({ id: cards[0]!.id, status: 'in_review', position: 3 });
    const after = await board();
    expectConsistent(after);
    const ids = cards.map((c) => c.id);
    expect(column(after, 'in_review').cards.map((c) => c.id)).toEqual([
      ...ids.slice(1, 4),
      ids[0],
      ...ids.slice(4),
    ]);
    expect({ count: after.count, value: after.value, arr: after.arr }).toEqual({
      count: before.count,
      value: before.value,
      arr: before.arr,
    });
  });

  it('moves a card across columns, renumbering both and moving its amounts with it', async () => {
    const before = await board();
    const card = column(before, 'identified').cards[4]!;
    const reply = await move(card.id, 'negotiating', 2);
    expect(reply.body.opportunity).toMatchObject({ status: 'negotiating', position: 2 });
    const after = await board();
    expectConsistent(after);
    expect(column(after, 'identified').count).toBe(9);
    expect(column(after, 'negotiating').cards[2]!.id).toBe(card.id);
    expect(column(after, 'negotiating').value).toBe(
      roundCents(column(before, 'negotiating').value + card.savings_potential),
    );
    expect(after.value).toBe(before.value);
  });

  it('clamps the place to the column', async () => {
    const card = (await board()).kanban[0]!.cards[1]!;
    expect((await move(card.id, 'dismissed', 999)).body.opportunity.position).toBe(6);
    expect((await move(card.id, 'dismissed', -4)).body.opportunity.position).toBe(0);
    expectConsistent(await board());
  });

  it('refuses a status off the board and a place that is not a whole number', async () => {
    expect(await move(ZOOM_SEATS, 'won', 0)).toMatchObject({
      status: 400,
      body: { status: ['"won" is not a valid choice.'] },
    });
    expect(await move(ZOOM_SEATS, 'realised', 1.5)).toMatchObject({
      status: 400,
      body: { position: ['A valid integer is required.'] },
    });
  });

  it('reads the place as an integer field does: its text and a zero fraction are whole numbers', async () => {
    for (const [position, at] of [
      ['3', 3],
      [3.0, 3],
      [' 2.0 ', 2],
      ['0', 0],
    ] as const) {
      const reply = await move(ZOOM_SEATS, 'in_review', position);
      expect(reply.status).toBe(200);
      expect(reply.body.opportunity).toMatchObject({ status: 'in_review', position: at });
    }
    for (const position of ['x', 3.5, '3.5', '', true, [1]]) {
      expect(await move(ZOOM_SEATS, 'in_review', position)).toMatchObject({
        status: 400,
        body: { position: ['A valid integer is required.'] },
      });
    }
    expect(await move(ZOOM_SEATS, 'won', null)).toMatchObject({
      status: 400,
      body: { status: ['"won" is not a valid choice.'], position: ['This field may not be null.'] },
    });
    const missing = await call('POST', `/opportunities/${ZOOM_SEATS}/move/`, {
      token: token(ADMIN),
      body: { status: 'in_review' },
    });
    expect(missing).toMatchObject({ status: 400, body: { position: ['This field is required.'] } });
  });
});

describe('comments', () => {
  it('adds, edits and deletes the caller’s own, with comment_count following', async () => {
    const path = `/opportunities/${ZOOM_SEATS}/comments/`;
    const added = await call('POST', path, {
      token: token(OLIVIA),
      body: { text: '  Marketing can give up two more.  ' },
    });
    expect(added.status).toBe(201);
    const { comment, message } = commentReplySchema.parse(added.body);
    expect(message).toBe('Comment added.');
    expect(comment).toMatchObject({
      opportunity_id: ZOOM_SEATS,
      text: 'Marketing can give up two more.',
      author: { email: OLIVIA, first_name: 'Olivia', last_name: 'Bennett' },
      updated_at: null,
      mine: true,
    });
    const thread = commentListSchema.parse((await call('GET', path, { token: token(ADMIN) })).body);
    expect(thread.count).toBe(4);
    expect(thread.rows.at(-1)).toMatchObject({ id: comment.id, mine: false });
    expect(column(await board(), 'identified').cards[0]!.comment_count).toBe(4);

    const edited = await call('PUT', `/comments/${comment.id}/`, {
      token: token(OLIVIA),
      body: { text: 'Three more.' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { message: 'Comment updated.', comment: { text: 'Three more.' } },
    });
    expect(edited.body.comment.updated_at).not.toBeNull();

    const deleted = await call('DELETE', `/comments/${comment.id}/`, { token: token(OLIVIA) });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Comment deleted.' } });
    expect((await list('keyword=Zoom Pro')).rows[0]!.comment_count).toBe(3);
  });

  it('lets only the author change a comment, whatever the role', async () => {
    const olivias = opportunityComments.findFirst((q) =>
      q.where((c) => c.opportunity_id === ZOOM_SEATS && c.author.email === OLIVIA),
    )!;
    for (const request of [
      call('PUT', `/comments/${olivias.id}/`, { token: token(ADMIN), body: { text: 'Edited by James.' } }),
      call('DELETE', `/comments/${olivias.id}/`, { token: token(ADMIN) }),
    ]) {
      expect(await request).toMatchObject({
        status: 403,
        body: { detail: 'You can only change your own comments.' },
      });
    }
  });

  it('checks the text with the form’s rule', async () => {
    const path = `/opportunities/${DROPBOX_MOVE}/comments/`;
    for (const [text, expected] of [
      ['', 'Comment is required.'],
      ['   ', 'Comment is required.'],
      [undefined, 'Comment is required.'],
      ['x'.repeat(1001), 'Comment must be maximum of 1000 characters long.'],
      [42, 'Not a valid string.'],
    ] as const) {
      const reply = await call('POST', path, { token: token(OLIVIA), body: { text } });
      expect(reply).toMatchObject({ status: 400, body: { text: [expected] } });
    }
  });
});

describe('who may change what', () => {
  it('lets a plain user create their own, change it, move it and delete it', async () => {
    const mine = await create({ owner_id: null }, OLIVIA);
    expect(mine).toMatchObject({ owner: { email: OLIVIA }, can_edit: true });
    const edited = await call('PUT', `/opportunities/${mine.id}/`, {
      token: token(OLIVIA),
      body: input({ title: 'Cancel both spare Slack workspaces', owner_id: account(OLIVIA).user_id }),
    });
    expect(edited.status).toBe(200);
    expect((await move(mine.id, 'in_review', 1, OLIVIA)).status).toBe(200);
    const deleted = await call('DELETE', `/opportunities/${mine.id}/`, { token: token(OLIVIA) });
    expect(deleted.status).toBe(200);
  });

  it('refuses a plain user’s change to someone else’s, or making someone else the owner', async () => {
    const james = account(ADMIN).user_id;
    const body = input({ title: 'Taken over', owner_id: james });
    for (const request of [
      call('PUT', `/opportunities/${ZOOM_SEATS}/`, { token: token(OLIVIA), body }),
      call('DELETE', `/opportunities/${ZOOM_SEATS}/`, { token: token(OLIVIA) }),
      move(ZOOM_SEATS, 'realised', 0, OLIVIA),
      call('POST', '/opportunities/', { token: token(OLIVIA), body }),
      call('PUT', `/opportunities/${DROPBOX_MOVE}/`, { token: token(OLIVIA), body }),
    ]) {
      expect(await request).toMatchObject({ status: 403, body: NOT_YOURS });
    }
    const rows = (await list('top=100', OLIVIA)).rows;
    expect(rows.filter((row) => row.can_edit).map((row) => row.owner?.email)).toEqual([
      OLIVIA,
      OLIVIA,
      OLIVIA,
    ]);
  });

  it('lets a client admin change anyone’s and choose any owner of the tenant, or none', async () => {
    const newcomer = await createUser({ tenant_id: ACME_TENANT_ID });
    const reply = await call('PUT', `/opportunities/${DROPBOX_MOVE}/`, {
      token: token(ADMIN),
      body: input({
        title: 'Move Dropbox into Google Drive',
        status: 'in_review',
        owner_id: newcomer.user_id,
      }),
    });
    expect(reply.body.opportunity).toMatchObject({ owner: { user_id: newcomer.user_id }, can_edit: true });
    const unowned = await create({ owner_id: null });
    expect(unowned.owner).toBeNull();
    expect((await list('top=100')).rows.every((row) => row.can_edit)).toBe(true);
  });

  it('refuses the super admin and the demo account’s writes', async () => {
    for (const path of ['/opportunities/', '/opportunities/kanban/', '/opportunities/facets/']) {
      expect(await call('GET', path, { token: token('root@platform.test') })).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
    }
    expect((await list('', DEMO_EMAIL)).count).toBe(40);
    for (const request of [
      call('POST', '/opportunities/', { token: token(DEMO_EMAIL), body: input() }),
      call('PUT', `/opportunities/${ZOOM_SEATS}/`, { token: token(DEMO_EMAIL), body: input() }),
      call('DELETE', `/opportunities/${ZOOM_SEATS}/`, { token: token(DEMO_EMAIL) }),
      move(ZOOM_SEATS, 'realised', 0, DEMO_EMAIL),
      call('POST', `/opportunities/${ZOOM_SEATS}/comments/`, {
        token: token(DEMO_EMAIL),
        body: { text: 'Hi' },
      }),
    ]) {
      expect(await request).toMatchObject({ status: 403, body: READ_ONLY });
    }
  });
});

describe('tenant scoping', () => {
  it('answers 404 for another tenant’s opportunity and comment', async () => {
    const acme = token(ADMIN);
    for (const request of [
      call('PUT', `/opportunities/${GLOBEX_ZOOM}/`, { token: acme, body: input() }),
      call('DELETE', `/opportunities/${GLOBEX_ZOOM}/`, { token: acme }),
      move(GLOBEX_ZOOM, 'realised', 0),
      call('GET', `/opportunities/${GLOBEX_ZOOM}/comments/`, { token: acme }),
      call('POST', `/opportunities/${GLOBEX_ZOOM}/comments/`, { token: acme, body: { text: 'Hello' } }),
    ]) {
      expect(await request).toMatchObject({ status: 404, body: NOT_FOUND });
    }
    const globexComment = opportunityComments.findFirst((q) => q.where({ opportunity_id: GLOBEX_ZOOM }))!;
    for (const request of [
      call('PUT', `/comments/${globexComment.id}/`, { token: acme, body: { text: 'Hello' } }),
      call('DELETE', `/comments/${globexComment.id}/`, { token: acme }),
    ]) {
      expect(await request).toMatchObject({ status: 404, body: { detail: 'Comment not found.' } });
    }
    expect((await list('top=100')).rows.some((row) => row.id === GLOBEX_ZOOM)).toBe(false);
  });

  it('refuses an owner from another tenant', async () => {
    const maria = account('admin@globex.test').user_id;
    const reply = await call('POST', '/opportunities/', {
      token: token(ADMIN),
      body: input({ owner_id: maria }),
    });
    expect(reply).toMatchObject({ status: 400, body: { owner_id: ['Select a valid choice.'] } });
  });
});

describe('validation', () => {
  const refusal = async (body: Record<string, unknown>) => {
    const reply = await call('POST', '/opportunities/', {
      token: token(ADMIN),
      body: { ...input(), ...body },
    });
    expect(reply.status).toBe(400);
    return reply.body as Record<string, string[]>;
  };

  it('gives the form’s messages, for every bad field at once', async () => {
    expect(await refusal({ title: '', app_id: '', status: '', savings_potential: 'lots', arr: -5 })).toEqual({
      title: ['Title is required.'],
      app_id: ['App is required.'],
      status: ['Status is required.'],
      savings_potential: ['Savings potential must be a valid floating number.'],
      arr: ['ARR must not be negative.'],
    });
    expect(await refusal({ title: 'x'.repeat(121) })).toEqual({
      title: ['Title must be maximum of 120 characters long.'],
    });
    expect(await refusal({ savings_potential: null, arr: '' })).toEqual({
      savings_potential: ['Savings potential is required.'],
      arr: ['ARR is required.'],
    });
    expect(await refusal({ savings_potential: -0.01 })).toEqual({
      savings_potential: ['Savings potential must not be negative.'],
    });
  });

  it('checks the app, the status, the owner and the due date', async () => {
    expect(await refusal({ app_id: 'not-an-app' })).toEqual({ app_id: ['Select a valid choice.'] });
    expect(await refusal({ status: 'won' })).toEqual({ status: ['"won" is not a valid choice.'] });
    expect(await refusal({ owner_id: 'nobody' })).toEqual({ owner_id: ['Select a valid choice.'] });
    for (const due_date of ['30/09/2026', '2026-02-30', '2026-9-1']) {
      expect(await refusal({ due_date })).toEqual({
        due_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      });
    }
    expect(await refusal({ title: 7 })).toEqual({ title: ['Not a valid string.'] });
    // Left out, the owner and the due date are none.
    const { owner_id: _owner, due_date: _due, ...required } = input();
    const reply = await call('POST', '/opportunities/', { token: token(ADMIN), body: required });
    expect(reply.body.opportunity).toMatchObject({ owner: null, due_date: null });
  });
});

describe('identified savings', () => {
  it('are the sum of the tenant’s open opportunities, and follow every change', async () => {
    const open = await list('status=open&top=100');
    const start = await identifiedSavings();
    expect(start).toBe(open.value);
    expect(start).toBe(sum(open.rows, 'savings_potential'));

    const made = await create({ status: 'negotiating', savings_potential: 1234.56 });
    expect(await identifiedSavings()).toBe(roundCents(start + 1234.56));
    await move(made.id, 'realised', 0);
    expect(await identifiedSavings()).toBe(start);
    // Realised and dismissed ones never count.
    await create({ status: 'dismissed', savings_potential: 999 });
    expect(await identifiedSavings()).toBe(start);
    await call('DELETE', `/opportunities/${ZOOM_SEATS}/`, { token: token(ADMIN) });
    expect(await identifiedSavings()).toBe(roundCents(start - 6240));
    expect(await identifiedSavings('admin@globex.test')).toBe(4800 + 1500 + 3600 + 2160 + 780);
  });

  it('count an opportunity made by a factory too', async () => {
    const start = await identifiedSavings();
    const made = await createOpportunity({ tenant_id: ACME_TENANT_ID, savings_potential: 500 });
    await createComment(account(OLIVIA), { opportunity_id: made.id });
    expect(await identifiedSavings()).toBe(roundCents(start + 500));
    const reply = await call('GET', `/opportunities/?keyword=${made.title}`, { token: token(ADMIN) });
    expect(reply.body.rows[0]).toMatchObject({ position: 10, comment_count: 1 });
  });
});
