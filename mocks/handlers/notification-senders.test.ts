/** Who each area notifies, and that each recipient's open sockets hear of it at once. */
import { describe, expect, it } from 'vitest';
import { addDays, cancelByDate, utcToday } from '@/lib/calendar';
import { contracts, findAccountByEmail, notificationsOf, type Account, type NotificationRecord } from '../db';
import { createOpportunity, createStackRequest, createUser } from '../factories';
import { ACME_TENANT_ID, productId } from '../fixtures';
import { register, type SocketConnection } from '../realtime/hub';
import type { SocketMessage } from '@/features/notifications/api/schemas';
import { accessFor, call, useMockServer } from '../testing';

useMockServer();

const ADMIN = 'admin@acme.test';
const OLIVIA = 'user@acme.test';
const account = (email: string) => findAccountByEmail(email)!;

/** The person's notifications of `kind`, newest first. */
const received = (person: Account, kind: NotificationRecord['kind']) =>
  notificationsOf(person)
    .filter((n) => n.kind === kind)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));

/** A socket of `person` registered straight with the hub: what it is sent. */
function listen(person: Account): SocketMessage[] {
  const sent: SocketMessage[] = [];
  const connection: SocketConnection = {
    userId: person.user_id,
    tenantId: person.tenant_id,
    tokenId: 'test',
    send: (m) => sent.push(m),
    close: () => undefined,
  };
  register(connection);
  return sent;
}

describe('stack requests', () => {
  it('tells the tenant’s client admins of a new request', async () => {
    const admin = account(ADMIN);
    const heard = listen(admin);
    const reply = await call('POST', '/stack_requests/', {
      token: await accessFor(OLIVIA),
      body: { product_id: productId('figma'), reason: 'Our designers share files with me every week.' },
    });
    expect(reply.status).toBe(201);
    const [note] = received(admin, 'stack_request_created');
    expect(note).toMatchObject({
      title: 'New request for Figma',
      link: '/reach?view=requests',
      is_read: false,
    });
    expect(note!.text).toContain('Olivia Bennett');
    expect(heard).toEqual([expect.objectContaining({ type: 'notification.created' })]);
    for (const other of ['admin@globex.test', OLIVIA]) {
      const titles = received(account(other), 'stack_request_created').map((n) => n.title);
      expect(titles).not.toContain('New request for Figma');
    }
  });

  it('tells the requester of an approval and of a rejection', async () => {
    const requester = await createUser({ tenant_id: ACME_TENANT_ID });
    const heard = listen(requester);
    const token = await accessFor(ADMIN);
    const approve = await createStackRequest(requester, { product_id: productId('miro') });
    const reject = await createStackRequest(requester, { product_id: productId('notion') });
    expect((await call('POST', `/stack_requests/${approve.id}/approve/`, { token })).status).toBe(200);
    const rejection = { reason: 'We use Confluence for documentation.' };
    expect(
      (await call('POST', `/stack_requests/${reject.id}/reject/`, { token, body: rejection })).status,
    ).toBe(200);
    expect(received(requester, 'stack_request_approved')[0]).toMatchObject({
      title: 'Miro request approved',
      link: '/reach?view=stack',
    });
    const [rejected] = received(requester, 'stack_request_rejected');
    expect(rejected).toMatchObject({ title: 'Notion request declined', link: '/reach?view=my-requests' });
    expect(rejected!.text).toContain(rejection.reason);
    expect(heard.map((m) => m.type)).toEqual(['notification.created', 'notification.created']);
    expect(heard[1]).toMatchObject({ unread_count: 2 });
  });
});

describe('opportunity comments', () => {
  it('tells the owner of others’ comments, not of their own', async () => {
    const owner = account(OLIVIA);
    const opportunity = await createOpportunity({ tenant_id: ACME_TENANT_ID, owner_id: owner.user_id });
    const path = `/opportunities/${opportunity.id}/comments/`;
    await call('POST', path, {
      token: await accessFor(ADMIN),
      body: { text: 'Can we do this before June?' },
    });
    await call('POST', path, { token: await accessFor(OLIVIA), body: { text: 'Yes, I will check.' } });
    const notes = received(owner, 'opportunity_comment').filter((n) => n.link?.endsWith(opportunity.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ link: `/optimize?comments=${opportunity.id}` });
    expect(notes[0]!.text).toBe('James Carter: Can we do this before June?');
  });
});

describe('reclaimed seats', () => {
  it('tells each person whose seat was reclaimed', async () => {
    const olivia = account(OLIVIA);
    const before = received(olivia, 'seats_reclaimed').length;
    const reply = await call('POST', '/licenses/figma/reclaim/', {
      token: await accessFor(ADMIN),
      body: { user_ids: [olivia.user_id] },
    });
    expect(reply.status).toBe(200);
    const notes = received(olivia, 'seats_reclaimed');
    expect(notes).toHaveLength(before + 1);
    expect(notes[0]).toMatchObject({ title: 'Your Figma seat was reclaimed', link: '/product/figma' });
  });
});

describe('renewal reminders', () => {
  it('are seeded once per contract and cancel-by date, to the owner and the client admins', async () => {
    const slackReminders = (person: Account) =>
      received(person, 'renewal_due').filter((n) => n.link === '/contracts/slack');
    // Slack's cancel-by date is 15 days away: James owns it and is a client admin (one each).
    expect(slackReminders(account(ADMIN))).toHaveLength(1);
    expect(slackReminders(account(OLIVIA))).toEqual([]);
    const token = await accessFor(ADMIN);
    await call('GET', '/notifications/', { token });
    await call('GET', '/notifications/', { token });
    expect(slackReminders(account(ADMIN))).toHaveLength(1);
  });

  it('are sent when a contract comes within 30 days of its cancel-by date', async () => {
    const olivia = account(OLIVIA);
    const miro = contracts.findFirst((q) =>
      q.where((c) => c.owner_id === olivia.user_id && c.end_date > addDays(utcToday(), 100)),
    )!;
    const end = addDays(utcToday(), miro.notice_days + 10);
    await contracts.update((q) => q.where((c) => c.id === miro.id), {
      data(row) {
        row.end_date = end;
      },
    });
    const heard = listen(olivia);
    await call('GET', '/notifications/', { token: await accessFor(OLIVIA) });
    const reminders = received(olivia, 'renewal_due').filter((n) => n.dedupe_key?.includes(miro.id));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.title).toContain(`cancel by ${cancelByDate(end, miro.notice_days)}`);
    expect(reminders[0]!.text).toContain('in 10 days');
    expect(heard).toHaveLength(1);
    await call('GET', '/notifications/', { token: await accessFor(OLIVIA) });
    expect(received(olivia, 'renewal_due').filter((n) => n.dedupe_key?.includes(miro.id))).toHaveLength(1);
  });
});
