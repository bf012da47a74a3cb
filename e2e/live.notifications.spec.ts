import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, PASSWORD } from './support/accounts';
import { LIVE_API, personPage, socketsOf } from './support/live';

/**
 * Notifications between people and tabs: the live-mode build against one standalone mock API
 * (`npm run mock-api`), whose websocket pushes to every signed-in page. The tests share that server,
 * so they run one after another and never assume a count another test could change meanwhile.
 */
test.describe.configure({ mode: 'serial' });

const API = LIVE_API;
const OLIVIA = accounts.user.username;

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ }).first();

async function unreadCount(page: Page): Promise<number> {
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(/^Notifications(, \d+ unread)?$/);
  return Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
}

const expectUnread = (page: Page, count: number) =>
  expect(bellOf(page)).toHaveAccessibleName(count > 0 ? `Notifications, ${count} unread` : 'Notifications');

/** Olivia asks for a catalogue app she neither holds nor has asked for; its name. */
async function requestSomeApp(request: APIRequestContext): Promise<string> {
  const token = await request.post(`${API}/token/`, { data: { username: OLIVIA, password: PASSWORD } });
  const { access } = (await token.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const items = await request.get(`${API}/items/?top=100`, { headers });
  const { rows } = (await items.json()) as {
    rows: { in_stack: string | false; request: unknown; product: { id: string; name: string } }[];
  };
  for (const { product } of rows.filter((item) => item.in_stack === false && item.request === null)) {
    const asked = await request.post(`${API}/stack_requests/`, {
      headers,
      data: { product_id: product.id, reason: 'Our team needs this for the quarterly planning work.' },
    });
    if (asked.status() === 201) return product.name;
  }
  throw new Error('every listed app is already held or requested');
}

test('a request approved by an admin appears in the requester’s bell without a reload', async ({
  browser,
  request,
}) => {
  const olivia = await personPage(browser, OLIVIA);
  const admin = await personPage(browser, accounts.admin.username);
  await expect.poll(() => socketsOf(request, OLIVIA)).toBeGreaterThan(0);
  const oliviaUnread = await unreadCount(olivia);
  const adminUnread = await unreadCount(admin);

  const app = await requestSomeApp(request);
  // The admins hear of the request as it is made.
  await expectUnread(admin, adminUnread + 1);

  await admin.goto(`/reach?view=requests&keyword=${encodeURIComponent(app)}`);
  await admin.getByRole('button', { name: `Approve ${app} for Olivia Bennett`, exact: true }).click();

  await expectUnread(olivia, oliviaUnread + 1);
  const latest = olivia.getByRole('main').getByRole('list', { name: 'Latest notifications' });
  await expect(latest.getByText(`${app} request approved`, { exact: true })).toHaveCount(1);
  await olivia.context().close();
  await admin.context().close();
});

test('two tabs of one browser agree on the unread count', async ({ browser }) => {
  const first = await personPage(browser, OLIVIA);
  const second = await first.context().newPage();
  await second.goto('/');
  await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const unread = await unreadCount(first);
  expect(unread).toBeGreaterThan(1);
  await expectUnread(second, unread);

  await bellOf(first).click();
  await first
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /^Mark as read: / })
    .first()
    .click();
  await expectUnread(first, unread - 1);
  await expectUnread(second, unread - 1);

  await bellOf(second).click();
  await second
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: 'Mark all as read' })
    .click();
  await expectUnread(second, 0);
  await expectUnread(first, 0);
  await first.context().close();
});

test('signing out closes the socket', async ({ browser, request }) => {
  // Olivia's pages of the tests before have closed; the server notices their sockets go soon after.
  await expect.poll(() => socketsOf(request, OLIVIA)).toBe(0);
  const page = await personPage(browser, OLIVIA);
  await expect.poll(() => socketsOf(request, OLIVIA)).toBe(1);

  await page.goto('/logout');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect.poll(() => socketsOf(request, OLIVIA)).toBe(0);
  await page.context().close();
});
