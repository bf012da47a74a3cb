import { expect, test, type Locator, type Page } from '@playwright/test';
import { mockControl } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

/**
 * Notifications in the demo: the socket and the data live in the page's own mock API, driven through
 * its QA controls (push a notification, drop the socket, inject a refusal). Journeys between two
 * people, and between two tabs, run against the standalone server (live.notifications.spec.ts).
 */
const ADMIN = 'admin@acme.test';
// A reconnect waits for its back-off (up to a few seconds after a held drop) before it catches up.
const AFTER_RECONNECT = { timeout: 20_000 };

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ }).first();
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const dashboardList = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Latest notifications' });
/** The rows of `list` that show the notification pushed with `title` (its text names it). */
const rowsOf = (list: Locator, title: string) =>
  list.getByRole('listitem').filter({ hasText: `${title}, pushed by QA.` });

async function unreadCount(page: Page): Promise<number> {
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(/^Notifications(, \d+ unread)?$/);
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

const expectUnread = (page: Page, count: number, options?: { timeout: number }) =>
  expect(bellOf(page)).toHaveAccessibleName(
    count > 0 ? `Notifications, ${count} unread` : 'Notifications',
    options,
  );

/** The caller's unread count as the mock API holds it (read with the page's own token). */
function serverUnread(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const reply = await fetch('/api/v1/notifications/?top=1', {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
    });
    return ((await reply.json()) as { unread_count: number }).unread_count;
  });
}

async function socketConnections(page: Page, username: string): Promise<number> {
  const { body } = await mockControl(page, 'GET', 'socket');
  return (body as { connections: { username: string }[] }).connections.filter((c) => c.username === username)
    .length;
}

const push = (page: Page, title: string) =>
  mockControl(page, 'POST', 'notifications', { username: ADMIN, title, text: `${title}, pushed by QA.` });

async function openAdminDashboard(page: Page): Promise<number> {
  await openSignedIn(page, 'admin');
  await expect(dashboardList(page).getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => socketConnections(page, ADMIN)).toBe(1);
  return unreadCount(page);
}

test('a pushed notification shows at once; two sent while the socket is down show once each after the reconnect', async ({
  page,
}) => {
  const unread = await openAdminDashboard(page);

  await push(page, 'Pushed live');
  await expectUnread(page, unread + 1);
  await expect(rowsOf(dashboardList(page), 'Pushed live')).toHaveCount(1);

  await mockControl(page, 'POST', 'socket/drop', { username: ADMIN, hold: true });
  await expect.poll(() => socketConnections(page, ADMIN)).toBe(0);
  await push(page, 'Sent while away one');
  await push(page, 'Sent while away two');
  await expect(rowsOf(dashboardList(page), 'Sent while away one')).toHaveCount(0);
  await mockControl(page, 'POST', 'socket/restore');

  const list = dashboardList(page);
  await expect(rowsOf(list, 'Sent while away two')).toHaveCount(1, AFTER_RECONNECT);
  await expect(rowsOf(list, 'Sent while away one')).toHaveCount(1);
  await expect(rowsOf(list, 'Pushed live')).toHaveCount(1);
  await expectUnread(page, unread + 3);

  await bellOf(page).click();
  const panel = panelOf(page);
  for (const title of ['Pushed live', 'Sent while away one', 'Sent while away two']) {
    await expect(rowsOf(panel, title)).toHaveCount(1);
  }
});

test('mark one read, a refused mark rolls back with the server’s message, then mark all read', async ({
  page,
}) => {
  const unread = await openAdminDashboard(page);
  expect(unread).toBeGreaterThan(2);
  await bellOf(page).click();
  const panel = panelOf(page);

  const first = panel.getByRole('button', { name: /^Mark as read: / }).first();
  const firstName = (await first.getAttribute('aria-label')) ?? '';
  await first.click();
  await expectUnread(page, unread - 1);
  // The refusal below is for the next mark only: this one has reached the server first.
  await expect.poll(() => serverUnread(page)).toBe(unread - 1);
  await expect(panel.getByRole('button', { name: firstName, exact: true })).toHaveCount(0);
  // The dashboard shows the same notification read too.
  await expect(dashboardList(page).getByRole('button', { name: firstName, exact: true })).toHaveCount(0);

  await mockControl(page, 'POST', 'faults', {
    method: 'POST',
    path: '/read/',
    status: 503,
    body: { detail: 'Notifications are resting; try again shortly.' },
  });
  const next = panel.getByRole('button', { name: /^Mark as read: / }).first();
  const nextName = (await next.getAttribute('aria-label')) ?? '';
  await next.click();
  await expect(page.getByText('Notifications are resting; try again shortly.')).toBeVisible();
  await expectUnread(page, unread - 1);
  await expect(panel.getByRole('button', { name: nextName, exact: true })).toHaveCount(1);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expectUnread(page, 0);
  await expect(panel.getByRole('button', { name: /^Mark as read: / })).toHaveCount(0);
  await expect(dashboardList(page).getByRole('button', { name: /^Mark as read: / })).toHaveCount(0);
});

test('the bell by keyboard alone: open, mark one read, close back on the bell', async ({ page }) => {
  const unread = await openAdminDashboard(page);
  const bell = bellOf(page);
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = panelOf(page);
  await expect(panel).toBeFocused();

  // Tab through the panel to the first "Mark as read".
  let reached = false;
  for (let step = 0; step < 12 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    reached = label.startsWith('Mark as read: ');
  }
  expect(reached, 'a "Mark as read" button is reached with Tab').toBe(true);
  await page.keyboard.press('Enter');
  await expectUnread(page, unread - 1);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();
});

test('with the panel open, axe finds nothing in either theme', async ({ page }) => {
  await openAdminDashboard(page);
  await bellOf(page).click();
  await expect(panelOf(page).getByRole('listitem').first()).toBeVisible();
  for (const dark of [false, true]) {
    expect(await axeViolations(page, { dark }), dark ? 'dark' : 'light').toEqual([]);
  }
});

test('a dismissed promo stays dismissed after a reload', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const promos = page.getByRole('region', { name: 'Promotions' });
  const dismiss = promos.getByRole('button', { name: /^Dismiss / });
  await expect(dismiss).toHaveCount(2);
  const name = (await dismiss.first().getAttribute('aria-label')) ?? '';
  await dismiss.first().click();
  await expect(promos.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(dismiss).toHaveCount(1);

  await page.reload();
  await expect(dismiss).toHaveCount(1, { timeout: 20_000 });
  await expect(promos.getByRole('button', { name, exact: true })).toHaveCount(0);
});
