import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn, type SignedInRole } from './support/auth';

/**
 * A phone (390 × 844): every list page of the signed-in app, as the role that opens it. None scrolls
 * sideways, and its first row (or card) is on the first screen. The sidebar is a drawer there: it
 * opens from the page's menu button, closes on Escape, on a press outside and on a followed link, and
 * shows the dark-mode switch whole.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

interface ListPage {
  path: string;
  /** Opened from the drawer's menu item of this name (else by its address). */
  menu?: string;
  /** The list's first row or card (default: the first row of the page's first table). */
  first?: (page: Page) => Locator;
  /** The first row must be whole on the first screen, not only start there. */
  whole?: boolean;
}

const tableRow = (page: Page) =>
  page.locator('main table').first().locator('tbody tr:not([aria-hidden="true"])').first();
const listItem = (name: string) => (page: Page) =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem').first();

const LIST_PAGES: Record<Extract<SignedInRole, 'user' | 'admin' | 'root'>, ListPage[]> = {
  user: [
    { path: '/reach', menu: 'Reach', first: listItem('Apps') },
    { path: '/usage', menu: 'Usage' },
    { path: '/optimize', menu: 'Optimize' },
    { path: '/contracts', menu: 'Contracts' },
    { path: '/contracts/renewals' },
    { path: '/manage', menu: 'Manage' },
    { path: '/cards', menu: 'Cards' },
    { path: '/organize', menu: 'Organize' },
    { path: '/notifications', first: listItem('Notifications') },
  ],
  admin: [
    { path: '/activity-logs', menu: 'Activity Logs' },
    { path: '/account/statement', whole: true },
    { path: '/ai-survey-agent', menu: 'AI Survey Agent' },
  ],
  root: [
    { path: '/admin/companies', menu: 'Manage Company' },
    { path: '/admin/users', menu: 'Manage Users' },
    { path: '/reach', menu: 'Manage Apps' },
  ],
};

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' }).first();

/** A row starts on the first screen when its first line (40 px) is on it. */
async function startsOnScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  if (!box) return false;
  return box.x >= 0 && box.y >= 0 && box.y + Math.min(box.height, 40) <= PHONE.height;
}

/** Whether `locator`'s whole box lies on the screen as it is (nothing scrolled). */
async function wholeOnScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  if (!box) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height;
}

async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
}

/** Opens the drawer from the page's menu button: it takes focus and shows the dark-mode switch whole. */
async function openDrawer(page: Page) {
  await expect(sidebar(page)).toBeHidden();
  await menuButton(page).click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'open');
  await expect(sidebar(page)).toBeInViewport({ ratio: 1 });
  await expect(sidebar(page).locator(':focus')).toHaveCount(1);
  const darkMode = sidebar(page).getByRole('switch', { name: 'Dark mode' });
  await expect(darkMode).toBeVisible();
  await expect.poll(() => wholeOnScreen(darkMode)).toBe(true);
  await expect.poll(() => wholeOnScreen(sidebar(page).getByText('Dark mode', { exact: true }))).toBe(true);
}

async function visit(page: Page, { path, menu }: ListPage) {
  if (menu) {
    await openDrawer(page);
    await sidebar(page).getByRole('link', { name: menu, exact: true }).click();
    // Following a link closes the drawer.
    await expect(sidebar(page)).toBeHidden();
  } else {
    await page.goto(path);
  }
  await expect(page).toHaveURL((url) => url.pathname === path);
}

async function checkListPage(page: Page, listPage: ListPage) {
  await visit(page, listPage);
  const first = (listPage.first ?? tableRow)(page);
  await expect(first, `${listPage.path}: the first row`).toBeVisible();
  await expect
    .poll(() => startsOnScreen(first), {
      message: `${listPage.path}: the first row starts on the first screen`,
    })
    .toBe(true);
  if (listPage.whole) {
    // A table wider than the phone scrolls sideways: its first cell spans the row's height and stays in view.
    const firstCell = first.locator(':scope > *').first();
    await expect
      .poll(() => wholeOnScreen(firstCell), {
        message: `${listPage.path}: the first row is whole on the first screen`,
      })
      .toBe(true);
  }
  await noSidewaysScroll(page);
}

for (const role of ['user', 'admin', 'root'] as const) {
  test(`${role}: every list page fits a phone, first row on the first screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, role);
    await noSidewaysScroll(page);

    // The drawer closes on Escape and on a press outside it, focus back on the menu button.
    await openDrawer(page);
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await openDrawer(page);
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect(sidebar(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    for (const listPage of LIST_PAGES[role]) await checkListPage(page, listPage);
  });
}

test('user: the dashboard’s key figures stand two to a row', async ({ page }) => {
  await openSignedIn(page, 'user', '/');
  const figures = page.getByRole('region', { name: /^Key figures for / }).locator('dl > div');
  await expect(figures.first()).toBeVisible();
  const tops = await figures.evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().top));
  expect(tops.length).toBeGreaterThanOrEqual(4);
  expect(tops[0]).toBe(tops[1]);
  expect(tops[2]).toBeGreaterThan(tops[1] ?? 0);
  await noSidewaysScroll(page);
});

test('admin: the account statement shows its funds a figure a line, the account’s details one press away', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/account/statement');
  const funds = page.getByRole('region', { name: 'Funds' }).locator('dl > div');
  await expect(funds).toHaveCount(3);
  await expect(funds.first()).toBeVisible();
  const tops = await funds.evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect().top));
  expect(tops[1]).toBeGreaterThan(tops[0] ?? 0);
  expect(tops[2]).toBeGreaterThan(tops[1] ?? 0);
  for (const line of await funds.all()) await expect.poll(() => wholeOnScreen(line)).toBe(true);

  // The disclosure stands in the card's header, beside its title; the details wait behind it.
  const details = page.getByRole('button', { name: 'Account details' });
  const title = page.getByRole('heading', { name: 'Payment account', exact: true });
  const [button, heading] = [await details.boundingBox(), await title.boundingBox()];
  expect(
    button && heading && button.y < heading.y + heading.height && heading.y < button.y + button.height,
  ).toBe(true);
  const accountName = page.getByText('Account name', { exact: true });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(accountName).toBeHidden();
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(accountName).toBeVisible();
  await noSidewaysScroll(page);
});

test('admin: a table keeps its first column in view sideways, filters wait behind Filters, a dialog fits', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/contracts');
  const row = tableRow(page);
  await expect(row).toBeVisible();
  const firstCell = row.locator(':scope > *').first();
  const before = await firstCell.boundingBox();
  await page
    .locator('main table')
    .first()
    .evaluate((table) => table.parentElement?.scrollBy({ left: 300 }));
  await expect.poll(async () => (await firstCell.boundingBox())?.x).toBe(before?.x);

  // The filters: hidden behind the button until it opens them; a set filter is counted.
  const renewal = page.getByRole('combobox', { name: 'Renewal' });
  await expect(renewal).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(renewal).toBeVisible();
  await renewal.selectOption({ index: 1 });
  await expect(page.getByRole('button', { name: 'Filters, 1 set' })).toBeVisible();

  // A form dialog fits the screen and scrolls inside.
  await page.getByRole('button', { name: 'New contract' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const panel = dialog.locator('[id^="headlessui-dialog-panel"]');
  await expect.poll(() => wholeOnScreen(panel)).toBe(true);
  expect(await panel.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await noSidewaysScroll(page);
});
