import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { mockControl } from './support/app';
import { authFile, openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

const VENDOR = 'Northwind Labs';
const CATEGORY = 'Field Service';
const APP = 'Northwind Dispatch';

async function expectNoAxeViolations(page: Page, dark: boolean) {
  expect(
    await axeViolations(page, { dark, exclude: ['[data-sonner-toaster]'] }),
    dark ? 'dark theme' : 'light theme',
  ).toEqual([]);
}

function tab(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Manage Apps views' }).getByRole('link', { name });
}

function rowOf(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
}

/** Opens Manage Apps as the super admin on fresh demo data (the seed every other spec relies on). */
async function openManageApps(page: Page, path = '/reach') {
  await openSignedIn(page, 'root', path);
  await mockControl(page, 'POST', 'reset');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Apps' })).toBeVisible();
}

/**
 * The demo's mock API keeps its data per browser tab (sessionStorage). To let another person look at
 * the same data, a new context starts with the tab's stored changes, once they are saved.
 */
async function openAsUserOnSameData(browser: Browser, from: Page, path: string): Promise<Page> {
  await expect
    .poll(() =>
      from.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('stackwise:mock-api'))),
    )
    .toBe(true);
  // Changes are written a moment after they happen.
  await from.waitForTimeout(500);
  const stored = await from.evaluate(() =>
    Object.fromEntries(
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith('stackwise:mock-api'))
        .map((key) => [key, sessionStorage.getItem(key) ?? '']),
    ),
  );
  const context = await browser.newContext({ storageState: authFile('user') });
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
    }
  }, stored);
  const other = await context.newPage();
  await other.goto(path);
  await expect(other.locator('main h1').first()).toBeVisible();
  return other;
}

test.afterEach(async ({ page }) => {
  // Leave the seed as it was for whatever runs next in this page.
  if (page.url().startsWith('http')) await mockControl(page, 'POST', 'reset');
});

test('a super admin adds a vendor, a category and an app using them, edits, retires and restores it', async ({
  page,
  browser,
}) => {
  await openManageApps(page);
  const apps = page.getByRole('table', { name: 'Apps' });
  await expect(apps.getByRole('rowheader').first()).toBeVisible();

  // A vendor.
  await tab(page, 'Vendors').click();
  await expect(tab(page, 'Vendors')).toHaveAttribute('aria-current', 'page');
  expect(new URL(page.url()).searchParams.get('view')).toBe('vendors');
  const vendors = page.getByRole('table', { name: 'Vendors' });
  await expect(vendors.getByRole('rowheader').first()).toBeVisible();
  await page.getByRole('button', { name: 'New vendor' }).click();
  let dialog = page.getByRole('dialog', { name: 'New vendor' });
  await dialog.getByLabel('Name').fill(VENDOR);
  await dialog.getByLabel('Website').fill('northwind.example');
  await dialog.getByRole('button', { name: 'Create vendor' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${VENDOR} has been added.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill('northwind');
  const vendorRow = rowOf(vendors, VENDOR);
  await expect(vendorRow).toContainText('northwind.example');
  await expect(vendorRow.getByRole('cell').nth(1)).toHaveText('0');

  // A category.
  await tab(page, 'Categories').click();
  const categories = page.getByRole('table', { name: 'Categories' });
  await expect(categories.getByRole('rowheader').first()).toBeVisible();
  await page.getByRole('button', { name: 'New category' }).click();
  dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel('Name').fill(CATEGORY);
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(categories, CATEGORY)).toBeVisible();

  // An app using them.
  await tab(page, 'Apps').click();
  await expect(apps.getByRole('rowheader').first()).toBeVisible();
  await page.getByRole('button', { name: 'New app' }).click();
  dialog = page.getByRole('dialog', { name: 'New app' });
  await dialog.getByLabel('Name').fill(APP);
  await dialog.getByRole('combobox', { name: 'Vendor' }).fill('northwind');
  await page.getByRole('option', { name: VENDOR }).click();
  await expect(dialog.getByRole('combobox', { name: 'Vendor' })).toHaveValue(VENDOR);
  await dialog.getByLabel('Category').selectOption({ label: CATEGORY });
  await dialog.getByLabel('Website').fill('https://dispatch.northwind.example');
  await dialog.getByLabel('Description').fill('Plans and tracks field technicians’ visits.');
  await dialog.getByLabel('Pricing model').selectOption({ label: 'Per seat' });
  await dialog.getByRole('button', { name: 'Create app' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${APP} has been added to the catalogue.`)).toBeVisible();

  // Found in the list by searching for it.
  const search = page.getByRole('searchbox', { name: 'Search apps' });
  await search.fill('');
  await search.press('Enter');
  await search.pressSequentially('dispatch', { delay: 30 });
  let row = rowOf(apps, APP);
  await expect(row).toContainText(VENDOR);
  await expect(row).toContainText(CATEGORY);
  await expect(row).toContainText('Per seat');
  await expect(row).toContainText('Active');
  await expect(row.getByRole('link', { name: APP })).toHaveAttribute('href', '/product/northwind-dispatch');

  // Edited.
  await row.getByRole('button', { name: `Edit ${APP}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${APP}` });
  await expect(dialog.getByLabel('Name')).toHaveValue(APP);
  await expect(dialog.getByRole('combobox', { name: 'Vendor' })).toHaveValue(VENDOR);
  await expect(dialog.getByLabel('Category').locator('option:checked')).toHaveText(CATEGORY);
  await dialog.getByLabel('Pricing model').selectOption({ label: 'Flat rate' });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  row = rowOf(apps, APP);
  await expect(row).toContainText('Flat rate');

  // Someone else finds it in the catalogue while it is active.
  const user = await openAsUserOnSameData(browser, page, '/reach?keyword=northwind%20dispatch');
  await expect(user.getByRole('main').getByText(APP, { exact: true }).first()).toBeVisible();
  await user.context().close();

  // Retired, after a confirmation.
  await row.getByRole('button', { name: `Retire ${APP}` }).click();
  dialog = page.getByRole('dialog', { name: `Retire ${APP}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Retire app' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${APP} has been retired.`)).toBeVisible();
  await expect(row).toContainText('Retired');
  await expect(row.getByRole('button', { name: `Restore ${APP}` })).toBeVisible();

  // It has left the catalogue for everyone else.
  const after = await openAsUserOnSameData(browser, page, '/reach?keyword=northwind%20dispatch');
  await expect(after.getByText('No apps match "northwind dispatch".')).toBeVisible();
  await expect(after.getByRole('main').getByText(APP, { exact: true })).toHaveCount(0);
  await after.context().close();

  // Restored.
  await row.getByRole('button', { name: `Restore ${APP}` }).click();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Retire ${APP}` })).toBeVisible();
});

test('the app form shows each rule’s message beside its field: a blank form, then a bad website', async ({
  page,
}) => {
  await openManageApps(page);
  await page.getByRole('button', { name: 'New app' }).click();
  const dialog = page.getByRole('dialog', { name: 'New app' });
  await dialog.getByRole('button', { name: 'Create app' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Name is required.');
  await expect(dialog.getByRole('combobox', { name: 'Vendor' })).toHaveAccessibleDescription(
    'Vendor is required.',
  );
  await expect(dialog.getByLabel('Category')).toHaveAccessibleDescription('Category is required.');
  await expect(dialog.getByLabel('Website')).toHaveAccessibleDescription('Website is required.');
  await expect(dialog.getByLabel('Description')).toHaveAccessibleDescription('Description is required.');
  await expect(dialog.getByLabel('Pricing model')).toHaveAccessibleDescription('Pricing model is required.');
  await expectNoAxeViolations(page, false);
  await expectNoAxeViolations(page, true);

  await dialog.getByLabel('Website').fill('not a website');
  await dialog.getByRole('button', { name: 'Create app' }).click();
  await expect(dialog.getByLabel('Website')).toHaveAccessibleDescription('Website is not a valid url.');
  await expect(dialog.getByLabel('Website')).toHaveValue('not a website');
});

test('Manage Apps has no axe violations in either theme, in each of its views', async ({ page }) => {
  await openManageApps(page);
  await expect(page.getByRole('table', { name: 'Apps' }).getByRole('rowheader').first()).toBeVisible();
  await expectNoAxeViolations(page, false);
  await expectNoAxeViolations(page, true);

  for (const [name, table] of [
    ['Vendors', 'Vendors'],
    ['Categories', 'Categories'],
  ] as const) {
    await tab(page, name).click();
    await expect(page.getByRole('table', { name: table }).getByRole('rowheader').first()).toBeVisible();
    await expectNoAxeViolations(page, false);
    await expectNoAxeViolations(page, true);
  }
});
