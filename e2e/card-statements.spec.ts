import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { settledPathInApp } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

// Every test starts from the mock API's own seed in its own browser context (see mocks/README.md,
// "Cards and the account statement"). Nothing here reads the clock: periods, dates and amounts are
// read from the page and the seed's facts, never computed from today.

const LOW_BALANCE = 'Figma design team';
const JAMES_CARD = 'Slack workspace';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A card's id by its name, asked of the mock API with the page's own token. */
async function cardIdByName(page: Page, name: string): Promise<string> {
  // The demo's mock API starts on the first call the page makes: wait for it, as its controls do.
  await page.waitForFunction(() => '__stackwiseDemoApi' in window);
  const id = await page.evaluate(async (cardName) => {
    await (window as { __stackwiseDemoApi?: () => Promise<void> }).__stackwiseDemoApi?.();
    const reply = await fetch(`/api/v1/cards/?keyword=${encodeURIComponent(cardName)}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
    });
    const body = (await reply.json()) as { rows: { card_id: string; name: string }[] };
    return body.rows.find((row) => row.name === cardName)?.card_id;
  }, name);
  if (!id) throw new Error(`the seed has no card named ${name}`);
  return id;
}

/** Opens a card's page as a client admin (one boot of the app, then an in-app navigation). */
async function openCard(page: Page, name: string): Promise<void> {
  await openSignedIn(page, 'admin', '/cards');
  const id = await cardIdByName(page, name);
  expect(await settledPathInApp(page, `/cards/${id}`)).toBe(`/cards/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The page's card (a `section`) under the heading `name`. */
const sectionOf = (page: Page, name: string) =>
  page.locator('section', { has: page.getByRole('heading', { name, exact: true }) });

/** A figure's value (a `dt` and the `dd` after it) within `scope`. */
const figure = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The table's body rows as the CSV writes them: each cell's first piece of text. */
function shownRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => cell.firstChild?.textContent ?? ''),
      ),
    );
}

/** The rows counted under a table: 'Showing 1–25 of 61' → 61. */
async function rowCount(page: Page, pages: string): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: pages })
    .getByText(/^Showing /)
    .textContent();
  return Number(/of ([\d,]+)$/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

/** Clicks Export CSV in `scope` and reads the file back: its name, then its lines as cells. */
async function exportCsv(page: Page, scope: Locator, testInfo: TestInfo) {
  const downloadStarted = page.waitForEvent('download');
  await scope.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadStarted;
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const lines = Papa.parse<string[]>((await readFile(file, 'utf8')).trim()).data;
  return { name: download.suggestedFilename(), headers: lines[0], rows: lines.slice(1) };
}

test('a decline explained and fixed: topping the low-balance card up by the shortfall clears its warning', async ({
  page,
}) => {
  await openCard(page, LOW_BALANCE);
  const warning = page.locator('[data-alert="low_balance"]');
  await expect(warning).toContainText(/^Next charge \$[\d,.]+ on \d{1,2} \w{3}; the balance is \$[\d,.]+/);
  const money = page.getByRole('region', { name: 'Money on the card' });
  const before = Number((await figure(money, 'Balance').textContent())?.replace(/[$,]/g, ''));

  const table = page.getByRole('table', { name: 'Card statement' });
  const decline = table.locator('details').filter({ hasText: 'Not enough balance' }).first();
  await decline.locator('summary').click();
  await expect(decline.getByText(/The card had \$[\d,.]+; the charge was \$[\d,.]+\.$/)).toBeVisible();
  const fix = decline.getByRole('button', { name: /^Top up \$[\d,.]+$/ });
  const shortfall = Number((await fix.textContent())?.replace(/^Top up \$/, '').replace(/,/g, ''));
  await fix.click();

  const dialog = page.getByRole('dialog', { name: /^Top up/ });
  await dialog.getByRole('button', { name: 'Top up', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(figure(money, 'Balance')).toHaveText(
    `$${(before + shortfall).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
  await expect(warning).toHaveCount(0);
  // The decline has nothing left to fix: the balance covers it now.
  await expect(decline.getByText(/^The balance, \$[\d,.]+, now covers it\.$/)).toBeVisible();
  await expect(decline.getByRole('button')).toHaveCount(0);
  // Its fix gone, focus is back on the row's "Why?", not lost at the page's start.
  await expect(decline.locator('summary')).toBeFocused();
});

test('the card statement exports every row of its period as CSV, reading as the table does', async ({
  page,
}, testInfo) => {
  await openCard(page, JAMES_CARD);
  const statement = sectionOf(page, 'Statement');
  const table = page.getByRole('table', { name: 'Card statement' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const count = await rowCount(page, 'Card statement pages');
  const { name, headers, rows } = await exportCsv(page, statement, testInfo);
  expect(name).toMatch(/^card_statement_\d{8}_\d{6}\.csv$/);
  expect(headers).toEqual([
    'Date',
    'Merchant',
    'Description',
    'Amount',
    'Merchant amount',
    'Status',
    'Balance',
  ]);
  expect(rows).toHaveLength(count);
  const shown = await shownRows(table);
  expect(shown.length).toBeGreaterThan(0);
  expect(rows.slice(0, shown.length)).toEqual(shown);
});

test('the account statement exports every row of its period as CSV, reading as the table does', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'admin', '/account/statement?period=last_12_months');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Statement' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Account statement' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const count = await rowCount(page, 'Account statement pages');
  const { name, headers, rows } = await exportCsv(page, sectionOf(page, 'Statement'), testInfo);
  expect(name).toMatch(/^account_statement_\d{8}_\d{6}\.csv$/);
  expect(headers).toEqual(['Date', 'Description', 'Reference', 'Money in', 'Money out', 'Balance']);
  expect(rows).toHaveLength(count);
  const shown = await shownRows(table);
  expect(rows.slice(0, shown.length)).toEqual(shown);
  // A top-up links to its card.
  await expect(table.getByRole('link').first()).toHaveAttribute('href', /^\/cards\/[0-9a-f-]{36}$/);
});

test('syncing the statement: it says it started, then when it finished and how many rows came, which then show', async ({
  page,
}) => {
  await openCard(page, JAMES_CARD);
  const table = page.getByRole('table', { name: 'Card statement' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const before = await rowCount(page, 'Card statement pages');
  const status = page.getByRole('status').filter({ hasText: /Sync/ });

  await page.getByRole('button', { name: 'Sync statement' }).click();
  await expect(status).toHaveText('Syncing the statement…');
  // The mock's sync runs 2 s; the page asks every second until it has finished.
  await expect(status).toHaveText(/^Synced (just now|\d+ minutes? ago) · \d+ new rows?$/, {
    timeout: 15_000,
  });
  const added = Number(/· (\d+) new/.exec((await status.textContent()) ?? '')?.[1]);
  expect(added).toBeGreaterThan(0);
  await expect.poll(() => rowCount(page, 'Card statement pages')).toBe(before + added);
  await expect(
    page
      .getByRole('table', { name: 'Card activity' })
      .getByRole('cell', { name: 'Statement synced' })
      .first(),
  ).toBeVisible();
});

test('an unknown card says "Card not found" and leads back to the cards', async ({ page }) => {
  await openSignedIn(page, 'admin', `/cards/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Card not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to cards' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cards');
});

test('a card and the account statement pass axe in both themes', async ({ page }) => {
  await openCard(page, LOW_BALANCE);
  const table = page.getByRole('table', { name: 'Card statement' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await table.locator('details summary').first().click();
  await expect(page.getByRole('table', { name: 'Card activity' })).toBeVisible();
  expect(await axeViolations(page, { dark: true })).toEqual([]);
  expect(await axeViolations(page, { dark: false })).toEqual([]);

  expect(await settledPathInApp(page, '/account/statement')).toBe('/account/statement');
  await expect(
    page.getByRole('table', { name: 'Account statement' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expect(page.getByText('Account name')).toBeVisible();
  expect(await axeViolations(page, { dark: true })).toEqual([]);
  expect(await axeViolations(page, { dark: false })).toEqual([]);
});
