import { expect, test, type Locator, type Page } from '@playwright/test';
import { settledPathInApp } from './support/app';
import { openSignedIn, type SignedInRole } from './support/auth';
import { axeViolations } from './support/axe';

// Every test starts from the mock API's own seed in its own browser context (see docs/api.md,
// "Organize: apps discovered from sign-in logs"): Acme's sources are all connected, Globex's none;
// Acme's Azure sync finds Otter.ai, an app its logs had not shown.

const SLACK = 'Slack';
const FOUND_BY_AZURE = 'Otter.ai';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
// The demo's mock API derives a tenant's apps from its sign-in logs on the first call that needs them:
// on a busy 2-core machine that can take a while.
const FIRST_READ = { timeout: 30_000 };
// The mock's sync runs 3 s, and the page asks for its state every second until it has ended.
const SYNC = { timeout: 20_000 };

interface ListedFlow {
  id: string;
  name: string;
  users: number;
  sign_ins_30d: number;
  events: number;
}

/** An app of the tenant by its name, asked of the mock API with the page's own token. */
async function flowByName(page: Page, name: string): Promise<ListedFlow> {
  // The demo's mock API starts on the first call the page makes: wait for it, as its controls do.
  await page.waitForFunction(() => '__stackwiseDemoApi' in window);
  const flow = await page.evaluate(async (flowName) => {
    await (window as { __stackwiseDemoApi?: () => Promise<void> }).__stackwiseDemoApi?.();
    const reply = await fetch(`/api/v1/flows/?status=all&keyword=${encodeURIComponent(flowName)}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
    });
    const body = (await reply.json()) as { rows: ListedFlow[] };
    return body.rows.find((row) => row.name === flowName);
  }, name);
  if (!flow) throw new Error(`the seed has no app named ${name}`);
  return flow;
}

/** Opens an app's page as `role` (one boot of the app on /organize, then an in-app navigation). */
async function openFlow(page: Page, role: SignedInRole, name: string): Promise<ListedFlow> {
  await openSignedIn(page, role, '/organize');
  const flow = await flowByName(page, name);
  expect(await settledPathInApp(page, `/organize/${flow.id}`)).toBe(`/organize/${flow.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_READ);
  return flow;
}

const count = (n: number) => n.toLocaleString('en-US');

/** A figure's value (a `dt` and the `dd` after it) within `scope`. */
const figure = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The rows counted under a table: 'Showing 1–25 of 61' → 61. */
async function rowCount(page: Page, pages: string): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: pages })
    .getByText(/^Showing /)
    .textContent();
  return Number(/of ([\d,]+)$/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ }).first();

async function unreadCount(page: Page): Promise<number> {
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName(/^Notifications(, \d+ unread)?$/);
  return Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
}

test('Sync now: started, then finished; the app it found is on the list, and the bell tells of it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'admin', '/organize');
  const table = page.getByRole('table', { name: 'Discovered apps' });
  await expect(table.locator('tbody tr').first()).toBeVisible(FIRST_READ);
  const unread = await unreadCount(page);

  const azure = page.getByRole('list', { name: 'Sources' }).getByRole('listitem', { name: 'Azure' });
  const status = azure.getByRole('status');
  await expect(status).toHaveText(/^Azure sync:\s+Success/);
  await azure.getByRole('button', { name: 'Sync now' }).click();
  await expect(status).toHaveText(/^Azure sync:\s+Syncing…$/);
  await expect(azure.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  await expect(status).toHaveText(
    /^Azure sync:\s+Success\. Imported [\d,]+ events; \d+ new apps? found\.$/,
    SYNC,
  );
  await expect(azure.getByRole('button', { name: 'Sync now' })).toBeEnabled();

  // The list was read again: the new app is in it.
  await page.getByRole('searchbox', { name: 'Search apps' }).fill(FOUND_BY_AZURE);
  const row = table.getByRole('row', { name: new RegExp(FOUND_BY_AZURE) });
  // The search waits for typing to pause, then the list is read for it: on a busy machine, a while.
  await expect(row).toBeVisible(SYNC);
  await expect(row).toContainText('New');

  // Every client admin is told, live, through the bell.
  await expect(bellOf(page)).toHaveAccessibleName(new RegExp(`^Notifications, ${unread + 1} unread$`), SYNC);
  await bellOf(page).click();
  const notice = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: `New app discovered: ${FOUND_BY_AZURE}` });
  await expect(notice).toHaveCount(1);
  await notice.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: FOUND_BY_AZURE })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Counts' })).toBeVisible();
});

test('a client admin sees the evidence: as many people and events as the counts say', async ({ page }) => {
  const flow = await openFlow(page, 'admin', SLACK);
  const counts = page.getByRole('region', { name: 'Counts' });
  await expect(figure(counts, 'Users')).toHaveText(count(flow.users));
  await expect(figure(counts, 'Events')).toHaveText(count(flow.events));
  await expect(
    page.getByRole('heading', { level: 2, name: `Who uses it (${count(flow.users)})` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Events (${count(flow.events)})` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Events' }).locator('tbody tr').first()).toBeVisible();
  expect(await rowCount(page, 'Events pages')).toBe(flow.events);
  expect(await rowCount(page, 'People pages')).toBe(flow.users);
  await expect(page).toHaveTitle(`${SLACK} | Stackwise`);
});

test('a plain user sees the counts, and no one’s sign-ins', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const flow = await openFlow(page, 'user', SLACK);
  const counts = page.getByRole('region', { name: 'Counts' });
  await expect(figure(counts, 'Users')).toHaveText(count(flow.users));
  await expect(figure(counts, 'Sign-ins, last 30 days')).toHaveText(count(flow.sign_ins_30d));
  await expect(figure(counts, 'Events')).toHaveText(count(flow.events));
  await expect(page.getByText(/shown to client admins only/)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Who uses it/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Review' })).toHaveCount(0);
  expect(asked).toContain(`/api/v1/flows/${flow.id}/`);
  expect(asked.filter((path) => /\/(users|events)\/$/.test(path))).toEqual([]);
});

test('Globex, with no source connected, is told how to connect one', async ({ page }) => {
  await openSignedIn(page, 'globexAdmin', '/organize');
  const connect = page.getByRole('region', { name: 'Connect a sign-in log to discover your apps' });
  await expect(connect).toBeVisible(FIRST_READ);
  await expect(page.getByRole('table', { name: 'Discovered apps' })).toHaveCount(0);
  const ways = connect.getByRole('list', { name: 'How to connect each source' });
  for (const source of ['Azure', 'Google', 'Okta']) {
    await expect(ways.getByRole('link', { name: `Connect ${source}` })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
  }
  await ways.getByRole('link', { name: 'Connect Okta' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/settings/integrations');
  await expect(page.getByRole('button', { name: 'Authorise Okta' })).toBeVisible();
});

test('an unknown app says "App not found" and leads back to Organize', async ({ page }) => {
  await openSignedIn(page, 'admin', '/organize');
  expect(await settledPathInApp(page, `/organize/${UNKNOWN_ID}`)).toBe(`/organize/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'App not found' })).toBeVisible(FIRST_READ);
  await expect(page).toHaveTitle('App not found | Stackwise');
  await page.getByRole('link', { name: 'Back to Organize' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/organize');
});

test('an app’s page passes axe in both themes, for a client admin and a plain user', async ({ page }) => {
  test.setTimeout(120_000);
  await openFlow(page, 'admin', SLACK);
  await expect(page.getByRole('table', { name: 'Events' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'People' }).locator('tbody tr').first()).toBeVisible();
  expect(await axeViolations(page, { dark: true })).toEqual([]);
  expect(await axeViolations(page, { dark: false })).toEqual([]);

  await openFlow(page, 'user', SLACK);
  expect(await axeViolations(page, { dark: true })).toEqual([]);
  expect(await axeViolations(page, { dark: false })).toEqual([]);
});
