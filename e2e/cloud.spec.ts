import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

test('cloud shows spend by provider and service, the largest movers and the offline report', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/cloud');
  await expect(page.getByRole('figure', { name: 'Cloud spend by month and provider' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Spend by provider' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Spend by service' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Largest movers' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Biggest increases' }).locator('tbody tr').first(),
  ).toBeVisible();
  // Acme reports in GBP.
  await expect(page.getByRole('table', { name: 'Spend by provider' })).toContainText('£');
  await expect(
    page.getByText('Offline preview — the report service is out of reach in the demo'),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Total cloud spend per month' })).toBeVisible();
});

test('the dashboard shows the next renewals and the spend chart’s table view', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const renewals = page.getByRole('list', { name: 'Next renewals' });
  await expect(renewals.getByRole('listitem')).toHaveCount(5);
  await expect(renewals.getByRole('listitem').first()).toContainText(/Cancel by|Cancel-by date passed/);
  await expect(page.getByRole('link', { name: 'Renewal calendar' })).toHaveAttribute(
    'href',
    '/contracts/renewals',
  );

  const chart = page.getByRole('figure', { name: 'Contract spend per month, last 12 months' });
  await chart.getByText('Table view').click();
  const table = chart.getByRole('table', { name: 'Contract spend per month, last 12 months' });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(table.locator('tbody td').first()).toContainText('£');
  // Choices in the URL read plainly, and /contracts reads the window back as its choice.
  const renewalsLink = page.getByRole('link', { name: 'Contracts coming up for renewal' });
  await expect(renewalsLink).toHaveAttribute('href', '/contracts?window=90');
  await renewalsLink.click();
  await expect(page).toHaveURL(/\/contracts\?window=90$/);
  await expect(page.getByRole('combobox', { name: 'Renewal' })).toHaveValue('90');
});

for (const dark of [false, true]) {
  test(`axe finds no violations on Cloud (${dark ? 'dark' : 'light'})`, async ({ page }) => {
    await openSignedIn(page, 'admin', '/cloud');
    await expect(page.getByRole('table', { name: 'Spend by service' })).toBeVisible();
    await page.getByText('Table view').first().click();
    expect(await axeViolations(page, { dark })).toEqual([]);
  });
}
