import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

/** `YYYY-MM-DD` `days` after today (UTC, as the mock API counts). */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('a contract created by a client admin shows on the renewal calendar on its end and cancel-by dates', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/contracts');
  await page.getByRole('button', { name: 'New contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contract' });
  await dialog.getByRole('combobox', { name: 'App' }).fill('Notion');
  await page.getByRole('option', { name: 'Notion', exact: true }).click();
  const end = daysFromToday(200);
  const cancelBy = daysFromToday(170);
  await dialog.getByLabel('Start date').fill(daysFromToday(-30));
  await dialog.getByLabel('End date').fill(end);
  await dialog.getByLabel('Notice period').fill('30');
  await dialog.getByLabel('Annual cost').fill('1234.50');
  await dialog.getByLabel('Seats').fill('12');
  await dialog.getByRole('button', { name: 'Create contract' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('link', { name: 'Renewal calendar' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.goto(`/contracts/renewals?month=${end.slice(0, 7)}`);
  const grid = page.getByRole('grid');
  await grid.locator(`[data-date="${end}"]`).click();
  await expect(grid.locator(`[data-date="${end}"]`)).toBeFocused();
  const endDay = page.getByRole('region', { name: /^Renewals on / });
  await expect(
    endDay.getByRole('listitem').filter({ hasText: 'Notion' }).filter({ hasText: 'Ends' }),
  ).toHaveCount(1);
  await expect(endDay.getByRole('listitem').filter({ hasText: 'Notion' })).toContainText('£1,234.50');

  // 30 days earlier by keyboard: the cancel-by date.
  for (let week = 0; week < 4; week += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(`[data-date="${cancelBy}"]`)).toBeFocused();
  await expect(
    page
      .getByRole('region', { name: /^Renewals on / })
      .getByRole('listitem')
      .filter({ hasText: 'Notion' }),
  ).toContainText('Cancel by');
});

test('the contracts page and the renewal calendar pass axe in light and dark themes', async ({ page }) => {
  await openSignedIn(page, 'admin', '/contracts');
  await expect(page.getByRole('table', { name: 'Contracts' }).getByRole('row').nth(1)).toBeVisible();
  expect(await axeViolations(page, { dark: false })).toEqual([]);
  expect(await axeViolations(page, { dark: true })).toEqual([]);

  await page.getByRole('link', { name: 'Renewal calendar' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  expect(await axeViolations(page, { dark: false })).toEqual([]);
  expect(await axeViolations(page, { dark: true })).toEqual([]);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('link', { name: 'Slack' }).first()).toBeVisible();
  expect(await axeViolations(page, { dark: false })).toEqual([]);
  expect(await axeViolations(page, { dark: true })).toEqual([]);
});
