import { expect, test, type Page } from '@playwright/test';
import { mockControl } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

const table = (page: Page) => page.getByRole('table', { name: 'Users' });
/** The table's user rows in the DOM (the virtualiser's spacer rows are hidden). */
const domRows = (page: Page) => table(page).locator('tbody tr:not([aria-hidden="true"])');
const status = (page: Page) => page.getByText(/^(Showing [\d,]+ of [\d,]+ users|[\d,]+ users · )/);
const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function openManage(page: Page) {
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Manage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
  await expect(domRows(page).first()).toBeVisible();
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search users' });
  await box.fill(text);
  await box.press('Enter');
}

test('lists the tenant with counts; search, filters and sorting live in the URL', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await openManage(page);
  await expect(status(page)).toHaveText(/^1,205 users · [\d,]+ active · \d+ inactive$/);

  await searchFor(page, 'olivia bennett');
  await expect(status(page)).toHaveText('Showing 1 of 1,205 users');
  await expect(domRows(page)).toHaveCount(1);
  await expect(domRows(page).getByRole('rowheader')).toHaveText('Olivia Bennett');

  await searchFor(page, '');
  await page.getByLabel('Status').selectOption('inactive');
  await page.getByLabel('Buyer').selectOption('no');
  await expect(status(page)).toHaveText(/^Showing \d+ of 1,205 users$/);
  await expect(domRows(page).getByText('Active', { exact: true })).toHaveCount(0);

  const email = table(page).getByRole('columnheader', { name: 'E-mail' });
  await email.getByRole('button').click();
  await expect(email).toHaveAttribute('aria-sort', 'ascending');
  const first = await domRows(page).nth(0).locator('td').first().textContent();
  const second = await domRows(page).nth(1).locator('td').first().textContent();
  expect((first ?? '').localeCompare(second ?? '', 'en', { sensitivity: 'base' })).toBeLessThan(0);
  expect(search(page)).toEqual({ status: 'inactive', buyer: 'no', order_by: 'email' });

  await page.reload();
  // A reload boots the app and its mock API again, then loads the whole list.
  await expect(status(page)).toHaveText(/^Showing \d+ of 1,205 users$/);
  await expect(page.getByLabel('Status')).toHaveValue('inactive');
  await expect(email).toHaveAttribute('aria-sort', 'ascending');
});

test('adds a user with the rule messages beside the fields, then edits them', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await openManage(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await dialog.getByLabel('Last name').fill('Lovelace');
  await dialog.getByLabel('Email').fill('ada@acme');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('First name is required.')).toBeVisible();
  await expect(dialog.getByText('Email is not a valid email.')).toBeVisible();

  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Email').fill('admin@globex.test');
  await dialog.getByRole('switch', { name: 'Cards user' }).click();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('An account with this e-mail already exists.')).toBeVisible();
  await expect(dialog.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(dialog.getByRole('switch', { name: 'Cards user' })).toBeChecked();

  await dialog.getByLabel('Email').fill('ada.lovelace@acme.test');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Ada Lovelace has been added and invited by e-mail.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(/^1,206 users/);
  const outbox = await mockControl(page, 'GET', 'outbox?to=ada.lovelace@acme.test');
  expect(outbox.body).toMatchObject({ messages: [{ kind: 'user_invitation' }] });

  await searchFor(page, 'lovelace');
  const row = table(page).getByRole('row', { name: /Ada Lovelace/ });
  await expect(row.getByText('Invited')).toBeVisible();
  await row.getByRole('button', { name: 'Edit Ada Lovelace' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Ada Lovelace' });
  await edit.getByLabel('First name').fill('Augusta Ada');
  await edit.getByLabel('Role').selectOption('client_admin');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Augusta Ada Lovelace has been updated.')).toBeVisible();
  const edited = table(page).getByRole('row', { name: /Augusta Ada Lovelace/ });
  await expect(edited.getByText('Client admin')).toBeVisible();
});

test('deactivates and reactivates at once; a refusal flips back with the server’s reason', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  await openManage(page);
  await searchFor(page, 'olivia bennett');
  const row = table(page).getByRole('row', { name: /Olivia Bennett/ });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Refused after a while: the row changes before the server answers, then changes back.
  await mockControl(page, 'POST', 'faults', {
    method: 'POST',
    path: '/deactivate/',
    status: 503,
    body: { detail: 'User service is unavailable' },
    delay_ms: 1500,
  });
  await row.getByRole('button', { name: 'Deactivate Olivia Bennett' }).click();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible({ timeout: 1000 });
  await expect(page.getByText('User service is unavailable')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Deactivate Olivia Bennett' }).click();
  await expect(page.getByText('Olivia Bennett has been deactivated.')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(row.locator('td').nth(3)).toHaveText('No'); // Buyer
  await expect(row.locator('td').nth(4)).toHaveText('No'); // Cards user
  await row.getByRole('button', { name: 'Reactivate Olivia Bennett' }).click();
  await expect(page.getByText('Olivia Bennett has been reactivated.')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
});

test('reinvites a user who never signed in, and removes a user only after confirming', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await openManage(page);
  await searchFor(page, 'noah fischer');
  const row = table(page).getByRole('row', { name: /Noah Fischer/ });
  await row.getByRole('button', { name: 'Reinvite Noah Fischer' }).click();
  await expect(page.getByText('A new invitation has been sent to new@acme.test.')).toBeVisible();

  await row.getByRole('button', { name: 'Remove Noah Fischer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Noah Fischer?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Remove Noah Fischer' }).click();
  await confirm.getByRole('button', { name: 'Remove user' }).click();
  await expect(page.getByText('Noah Fischer has been removed.')).toBeVisible();
  await expect(page.getByText('No users match "noah fischer".')).toBeVisible();
  await expect(status(page)).toHaveText('Showing 0 of 1,204 users');
});

test('works by keyboard alone: search, row actions, a dialog that holds focus', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await openManage(page);
  const box = page.getByRole('searchbox', { name: 'Search users' });
  await box.focus();
  await page.keyboard.type('olivia bennett');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Showing 1 of 1,205 users');

  // Tab on through the filters, the scroll region and the sort buttons to the row's first action.
  const edit = page.getByRole('button', { name: 'Edit Olivia Bennett' });
  for (let i = 0; i < 20 && !(await edit.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Olivia Bennett' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  // Focus cycles inside the dialog.
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await page.keyboard.press('Tab'); // Deactivate
  await expect(page.getByRole('button', { name: 'Deactivate Olivia Bennett' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Olivia Bennett has been deactivated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate Olivia Bennett' })).toBeVisible();
});

test('the large scenario: about 10,000 users, never more than 100 rows in the DOM', async ({ page }) => {
  await openSignedIn(page, 'admin');
  // Switched without a reload (the named accounts keep their ids, so the session stays valid).
  expect((await mockControl(page, 'POST', 'scenario', { scenario: 'large' })).status).toBe(200);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Manage' }).click();
  // The whole tenant arrives first: ten calls of 1,000 users (about a second on an idle machine).
  await expect(domRows(page).first()).toBeVisible();
  await expect(status(page)).toHaveText(/^10,005 users · /);
  await expect(table(page)).toHaveAttribute('aria-rowcount', '10006');
  expect(await domRows(page).count()).toBeLessThanOrEqual(100);

  // Scrolled to the end, the last users are shown, still with a small DOM.
  await page
    .getByRole('region', { name: 'Users table' })
    .evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(table(page).locator('tr[aria-rowindex="10006"]')).toBeVisible();
  expect(await domRows(page).count()).toBeLessThanOrEqual(100);

  await page.getByLabel('Status').selectOption('inactive');
  await expect(status(page)).toHaveText(/^Showing [\d,]+ of 10,005 users$/);
  await expect(table(page).locator('tr[aria-rowindex="2"]')).toBeVisible();
});

test('a client user sees the users read-only; no axe violations', async ({ page }) => {
  await openSignedIn(page, 'user');
  await openManage(page);
  await expect(status(page)).toHaveText(/^1,205 users/);
  await expect(
    page.getByText('Only client admins can add, change or remove them.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import users' })).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: /^(Edit|Deactivate|Remove) / })).toHaveCount(0);
  await page.getByRole('button', { name: /^Show all \d+ staff users$/ }).click();
  await expect(page.getByRole('list', { name: 'Staff users' }).getByText('James Carter')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
