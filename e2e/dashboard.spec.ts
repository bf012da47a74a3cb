import { expect, test } from '@playwright/test';
import { mockControl } from './support/app';
import { openSignedIn } from './support/auth';

test('the dashboard shows KPIs from tenant stats', async ({ page }) => {
  await openSignedIn(page, 'admin');
  for (const label of [
    'Annual SaaS spend',
    'Apps in use',
    'Active users',
    'Unused licences',
    'Identified savings',
    'Renewals in 90 days',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  // Acme reports in GBP.
  await expect(page.locator('dd').filter({ hasText: '£' }).first()).toBeVisible();
});

test('My tasks filters open and all', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const tasks = page
    .getByRole('region', { name: 'My tasks' })
    .or(page.locator('section').filter({ has: page.getByRole('heading', { name: 'My tasks' }) }));
  const boxes = tasks.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const openCount = await boxes.count();
  for (let index = 0; index < openCount; index += 1) await expect(boxes.nth(index)).not.toBeChecked();
  await tasks.getByRole('radio', { name: 'All' }).click();
  await expect.poll(() => boxes.count()).toBeGreaterThan(openCount);
  await expect(tasks.getByRole('checkbox', { checked: true }).first()).toBeVisible();
});

test('toggling a task flips the box before the server answers', async ({ page }) => {
  await openSignedIn(page, 'admin');
  // The `slow` scenario answers every call after 1.5 s.
  await mockControl(page, 'POST', 'scenario', { scenario: 'slow' });
  const box = page.getByRole('checkbox').first();
  const label = await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
  await box.click();
  await expect(page.getByRole('checkbox', { name: label })).toBeChecked({ timeout: 500 });
});

test('a refused toggle flips back with a toast', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await mockControl(page, 'POST', 'faults', {
    method: 'POST',
    path: 'my-tasks/complete_task/',
    status: 500,
    body: { detail: 'Task service is unavailable' },
    delay_ms: 800,
  });
  const box = page.getByRole('checkbox').first();
  const label = (await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
  const named = page.getByRole('checkbox', { name: label });
  await box.click();
  await expect(named).toBeChecked();
  await expect(page.getByText('Task service is unavailable')).toBeVisible();
  await expect(named).not.toBeChecked();
});

test('a failed tenant load shows the error state with a retry', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await mockControl(page, 'POST', 'faults', {
    method: 'GET',
    path: 'tenants/retrieve_tenant/',
    status: 500,
    body: {},
    times: 10,
  });
  await page.reload();
  await expect(page.getByText('Unable to fetch tenant')).toBeVisible();
  await mockControl(page, 'DELETE', 'faults');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Annual SaaS spend')).toBeVisible();
});
