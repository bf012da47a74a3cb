import { describe, expect, it } from 'vitest';
import {
  approveReplySchema,
  IN_STACK,
  itemDetailSchema,
  stackEntryReplySchema,
  stackListSchema,
  stackRequestListSchema,
  stackRequestReplySchema,
  type Item,
} from '@/features/reach/api/schemas';
import { accounts, stackEntries, stackRequests } from '../db';
import { createStackRequest, createUser } from '../factories';
import {
  ACME_PENDING_REQUESTS,
  ACME_TENANT_ID,
  DEMO_EMAIL,
  GLOBEX_TENANT_ID,
  productId,
  stackEntryId,
} from '../fixtures';
import { tokensFor } from '../node';
import { call, useMockServer } from '../testing';

useMockServer();

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const FIGMA = productId('figma');
const REASON = 'Our designers review mock-ups with the agency every week.';

const token = (email: string) => tokensFor(email).access;
const account = (email: string) => accounts.findFirst((q) => q.where({ email }))!;

async function item(email: string | null, slug: string): Promise<Item> {
  const reply = await call('GET', `/items/${slug}/`, email ? { token: token(email) } : {});
  expect(reply.status).toBe(200);
  return itemDetailSchema.parse(reply.body).item;
}

async function stackNames(email: string): Promise<string[]> {
  const reply = await call('GET', '/stack/?top=100', { token: token(email) });
  expect(reply.status).toBe(200);
  return stackListSchema.parse(reply.body).rows.map((row) => row.product.name);
}

async function requests(email: string, scope: 'mine' | 'tenant' = 'mine') {
  const reply = await call('GET', `/stack_requests/?scope=${scope}&top=100`, { token: token(email) });
  expect(reply.status).toBe(200);
  return stackRequestListSchema.parse(reply.body);
}

async function requestFigma(email = 'user@acme.test') {
  const reply = await call('POST', '/stack_requests/', {
    token: token(email),
    body: { product_id: FIGMA, reason: REASON },
  });
  expect(reply.status).toBe(201);
  return stackRequestReplySchema.parse(reply.body).request;
}

describe('the seeded stacks and requests', () => {
  it('gives user@acme.test Slack and Zoom, no requests, and no right to add directly', async () => {
    expect(await stackNames('user@acme.test')).toEqual(['Slack', 'Zoom']);
    expect(await requests('user@acme.test')).toEqual({ rows: [], count: 0 });
    const me = await call('GET', '/users/me/', { token: token('user@acme.test') });
    expect(me.body).toMatchObject({ is_buyer: false, roles: [] });
  });

  it('gives the Acme admin and the demo account stacks of their own', async () => {
    const admin = await stackNames('admin@acme.test');
    const demo = await stackNames(DEMO_EMAIL);
    expect(admin).toHaveLength(6);
    expect(demo).toHaveLength(8);
    expect(demo).not.toEqual(admin);
  });

  it('lists Acme’s pending requests for its admins, newest first, by other people', async () => {
    const { rows, count } = await requests('admin@acme.test', 'tenant');
    expect(count).toBe(ACME_PENDING_REQUESTS.length);
    expect(rows.map((row) => row.product.name)).toEqual([
      'Canva',
      'Calendly',
      'Grammarly',
      'Airtable',
      'Lucid',
      'Typeform',
    ]);
    expect(rows.every((row) => row.status === 'pending' && row.reason.length >= 10)).toBe(true);
    expect(rows.every((row) => row.requested_by.email.endsWith('@acme.test'))).toBe(true);
    const named = ['user@acme.test', 'admin@acme.test', DEMO_EMAIL, 'new@acme.test', 'inactive@acme.test'];
    expect(rows.filter((row) => named.includes(row.requested_by.email))).toEqual([]);
    expect(new Set(rows.map((row) => row.requested_by.user_id)).size).toBe(rows.length);
    const times = rows.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches the tenant’s requests by product and requester', async () => {
    const canva = await call('GET', '/stack_requests/?scope=tenant&keyword=CANVA', {
      token: token('admin@acme.test'),
    });
    expect(canva.body.rows.map((row: { product: { name: string } }) => row.product.name)).toEqual(['Canva']);
    const requester = canva.body.rows[0].requested_by.email as string;
    const byMail = await call('GET', `/stack_requests/?scope=tenant&keyword=${requester}`, {
      token: token('admin@acme.test'),
    });
    expect(byMail.body.count).toBe(1);
  });

  it('has nobody in Acme using or asking for Figma, Notion or Miro', () => {
    const watched = ['figma', 'notion', 'miro'].map(productId);
    const inAcme = <T extends { tenant_id: string; product_id: string }>(rows: readonly T[]) =>
      rows.filter((row) => row.tenant_id === ACME_TENANT_ID && watched.includes(row.product_id));
    expect(inAcme(stackEntries.all())).toEqual([]);
    expect(inAcme(stackRequests.all())).toEqual([]);
  });

  it('shows a requester their rejected request with its reason', async () => {
    const rejected = stackRequests.findFirst((q) =>
      q.where((r) => r.tenant_id === ACME_TENANT_ID && r.status === 'rejected'),
    )!;
    const requester = accounts.findFirst((q) => q.where({ user_id: rejected.user_id }))!;
    const mine = await requests(requester.email);
    expect(mine.rows).toEqual([
      expect.objectContaining({ status: 'rejected', rejection_reason: rejected.rejection_reason }),
    ]);
  });
});

describe('adding to and removing from a stack', () => {
  it('adds for a client admin and marks the item everywhere', async () => {
    const reply = await call('POST', '/stack/', {
      token: token('admin@acme.test'),
      body: { product_id: FIGMA },
    });
    expect(reply.status).toBe(201);
    const { stack, message } = stackEntryReplySchema.parse(reply.body);
    expect(message).toBe('Figma has been added to your stack.');
    expect(stack.product).toMatchObject({ id: FIGMA, name: 'Figma', is_retired: false });

    expect(await item('admin@acme.test', 'figma')).toMatchObject({ in_stack: IN_STACK, stack_id: stack.id });
    const list = await call('GET', '/items/?keyword=figma&top=100', { token: token('admin@acme.test') });
    expect(list.body.rows.find((row: Item) => row.id === FIGMA)).toMatchObject({ in_stack: IN_STACK });
    expect(await stackNames('admin@acme.test')).toContain('Figma');
    // Only the caller's item changes.
    expect(await item('user@acme.test', 'figma')).toMatchObject({ in_stack: false, stack_id: null });

    const again = await call('POST', '/stack/', {
      token: token('admin@acme.test'),
      body: { product_id: FIGMA },
    });
    expect(again).toMatchObject({ status: 400, body: { detail: 'Figma is already in your stack.' } });
  });

  it('lets a buyer add directly and refuses everyone else', async () => {
    const buyer = await createUser({ tenant_id: ACME_TENANT_ID, is_buyer: true });
    const added = await call('POST', '/stack/', { token: token(buyer.email), body: { product_id: FIGMA } });
    expect(added.status).toBe(201);

    const refused = await call('POST', '/stack/', {
      token: token('user@acme.test'),
      body: { product_id: FIGMA },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: 'Only client admins and buyers can add apps directly. Request it instead.' },
    });
    const demo = await call('POST', '/stack/', { token: token(DEMO_EMAIL), body: { product_id: FIGMA } });
    expect(demo).toMatchObject({ status: 403, body: { detail: 'Sorry, this is a read-only demo account.' } });
  });

  it('checks the product named in the body', async () => {
    const admin = token('admin@acme.test');
    const unknown = await call('POST', '/stack/', { token: admin, body: { product_id: 'no-such-app' } });
    expect(unknown).toMatchObject({ status: 400, body: { product_id: ['Select a valid choice.'] } });
    const missing = await call('POST', '/stack/', { token: admin, body: {} });
    expect(missing).toMatchObject({ status: 400, body: { product_id: ['This field is required.'] } });
  });

  it('approves the adder’s own pending request with it', async () => {
    const admin = account('admin@acme.test');
    const pending = await createStackRequest(admin, { product_id: FIGMA });
    await call('POST', '/stack/', { token: token('admin@acme.test'), body: { product_id: FIGMA } });
    expect(stackRequests.findFirst((q) => q.where({ id: pending.id }))).toMatchObject({ status: 'approved' });
    expect((await requests('admin@acme.test')).count).toBe(0);
    expect(await item('admin@acme.test', 'figma')).toMatchObject({ in_stack: IN_STACK, request: null });
  });

  it('drops the adder’s rejected request, so the item carries no request in the stack or after removal', async () => {
    const buyer = await createUser({ tenant_id: ACME_TENANT_ID, is_buyer: true });
    await createStackRequest(buyer, {
      product_id: FIGMA,
      status: 'rejected',
      rejection_reason: 'Not this year.',
    });
    const added = stackEntryReplySchema.parse(
      (await call('POST', '/stack/', { token: token(buyer.email), body: { product_id: FIGMA } })).body,
    );
    expect(await item(buyer.email, 'figma')).toMatchObject({ in_stack: IN_STACK, request: null });
    expect((await requests(buyer.email)).count).toBe(0);
    await call('DELETE', `/stack/${added.stack.id}/`, { token: token(buyer.email) });
    expect(await item(buyer.email, 'figma')).toMatchObject({ in_stack: false, request: null });
  });

  it('removes the caller’s own entry only', async () => {
    const slack = stackEntryId('user@acme.test', 'slack');
    const others = await call('DELETE', `/stack/${slack}/`, { token: token('admin@acme.test') });
    expect(others).toMatchObject({ status: 404, body: { detail: 'Not found.' } });

    const reply = await call('DELETE', `/stack/${slack}/`, { token: token('user@acme.test') });
    expect(reply).toMatchObject({
      status: 200,
      body: { message: 'Slack has been removed from your stack.' },
    });
    expect(await stackNames('user@acme.test')).toEqual(['Zoom']);
    expect(await item('user@acme.test', 'slack')).toMatchObject({ in_stack: false, stack_id: null });
  });

  it('pages and searches the stack by product name', async () => {
    const first = await call('GET', '/stack/?top=3', { token: token(DEMO_EMAIL) });
    expect(first.body.count).toBe(8);
    expect(first.body.rows).toHaveLength(3);
    const names = (await stackNames(DEMO_EMAIL)).map((name) => name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const search = await call('GET', '/stack/?keyword=ZOO', { token: token(DEMO_EMAIL) });
    expect(search.body.rows.map((row: { product: { name: string } }) => row.product.name)).toEqual(['Zoom']);
    const bad = await call('GET', '/stack/?top=101', { token: token(DEMO_EMAIL) });
    expect(bad).toMatchObject({
      status: 400,
      body: { top: ['Ensure this value is less than or equal to 100.'] },
    });
  });

  it('has no stack for the super admin', async () => {
    const reply = await call('GET', '/stack/', { token: token('root@platform.test') });
    expect(reply).toMatchObject({ status: 403, body: FORBIDDEN });
    const mine = await call('GET', '/stack_requests/', { token: token('root@platform.test') });
    expect(mine).toMatchObject({ status: 403, body: FORBIDDEN });
  });
});

describe('requests', () => {
  it('sends a request and shows it as pending', async () => {
    const request = await requestFigma();
    expect(request).toMatchObject({
      status: 'pending',
      reason: REASON,
      rejection_reason: null,
      decided_at: null,
      product: { id: FIGMA },
      requested_by: { email: 'user@acme.test', first_name: 'Olivia', last_name: 'Bennett' },
    });
    expect(await item('user@acme.test', 'figma')).toMatchObject({
      in_stack: 'pending',
      stack_id: null,
      request: { id: request.id, status: 'pending', reason: REASON, rejection_reason: null },
    });
    expect((await requests('user@acme.test')).rows.map((row) => row.id)).toEqual([request.id]);
    const tenant = await requests('admin@acme.test', 'tenant');
    expect(tenant.count).toBe(ACME_PENDING_REQUESTS.length + 1);
    expect(tenant.rows[0]!.id).toBe(request.id);

    const again = await call('POST', '/stack_requests/', {
      token: token('user@acme.test'),
      body: { product_id: FIGMA, reason: REASON },
    });
    expect(again).toMatchObject({ status: 400, body: { detail: 'You have already requested Figma.' } });
    const owned = await call('POST', '/stack_requests/', {
      token: token('user@acme.test'),
      body: { product_id: productId('slack'), reason: REASON },
    });
    expect(owned).toMatchObject({ status: 400, body: { detail: 'Slack is already in your stack.' } });
  });

  it('checks the reason and the product with the form’s messages', async () => {
    const send = (body: object) => call('POST', '/stack_requests/', { token: token('user@acme.test'), body });
    expect(await send({ product_id: FIGMA, reason: 'Too short' })).toMatchObject({
      status: 400,
      body: { reason: ['Reason must be minimum of 10 characters long.'] },
    });
    expect(await send({ product_id: FIGMA, reason: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { reason: ['Reason must be maximum of 500 characters long.'] },
    });
    expect(await send({ product_id: 'nope', reason: '   ' })).toEqual(
      expect.objectContaining({
        status: 400,
        body: { product_id: ['Select a valid choice.'], reason: ['Reason is required.'] },
      }),
    );
    expect(await send({ product_id: FIGMA })).toMatchObject({
      status: 400,
      body: { reason: ['This field is required.'] },
    });
  });

  it('approves: the requester’s stack gains the product and the request leaves the lists', async () => {
    const request = await requestFigma();
    const reply = await call('POST', `/stack_requests/${request.id}/approve/`, {
      token: token('admin@acme.test'),
    });
    expect(reply.status).toBe(200);
    const body = approveReplySchema.parse(reply.body);
    expect(body.message).toBe("Figma has been added to Olivia Bennett's stack.");
    expect(body.request).toMatchObject({ id: request.id, status: 'approved' });
    expect(body.request.decided_at).not.toBeNull();
    expect(body.stack.product.id).toBe(FIGMA);

    expect(await stackNames('user@acme.test')).toEqual(['Figma', 'Slack', 'Zoom']);
    expect(await item('user@acme.test', 'figma')).toMatchObject({
      in_stack: IN_STACK,
      stack_id: body.stack.id,
      request: null,
    });
    expect((await requests('user@acme.test')).count).toBe(0);
    expect((await requests('admin@acme.test', 'tenant')).rows.map((row) => row.id)).not.toContain(request.id);

    const twice = await call('POST', `/stack_requests/${request.id}/approve/`, {
      token: token('admin@acme.test'),
    });
    expect(twice).toMatchObject({ status: 400, body: { detail: 'This request has already been decided.' } });
  });

  it('rejects with a reason the requester sees, and a new request replaces the rejected one', async () => {
    const request = await requestFigma();
    const reject = (body: object) =>
      call('POST', `/stack_requests/${request.id}/reject/`, { token: token('admin@acme.test'), body });
    expect(await reject({ reason: 'No' })).toMatchObject({
      status: 400,
      body: { reason: ['Reason must be minimum of 10 characters long.'] },
    });
    expect(await reject({})).toMatchObject({ status: 400, body: { reason: ['This field is required.'] } });

    const why = 'We already pay for Canva, which covers this.';
    const reply = await reject({ reason: why });
    expect(reply.status).toBe(200);
    expect(stackRequestReplySchema.parse(reply.body)).toMatchObject({
      message: 'The request for Figma has been rejected.',
      request: { status: 'rejected', rejection_reason: why },
    });
    expect(await item('user@acme.test', 'figma')).toMatchObject({
      in_stack: false,
      request: { id: request.id, status: 'rejected', rejection_reason: why },
    });
    expect((await requests('user@acme.test')).rows).toEqual([
      expect.objectContaining({ id: request.id, status: 'rejected', rejection_reason: why }),
    ]);
    expect((await requests('admin@acme.test', 'tenant')).rows.map((row) => row.id)).not.toContain(request.id);

    const second = await requestFigma();
    const mine = await requests('user@acme.test');
    expect(mine.rows.map((row) => [row.id, row.status])).toEqual([[second.id, 'pending']]);
    expect(await item('user@acme.test', 'figma')).toMatchObject({ in_stack: 'pending' });
  });

  it('cancels the requester’s own open request only', async () => {
    const request = await requestFigma();
    const byAdmin = await call('DELETE', `/stack_requests/${request.id}/`, {
      token: token('admin@acme.test'),
    });
    expect(byAdmin.status).toBe(404);
    const reply = await call('DELETE', `/stack_requests/${request.id}/`, { token: token('user@acme.test') });
    expect(reply).toMatchObject({
      status: 200,
      body: { message: 'Your request for Figma has been cancelled.' },
    });
    expect(await item('user@acme.test', 'figma')).toMatchObject({ in_stack: false, request: null });
    expect((await requests('user@acme.test')).count).toBe(0);
  });

  it('keeps decisions to the client admins of the request’s tenant', async () => {
    const request = await requestFigma();
    const plain = await call('POST', `/stack_requests/${request.id}/approve/`, {
      token: token('user@acme.test'),
    });
    expect(plain).toMatchObject({ status: 403, body: FORBIDDEN });
    const globex = await call('POST', `/stack_requests/${request.id}/approve/`, {
      token: token('admin@globex.test'),
    });
    expect(globex).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    const globexReject = await call('POST', `/stack_requests/${request.id}/reject/`, {
      token: token('admin@globex.test'),
      body: { reason: 'Not in our budget this year.' },
    });
    expect(globexReject.status).toBe(404);
    const demo = await call('POST', `/stack_requests/${request.id}/approve/`, { token: token(DEMO_EMAIL) });
    expect(demo).toMatchObject({ status: 403, body: { detail: 'Sorry, this is a read-only demo account.' } });
    const tenantList = await call('GET', '/stack_requests/?scope=tenant', { token: token('user@acme.test') });
    expect(tenantList).toMatchObject({ status: 403, body: FORBIDDEN });
    const badScope = await call('GET', '/stack_requests/?scope=all', { token: token('admin@acme.test') });
    expect(badScope).toMatchObject({ status: 400, body: { scope: ['"all" is not a valid choice.'] } });
  });

  it('scopes each tenant’s lists to its own people', async () => {
    const globex = await requests('admin@globex.test', 'tenant');
    expect(globex.rows.map((row) => row.product.name)).toEqual(['Miro']);
    expect(globex.rows.every((row) => row.requested_by.email.endsWith('@globex.test'))).toBe(true);
    // Globex's admin has Figma; Acme's people do not see that.
    expect(await item('admin@globex.test', 'figma')).toMatchObject({ in_stack: IN_STACK });
    expect(await item('admin@acme.test', 'figma')).toMatchObject({ in_stack: false });
    const globexUser = await createUser({ tenant_id: GLOBEX_TENANT_ID });
    await createStackRequest(globexUser, { product_id: FIGMA });
    expect((await requests('admin@acme.test', 'tenant')).count).toBe(ACME_PENDING_REQUESTS.length);
  });
});

describe("DRF's order on a request's rejection", () => {
  it('looks the request up before the body: an unknown one is a 404 whatever the body', async () => {
    const reply = await call('POST', `/stack_requests/${'00000000-0000-4000-a000-000000000000'}/reject/`, {
      token: token('admin@acme.test'),
      body: { reason: 5 },
    });
    expect(reply).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('searches the stack ignoring case and accents', async () => {
    const all = await call('GET', '/stack/?top=100', { token: token('admin@acme.test') });
    const name: string = all.body.rows[0].product.name;
    const accented = name.toUpperCase().replace(/A/g, 'Á').replace(/E/g, 'É').replace(/O/g, 'Ó');
    const found = await call('GET', `/stack/?keyword=${encodeURIComponent(accented)}`, {
      token: token('admin@acme.test'),
    });
    expect(found.body.rows.map((row: { product: { name: string } }) => row.product.name)).toContain(name);
  });
});
