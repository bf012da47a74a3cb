import { expect, test, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { mockControl } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations as violations } from './support/axe';

const table = (page: Page) => page.getByRole('table', { name: /^Activity logs/ });
const rows = (page: Page) => table(page).locator('tbody tr');
/** The page's own rows are on screen (not the previous page's, kept while the next one loads). */
const settled = (page: Page) => expect(table(page)).not.toHaveAttribute('aria-busy');
const showing = (page: Page) => page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Opens the page from the sidebar (no reload) and waits for the first row. */
async function openActivityLogs(page: Page) {
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Activity Logs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Logs' })).toBeVisible();
}

test('period, order, page size and page live in the URL: reload keeps them, Back restores them', async ({
  page,
}) => {
  test.slow(); // a long journey: five URL states, a reload and three steps back
  await openSignedIn(page, 'admin');
  await openActivityLogs(page);
  await expect(rows(page)).toHaveCount(25);
  await expect(page).toHaveURL(/\/activity-logs$/);
  await expect(page).toHaveTitle('Stackwise');

  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await expect.poll(() => search(page)).toEqual({ period: '7d' });

  // Keyboard: the column header is a button.
  await page.getByRole('button', { name: 'Actor' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => search(page)).toEqual({ period: '7d', order_by: 'actor', order: 'asc' });
  await expect(page.getByRole('columnheader', { name: 'Actor' })).toHaveAttribute('aria-sort', 'ascending');

  await page.getByLabel('Rows per page').selectOption('50');
  await expect(rows(page)).toHaveCount(50);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect
    .poll(() => search(page))
    .toEqual({
      period: '7d',
      order_by: 'actor',
      order: 'asc',
      size: '50',
      page: '2',
    });
  await settled(page);
  await expect(showing(page)).toHaveText(/^Showing 51–100 of /);
  const secondPageFirst = await rows(page).first().textContent();

  await page.reload();
  await expect(showing(page)).toHaveText(/^Showing 51–100 of /);
  await expect(rows(page).first()).toHaveText(secondPageFirst ?? '');
  await expect(page.getByLabel('Period')).toHaveValue('7d');
  await expect(page.getByLabel('Rows per page')).toHaveValue('50');
  await expect(page.getByRole('columnheader', { name: 'Actor' })).toHaveAttribute('aria-sort', 'ascending');

  await page.goBack();
  await expect
    .poll(() => search(page))
    .toEqual({ period: '7d', order_by: 'actor', order: 'asc', size: '50' });
  await expect(showing(page)).toHaveText(/^Showing 1–50 of /);
  await page.goBack();
  await expect.poll(() => search(page)).toEqual({ period: '7d', order_by: 'actor', order: 'asc' });
  await expect(rows(page)).toHaveCount(25);
  await page.goBack();
  await expect.poll(() => search(page)).toEqual({ period: '7d' });
  await expect(page.getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'descending');
});

test('Download saves the period as activity_logs_<timestamp>.xlsx with the same rows', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'admin');
  await openActivityLogs(page);
  await expect(showing(page)).toBeVisible();
  await settled(page);
  const wholePeriod = await showing(page).textContent();
  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  await expect.poll(() => search(page)).toEqual({ period: '7d' });
  // The previous period's rows stay on screen until the new period's arrive (and the table may not
  // be marked busy yet right after the URL changes): wait for the new total.
  await expect(showing(page)).not.toHaveText(wholePeriod ?? '');
  await settled(page);
  const count = Number((await showing(page).textContent())!.replace(/^.* of /, '').replace(/,/g, ''));
  expect(count).toBeGreaterThan(1000);

  const first = rows(page).first();
  const [time, name, email, action, target, ip] = await Promise.all([
    first.locator('time').getAttribute('datetime'),
    first.locator('td').nth(1).locator('span').first().textContent(),
    first.locator('td').nth(1).locator('span').nth(1).textContent(),
    first.locator('td').nth(2).textContent(),
    first.locator('td').nth(3).textContent(),
    first.locator('td').nth(4).textContent(),
  ]);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^activity_logs_.+\.xlsx$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();

  const [header, ...data] = await readSheet(file);
  expect(header).toEqual(['Time (UTC)', 'Actor', 'Actor email', 'Action', 'Target', 'IP address']);
  expect(data).toHaveLength(count);
  const [sheetTime, ...rest] = data[0]!;
  expect(sheetTime).toBeInstanceOf(Date);
  const sheetMs = sheetTime instanceof Date ? sheetTime.getTime() : Number.NaN;
  // Spreadsheet times are day fractions: compare to the second.
  expect(Math.round(sheetMs / 1000) * 1000).toBe(Date.parse(time!));
  expect(rest).toEqual([name, email, action, target, ip]);
});

test('a failing call shows the fallback and recovers with Try again; axe-clean in both themes', async ({
  page,
}) => {
  test.slow(); // retried failures, then two axe runs over a full table
  await openSignedIn(page, 'admin');
  // Every attempt fails (the query retries 5xx twice) until the fault is cleared.
  await mockControl(page, 'POST', 'faults', {
    method: 'GET',
    path: 'tenants/get_activity_logs/',
    status: 500,
    body: {},
    times: -1,
  });
  await openActivityLogs(page);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Unable to fetch activity logs. Please try again' });
  await expect(alert).toBeVisible();

  await mockControl(page, 'DELETE', 'faults');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(rows(page)).toHaveCount(25);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await violations(page)).toEqual([]);
});
