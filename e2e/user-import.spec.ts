import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { openSignedIn } from './support/auth';

/** Opens /manage as Acme's admin and the import dialog from its 'Import users' button. */
async function openImport(page: Page) {
  await openSignedIn(page, 'admin', '/manage');
  await page.getByRole('button', { name: 'Import users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users' });
  await expect(dialog.getByRole('button', { name: 'Choose CSV file' })).toBeVisible();
  return dialog;
}

function csv(name: string, lines: string[], mimeType = 'text/csv') {
  return { name, mimeType, buffer: Buffer.from(lines.join('\r\n'), 'utf8') };
}

const stamp = Date.now().toString(36);
const email = (name: string) => `${name}.${stamp}@acme.test`;

test('imports a mixed file, reports every row and downloads the rejected ones', async ({ page }) => {
  test.slow(); // sign-in, /manage with ~1,200 users, the import and a download
  const dialog = await openImport(page);
  const valid = Array.from({ length: 5 }, (_, i) => `Person,Number ${i},${email(`person${i}`)},,yes,no`);
  await dialog.getByLabel('CSV file').setInputFiles(
    csv('people.csv', [
      'First Name,Last Name,Email address,Role,Is buyer,Cards user',
      ...valid, // rows 2–6
      `Ada,Lovelace,${email('ada')},client_admin,no,yes`, // 7
      ',Nameless,nameless@acme.test,,,', // 8: no first name
      'Bad,Address,not-an-email,,,', // 9
      `Ada,Twice,${email('ADA')},,,`, // 10: repeats row 7
      'Olivia,Bennett,user@acme.test,,,', // 11: already a user
      `Role,Less,${email('roleless')},owner,,`, // 12
      'Maria,Gonzalez,admin@globex.test,,,', // 13: another company's user: only the server knows
    ]),
  );

  await expect(dialog.getByText(/12 rows\. Check which column holds each field/)).toBeVisible();
  await expect(dialog.getByLabel('Email (required)')).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Check rows' }).click();
  await expect(dialog.getByText('12 rows: 7 ready to import, 3 with errors, 2 skipped.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Import 7 users' }).click();
  await expect(dialog.getByText('Import finished. 6 of 12 rows created.')).toBeVisible();
  await expect(dialog.getByTestId('report-created')).toHaveText('6');
  await expect(dialog.getByTestId('report-skipped')).toHaveText('2');
  await expect(dialog.getByTestId('report-failed')).toHaveText('4');
  const notCreated = dialog.getByRole('list', { name: 'Rows not created' });
  await expect(notCreated.getByText(/^Row \d+$/)).toHaveText([
    'Row 8',
    'Row 9',
    'Row 10',
    'Row 11',
    'Row 12',
    'Row 13',
  ]);
  await expect(notCreated).toContainText('First name is required.');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download rejected rows (6)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rejected_users_\d{8}_\d{6}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(Papa.parse(text, { skipEmptyLines: true }).data).toEqual([
    ['First Name', 'Last Name', 'Email address', 'Role', 'Is buyer', 'Cards user', 'reason'],
    ['', 'Nameless', 'nameless@acme.test', '', '', '', 'First name is required.'],
    ['Bad', 'Address', 'not-an-email', '', '', '', 'Email is not a valid email.'],
    ['Ada', 'Twice', email('ADA'), '', '', '', 'Email is a duplicate of row 7 in this file.'],
    ['Olivia', 'Bennett', 'user@acme.test', '', '', '', 'An account with this e-mail already exists.'],
    ['Role', 'Less', email('roleless'), 'owner', '', '', 'Roles must be user or client_admin.'],
    ['Maria', 'Gonzalez', 'admin@globex.test', '', '', '', 'An account with this e-mail already exists.'],
  ]);

  // The created users are the tenant's now.
  const listed = await page.evaluate(async (keyword) => {
    const response = await fetch(`/api/v1/users/?keyword=${encodeURIComponent(keyword)}&top=100`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
    });
    const body = (await response.json()) as { rows: { email: string; roles: string[] }[] };
    return body.rows.map((row) => `${row.email} ${row.roles.join('+')}`).sort();
  }, stamp);
  expect(listed).toEqual(
    [...valid.map((_, i) => `${email(`person${i}`)} `), `${email('ada')} client_admin`].sort(),
  );

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});

test('says what is wrong with a file it cannot import', async ({ page }) => {
  test.slow(); // sign-in and /manage (~1,200 users) come first
  const dialog = await openImport(page);
  const input = dialog.getByLabel('CSV file');

  await input.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'This file is not a CSV file. Choose a .csv file (in Excel: File › Save As › CSV).',
  );

  await input.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await expect(dialog.getByRole('alert')).toHaveText(
    'This file is empty. Add a header row and one row per user, then try again.',
  );

  await input.setInputFiles(csv('names.csv', ['First name,Last name', 'Ada,Lovelace']));
  await expect(dialog.getByRole('alert')).toContainText('This file has no e-mail column.');
  await expect(dialog.getByRole('button', { name: 'Check rows' })).toBeDisabled();
  // Choosing the column by hand is allowed.
  await dialog.getByLabel('Email (required)').selectOption({ label: 'Last name' });
  await expect(dialog.getByRole('alert')).toBeHidden();
});
