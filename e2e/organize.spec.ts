import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLogin } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

// Every test starts from the mock API's own data in its own browser context. Acme's sign-in logs
// show 150 apps: Zoom is seen by Azure and Google, Notion Labs (Azure) is new and not in the
// catalogue, Grammarly (Google) is new and mapped to a product Acme has no contract for (Apps in use
// 304), Spotify (Google) is ignored, Slack (Okta) is approved and owned by James Carter.

const table = (page: Page) => page.getByRole('table', { name: 'Discovered apps' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * An app's row, by its link's text and (where two sources see one name) a source's mark. Found by
 * text rather than by role: while a dialog is open the page behind it is hidden from role queries.
 */
function row(page: Page, name: string, source?: string): Locator {
  const rows = page
    .locator('main table tbody tr')
    .filter({ has: page.locator('a', { hasText: new RegExp(`^${escape(name)}$`) }) });
  return source ? rows.filter({ has: page.locator(`[aria-label="${source}"]`) }) : rows;
}
/** The row's cells after its box and name: catalogue, sources, how, users, sign-ins, first, last, status, owner. */
const cell = (target: Locator, index: number) => target.locator('td').nth(index + 1);
const status = (target: Locator) => cell(target, 7);
const numberIn = async (target: Locator) =>
  Number(((await target.textContent()) ?? '').replace(/[^\d]/g, ''));
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toaster]').getByText(text);

async function openOrganize(page: Page, query = '', role: 'admin' | 'user' = 'admin') {
  await openSignedIn(page, role, `/organize${query}`);
  // The demo's mock reads the sign-in logs on its first call for them: allow a cold machine's time.
  await expect(table(page).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search apps' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === text);
}

async function review(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The dashboard's "Apps in use" figure. */
async function appsInUse(page: Page): Promise<number> {
  const figure = page.locator('dt', { hasText: /^Apps in use$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(figure).toHaveText(/^\d+$/);
  return numberIn(figure);
}

test('an admin maps an app not in the catalogue to a suggested product and approves it: one more app in use', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  const before = await appsInUse(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organize' }).click();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await searchFor(page, 'grammarly');
  const app = row(page, 'Grammarly');
  const map = async () => {
    await review(page, 'Review Grammarly (Google)', 'Map to catalogue…');
    const dialog = page.getByRole('dialog', { name: 'Map Grammarly to the catalogue' });
    await expect(dialog.getByRole('button', { name: /% match$/ }).first()).toBeVisible();
    return dialog;
  };
  // Grammarly comes mapped: it is first taken out of the catalogue, as a wrong mapping would be.
  let dialog = await map();
  await dialog.getByRole('button', { name: 'Not in the catalogue' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(app, 0)).toHaveText('Not in the catalogue');
  await expect(toast(page, 'Grammarly marked as not in the catalogue')).toBeVisible();

  dialog = await map();
  const suggestion = dialog.getByRole('button', { name: /^Grammarly\b.*\d+% match$/ });
  await expect(suggestion).toContainText('Similar name');
  await suggestion.click();
  await expect(dialog).toBeHidden();
  // The product's mark draws its initials beside its name.
  await expect(cell(app, 0)).toHaveText(/Grammarly$/);
  await expect(toast(page, 'Grammarly mapped to Grammarly')).toBeVisible();

  await review(page, 'Review Grammarly (Google)', 'Approve');
  await expect(status(app)).toHaveText('Approved');
  await expect(toast(page, 'Grammarly approved')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect.poll(() => appsInUse(page)).toBe(before + 1);
});

test('an admin ignores an app, finds it among the ignored and takes it back to review', async ({ page }) => {
  await openOrganize(page, '?keyword=notion');
  const notion = row(page, 'Notion Labs');
  await expect(status(notion)).toHaveText('New');
  await review(page, 'Review Notion Labs (Azure)', 'Ignore');
  // Open apps leave out ignored ones.
  await expect(notion).toHaveCount(0);
  await expect(toast(page, 'Notion Labs ignored')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Ignored' });
  await expect(page).toHaveURL(/status=ignored/);
  await expect(status(notion)).toHaveText('Ignored');
  await review(page, 'Review Notion Labs (Azure)', 'Back to review');
  await expect(notion).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Open (not ignored)' });
  await expect(status(notion)).toHaveText('In review');
});

test('two sources’ rows of one app are merged into one whose counts are their sums', async ({ page }) => {
  await openOrganize(page, '?keyword=zoom');
  const azure = row(page, 'Zoom', 'Azure');
  const google = row(page, 'Zoom', 'Google');
  await expect(table(page).getByRole('row')).toHaveCount(3);
  const signIns = (await numberIn(cell(azure, 4))) + (await numberIn(cell(google, 4)));
  const users = [await numberIn(cell(azure, 3)), await numberIn(cell(google, 3))];

  await review(page, 'Review Zoom (Google)', 'Merge with…');
  const dialog = page.getByRole('dialog', { name: 'Merge Zoom with…' });
  await dialog.getByRole('radio', { name: /^Zoom \(Azure\)/ }).check();
  await dialog.getByRole('radio', { name: 'Keep Zoom (Azure)' }).check();
  await dialog.getByRole('button', { name: 'Merge into Zoom (Azure)' }).click();
  await expect(dialog).toBeHidden();

  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(toast(page, 'Zoom merged into Zoom')).toBeVisible();
  const merged = row(page, 'Zoom', 'Azure');
  await expect(merged.getByRole('img', { name: 'Google' })).toBeVisible();
  await expect(cell(merged, 4)).toHaveText(signIns.toLocaleString('en-US'));
  // People seen by both sources count once.
  const merged_users = await numberIn(cell(merged, 3));
  expect(merged_users).toBeGreaterThanOrEqual(Math.max(...users));
  expect(merged_users).toBeLessThanOrEqual(users[0]! + users[1]!);
  // The merged-away row is gone for good (a reload boots the demo's mock API again).
  await page.reload();
  await expect(table(page).getByRole('row')).toHaveCount(2, { timeout: 30_000 });
});

test('an admin approves ten new apps at once', async ({ page }) => {
  await openOrganize(page, '?status=new&size=10');
  await expect(table(page).getByRole('row')).toHaveCount(11);
  const names = await table(page).locator('tbody tr a').allTextContents();
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected apps' });
  await expect(bar).toContainText('10 selected');
  await bar.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, '10 apps approved')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Approved' });
  await searchFor(page, names[0]!);
  await expect(status(table(page).locator('tbody tr').first())).toHaveText('Approved');
});

test('the demo account is stopped with the read-only warning', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 20_000 });
  await page.goto('/organize?keyword=notion');
  const notion = row(page, 'Notion Labs');
  // The demo's mock reads the sign-in logs on its first call for them: allow a cold machine's time.
  await expect(status(notion)).toHaveText('New', { timeout: 30_000 });
  await review(page, 'Review Notion Labs (Azure)', 'Approve');
  await expect(page.getByText('Sorry, this is a read-only demo account.')).toBeVisible();
  await expect(status(notion)).toHaveText('New');
});

test('a plain user reads the list and is offered no way to change it', async ({ page }) => {
  await openOrganize(page, '?keyword=slack', 'user');
  await expect(row(page, 'Slack', 'Okta')).toContainText('James Carter');
  await expect(table(page).getByRole('checkbox')).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: /^Review / })).toHaveCount(0);
});

/** Presses Tab (or Shift+Tab, `back`) until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: filter, start a review from the menu, assign an owner, select and approve', async ({
  page,
}) => {
  // A press at a time, each checked: on a busy machine that outlasts one minute.
  test.slow();
  await openOrganize(page);
  const search = page.getByRole('searchbox', { name: 'Search apps' });
  await tabTo(page, search);
  await page.keyboard.type('notion');
  await page.keyboard.press('Enter');
  const notion = row(page, 'Notion Labs');
  await expect(notion).toHaveCount(1);

  const menu = page.getByRole('button', { name: 'Review Notion Labs (Azure)' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Start review' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  // The menu keeps the focus and marks the item the arrows reached (aria-activedescendant).
  await expect(page.getByRole('menuitem', { name: 'Approve' })).toHaveAttribute('data-focus', '');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Start review' })).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Enter');
  await expect(status(notion)).toHaveText('In review');
  await expect(menu).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Assign owner…' })).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Assign an owner to Notion Labs' });
  await expect(dialog.getByRole('combobox', { name: 'Owner' })).toBeFocused();
  await page.keyboard.type('olivia');
  await expect(page.getByRole('option', { name: /^Olivia Bennett/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Assign owner' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(cell(notion, 8)).toHaveText('Olivia Bennett');
  await expect(menu).toBeFocused();

  // The row's box is its first cell, before its menu.
  const box = page.getByRole('checkbox', { name: 'Select Notion Labs (Azure)' });
  await tabTo(page, box, { back: true });
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Selected apps' });
  await expect(bar).toContainText('1 selected');
  await tabTo(page, bar.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, '1 app approved')).toBeVisible();
  await expect(status(notion)).toHaveText('Approved');
  // The bar is gone with the selection: focus waits on the page's own box.
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).toBeFocused();
});

test('no axe violations on /organize, in both themes, with the menu and a dialog open too', async ({
  page,
}) => {
  // Four full axe passes over a long table: on a busy machine that outlasts one minute.
  test.slow();
  await openOrganize(page);
  await expect(page.getByRole('button', { name: /new this week$/ })).toBeVisible();
  expect(await axeViolations(page, { dark: false })).toEqual([]);
  expect(await axeViolations(page, { dark: true })).toEqual([]);

  await searchFor(page, 'notion');
  await page.getByRole('button', { name: 'Review Notion Labs (Azure)' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await axeViolations(page, { dark: true })).toEqual([]);
  await page.getByRole('menuitem', { name: 'Map to catalogue…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Map Notion Labs to the catalogue' });
  await expect(dialog.getByRole('button', { name: /% match$/ }).first()).toBeVisible();
  expect(await axeViolations(page, { dark: true })).toEqual([]);
  expect(await axeViolations(page, { dark: false })).toEqual([]);
});
