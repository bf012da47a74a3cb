import { expect, test } from '@playwright/test';
import { accounts, PASSWORD } from './support/accounts';
import { mockControl, openLogin } from './support/app';
import { openSignedIn } from './support/auth';

test('?scenario=empty on first load seeds the empty data set, and it sticks for the session', async ({
  page,
}) => {
  await openLogin(page, '?scenario=empty');
  await page.getByLabel('Username').fill(accounts.admin.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('No open tasks')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No open tasks')).toBeVisible();
  expect((await mockControl(page, 'GET', 'state')).body).toMatchObject({ scenario: 'empty' });
});

test('changes persist across reloads, and Reset demo data restores the seed', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const first = page.getByRole('checkbox').first();
  const title = (
    await first.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')
  ).trim();
  await page.getByRole('radio', { name: 'All' }).click();
  const box = page.getByRole('checkbox', { name: title });
  // A click, not check(): the box is controlled and flips optimistically a moment after the click,
  // which check() can mistake for a click that changed nothing.
  await box.click();
  await expect(box).toBeChecked();
  await expect(page.getByText('Task updated')).toBeVisible();
  await page.reload();
  await page.getByRole('radio', { name: 'All' }).click();
  await expect(page.getByRole('checkbox', { name: title })).toBeChecked();

  await page.getByRole('button', { name: 'Demo tools' }).click();
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('Demo data restored')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: title })).not.toBeChecked();
});

test('a route that is still loading shows the full-screen loading indicator', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage' }).click();
  await expect(page).toHaveURL(/\/usage$/);
  await mockControl(page, 'POST', 'scenario', { scenario: 'slow' });
  // A fresh page has nothing cached: the dashboard's loader waits for tenant and tasks, which the
  // slow scenario answers after 1.5 s.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.locator('[role="status"].fixed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('[role="status"].fixed')).toHaveCount(0);
});

test('toasts appear top-right and close after 5 seconds', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await page.getByRole('checkbox').first().click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Task updated' });
  await expect(toast).toBeVisible();
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-y-position', 'top');
  await expect(toaster).toHaveAttribute('data-x-position', 'right');
  const shownAt = Date.now();
  await expect(toast).toHaveCount(0);
  expect(Date.now() - shownAt).toBeGreaterThan(4_000);
});
