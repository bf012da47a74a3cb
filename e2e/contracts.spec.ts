import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

// Every test starts from the mock API's own data in its own browser context. Acme reports in GBP and
// has 120 contracts; Slack's costs £48,000 a year.

const table = (page: Page) => page.getByRole('table', { name: 'Contracts' });

async function openDocuments(page: Page, app: string) {
  await page.getByRole('searchbox', { name: 'Search contracts' }).fill(app);
  await page.getByRole('searchbox', { name: 'Search contracts' }).press('Enter');
  await expect(table(page).getByRole('link', { name: app, exact: true })).toBeVisible();
  await table(page)
    .getByRole('button', { name: new RegExp(`^Documents \\(\\d+\\) of ${app}$`) })
    .first()
    .click();
  return page.getByRole('dialog', { name: `Documents: ${app}` });
}

test('documents: a file of another type is refused before sending; a PDF uploads with its progress to done and is listed', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/contracts');
  const dialog = await openDocuments(page, 'Slack');
  const input = dialog.getByLabel('Upload a document');

  await input.setInputFiles({
    name: 'installer.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Only PDF, Office documents and images can be uploaded.',
  );
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);

  await input.setInputFiles({
    name: 'order-form.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600 * 1024, 32)]),
  });
  const progress = dialog.getByRole('progressbar', { name: 'Uploading order-form.pdf' });
  await expect(progress).toHaveAttribute('value', '100');
  await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const listed = dialog
    .getByRole('list', { name: 'Documents' })
    .getByRole('listitem')
    .filter({ hasText: 'order-form.pdf' });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole('img', { name: 'PDF file' })).toBeVisible();
  // The dialog, its list and its finished progress bar read well in both themes.
  expect(await axeViolations(page, { dark: true, exclude: ['[data-sonner-toaster]'] })).toEqual([]);
  expect(await axeViolations(page, { dark: false, exclude: ['[data-sonner-toaster]'] })).toEqual([]);
});

test('exports every contract the filters select as CSV, read back row by row', async ({ page }, testInfo) => {
  await openSignedIn(page, 'admin', '/contracts');
  await expect(
    page.locator('dt', { hasText: /^Contracts$/ }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('120');
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^contracts_\d{8}_\d{6}\.csv$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^App,Vendor,Owner,/);
  // Every contract, not only the 25 of the page shown.
  expect(lines).toHaveLength(121);
  const slack = lines.filter((line) => line.startsWith('Slack,'));
  expect(slack).toHaveLength(1);
  expect(slack[0]).toContain(',James Carter,admin@acme.test,');
  expect(slack[0]).toMatch(/,60,\d{4}-\d{2}-\d{2},monthly,48000,GBP,48000,yes,400,/);
});

test('a client user reads contracts and documents but is offered no write action', async ({ page }) => {
  await openSignedIn(page, 'user', '/contracts');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New contract' })).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: /^(Edit|Delete) contract/ })).toHaveCount(0);
  const dialog = await openDocuments(page, 'Zoom');
  await expect(dialog.getByLabel('Upload a document')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
