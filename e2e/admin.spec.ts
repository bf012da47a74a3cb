import { expect, test, type Page } from '@playwright/test';
import { mockControl } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

async function expectNoAxeViolations(page: Page, dark: boolean) {
  expect(await axeViolations(page, { dark }), dark ? 'dark theme' : 'light theme').toEqual([]);
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

function search(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test('Manage Company keeps search, sort and page in the URL: reload keeps them, Back restores them', async ({
  page,
}) => {
  await openSignedIn(page, 'root');
  await sidebar(page).getByRole('link', { name: 'Manage Company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Company' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Companies' });
  const status = page.getByText(/^Showing /);
  const firstRow = table.getByRole('rowheader').first();
  await expect(status).toHaveText('Showing 1–25 of 32');

  await page.getByLabel('Rows per page').selectOption('10');
  await expect(status).toHaveText('Showing 1–10 of 32');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveText('Showing 11–20 of 32');
  expect(Object.fromEntries(search(page))).toEqual({ skip: '10', top: '10' });

  const name = table.getByRole('columnheader', { name: 'Name' });
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow).toHaveText('Acme Corp');
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow).toHaveText('Wisoky Group');

  // Typed quickly: one search after the pause, the field keeping focus and text throughout.
  const box = page.getByRole('searchbox', { name: 'Search companies' });
  await box.pressSequentially('rau', { delay: 40 });
  await expect(status).toHaveText('Showing 1–3 of 3');
  await expect(firstRow).toHaveText('Rau and Sons');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('rau');
  // Values equal to the defaults (here order=desc) are left out of the URL.
  expect(Object.fromEntries(search(page))).toEqual({ keyword: 'rau', order_by: 'name', top: '10' });

  await page.reload();
  await expect(status).toHaveText('Showing 1–3 of 3');
  await expect(box).toHaveValue('rau');
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');

  await page.goBack();
  await expect(box).toHaveValue('');
  await expect(status).toHaveText('Showing 1–10 of 32');
  await expect(firstRow).toHaveText('Wisoky Group');
  await page.goBack();
  await expect(firstRow).toHaveText('Acme Corp');
  await page.goBack();
  await expect(status).toHaveText('Showing 11–20 of 32');
  await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('a super admin creates, edits and switches a company; a refused switch flips back with a toast', async ({
  page,
}) => {
  await openSignedIn(page, 'root');
  await sidebar(page).getByRole('link', { name: 'Manage Company' }).click();
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expectNoAxeViolations(page, false);

  await page.getByRole('button', { name: 'New company' }).click();
  let dialog = page.getByRole('dialog', { name: 'New company' });
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(dialog.getByLabel('Company name')).toHaveAccessibleDescription('Company name is required.');
  await expectNoAxeViolations(page, true);
  await dialog.getByLabel('Company name').fill('Initech Labs');
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Company created successfully')).toBeVisible();
  const created = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Initech Labs' }) });
  await expect(created).toContainText('EUR');
  await expect(table.getByRole('rowheader').first()).toHaveText('Initech Labs');

  await table.getByRole('button', { name: 'Edit Initech Labs' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Initech Labs' });
  await expect(dialog.getByLabel('Currency')).toHaveValue('EUR');
  await dialog.getByLabel('Company name').fill('Initech Laboratories');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const edited = table.getByRole('rowheader', { name: 'Initech Laboratories' });
  await expect(edited).toBeVisible();

  const live = table.getByRole('switch', { name: 'Live: Initech Laboratories' });
  await expect(live).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/v1/tenants/'),
  );
  await live.click();
  await expect(live).toBeChecked();
  expect((await saved).status()).toBe(200);

  // The server refuses the next change after a while: the switch moves at once, then moves back.
  await mockControl(page, 'POST', 'faults', {
    method: 'PUT',
    path: 'tenants/',
    status: 500,
    body: {},
    delay_ms: 1500,
  });
  const active = table.getByRole('switch', { name: 'Active: Initech Laboratories' });
  await expect(active).toBeChecked();
  await active.click();
  await expect(active).not.toBeChecked({ timeout: 1000 });
  await expect(page.getByText('Unable to update tenant')).toBeVisible();
  await expect(active).toBeChecked();
  await expect(live).toBeChecked();
});

test('Manage Users lists users across companies and filters them by one company', async ({ page }) => {
  await openSignedIn(page, 'root');
  await sidebar(page).getByRole('link', { name: 'Manage Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  const status = page.getByText(/^Showing /);
  await expect(status).toHaveText('Showing 1–25 of 1,357');

  const company = page.getByRole('combobox', { name: 'Company' });
  await company.fill('glob');
  await page.getByRole('option', { name: 'Globex Inc' }).click();
  await expect(status).toHaveText('Showing 1–25 of 151');
  expect(search(page).get('tenant_id')).toMatch(/^[0-9a-f-]{36}$/);
  const companyCells = table.locator('tbody tr td:nth-child(3)');
  await expect(companyCells).toHaveText(Array(25).fill('Globex Inc'));

  await page.getByLabel('Status').selectOption('inactive');
  await expect(status).toHaveText(/^Showing 1–\d+ of \d+$/);
  await expect(table.getByText('Active', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(company).toHaveValue('Globex Inc');
  await expect(page.getByLabel('Status')).toHaveValue('inactive');
  await expect(table.getByRole('row').nth(1)).toContainText('Globex Inc');
  await expectNoAxeViolations(page, false);
  await expectNoAxeViolations(page, true);
});
