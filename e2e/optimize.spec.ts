import { expect, test, type Locator, type Page } from '@playwright/test';
import { mockControl } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

// Every test starts from the mock API's own data, fresh in its own browser context, so the changes
// below touch no other test. Acme reports in GBP.

const table = (page: Page) => page.getByRole('table', { name: 'Savings opportunities' });
// Also while a dialog is open over the page (the page behind it is hidden from assistive technology).
const totals = (page: Page) => page.getByRole('region', { name: 'Totals', includeHidden: true });

/** '£12,500.00' → 12500 (cents kept). */
function amount(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.-]/g, ''));
}

/** A figure of the totals: the value after its label. */
function figure(scope: Locator, label: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

interface Sums {
  count: number;
  value: number;
  arr: number;
}

async function shownTotals(page: Page): Promise<Sums> {
  const scope = totals(page);
  return {
    count: amount(await figure(scope, 'Opportunities').textContent()),
    value: amount(await figure(scope, 'Savings potential').textContent()),
    arr: amount(await figure(scope, 'ARR').textContent()),
  };
}

/** The sums of the rows the table shows (the whole list fits on one page of 100). */
async function rowSums(page: Page): Promise<Sums> {
  const cells = await table(page).evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const savingsAt = headers.findIndex((text) => text.includes('Savings'));
    const arrAt = headers.findIndex((text) => text.trim() === 'ARR');
    return [...element.querySelectorAll('tbody tr')].map((row) => {
      const cells = row.querySelectorAll('th, td');
      return [cells[savingsAt]?.textContent ?? '', cells[arrAt]?.textContent ?? ''];
    });
  });
  const cents = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value * 100, 0)) / 100;
  return {
    count: cells.length,
    value: cents(cells.map(([savings]) => amount(savings!))),
    arr: cents(cells.map(([, arr]) => amount(arr!))),
  };
}

/** Waits until the server's rows are back and checks the totals shown against their sums. */
async function expectTotalsAreTheRowsSums(page: Page): Promise<Sums> {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect
    .poll(async () => JSON.stringify(await rowSums(page)))
    .toBe(JSON.stringify(await shownTotals(page)));
  return shownTotals(page);
}

async function openList(page: Page, search = 'size=100') {
  await openSignedIn(page, 'admin', `/optimize?${search}`);
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
}

const cents = (value: number) => Math.round(value * 100) / 100;

test('create, edit and delete an opportunity: the totals move by the exact amounts and always equal the rows’ sums', async ({
  page,
}) => {
  await openList(page);
  const before = await expectTotalsAreTheRowsSums(page);
  expect(before.count).toBe(40);

  // Create: the rules first, then the totals rise by the amounts entered.
  await page.getByRole('button', { name: 'New opportunity' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New opportunity' });
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await expect(dialog.getByText('App is required.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Retire the spare Notion workspace');
  await dialog.getByRole('combobox', { name: 'App' }).fill('Notion');
  await page.getByRole('option', { name: 'Notion', exact: true }).click();
  await dialog.getByLabel('Savings potential').fill('-5');
  await dialog.getByLabel('ARR').fill('lots');
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(dialog.getByText('Savings potential must not be negative.')).toBeVisible();
  await expect(dialog.getByText('ARR must be a valid floating number.')).toBeVisible();
  await dialog.getByLabel('Savings potential').fill('1234.56');
  await dialog.getByLabel('ARR').fill('4800');
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(
    page.getByText('Opportunity "Retire the spare Notion workspace" has been created.'),
  ).toBeVisible();
  await expect(table(page).getByRole('row', { name: /Retire the spare Notion workspace/ })).toBeVisible();
  const created = await expectTotalsAreTheRowsSums(page);
  expect(created).toEqual({
    count: before.count + 1,
    value: cents(before.value + 1234.56),
    arr: cents(before.arr + 4800),
  });

  // Edit: by the difference.
  await table(page)
    .getByRole('button', { name: 'Edit Retire the spare Notion workspace', exact: true })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit opportunity' });
  await edit.getByLabel('Savings potential').fill('2000');
  await edit.getByLabel('ARR').fill('4000.5');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Opportunity "Retire the spare Notion workspace" has been updated.'),
  ).toBeVisible();
  const edited = await expectTotalsAreTheRowsSums(page);
  expect(edited).toEqual({
    count: created.count,
    value: cents(created.value - 1234.56 + 2000),
    arr: cents(created.arr - 4800 + 4000.5),
  });

  // Delete, confirmed: back to where it started.
  await table(page)
    .getByRole('button', { name: 'Delete Retire the spare Notion workspace', exact: true })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete opportunity?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete opportunity' }).click();
  await expect(
    page.getByText('Opportunity "Retire the spare Notion workspace" has been deleted.'),
  ).toBeVisible();
  await expect(table(page).getByRole('row', { name: /Retire the spare Notion workspace/ })).toHaveCount(0);
  expect(await expectTotalsAreTheRowsSums(page)).toEqual(before);
});

test('a refused edit shows in the totals at once, then they go back with the server’s message', async ({
  page,
}) => {
  await openList(page);
  const before = await expectTotalsAreTheRowsSums(page);
  const edit = table(page)
    .getByRole('button', { name: /^Edit / })
    .first();
  const title = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');

  await mockControl(page, 'POST', 'faults', {
    method: 'PUT',
    path: '/opportunities/',
    status: 409,
    body: { detail: 'This opportunity is locked while its renewal is negotiated.' },
    delay_ms: 1500,
  });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit opportunity' });
  const savings = amount(await dialog.getByLabel('Savings potential').inputValue());
  await dialog.getByLabel('Savings potential').fill(String(savings + 1000));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  // Shown before the (delayed) refusal…
  await expect
    .poll(async () => (await shownTotals(page)).value, { timeout: 1_000 })
    .toBe(cents(before.value + 1000));
  // …then taken back, with the server's words; what was typed is still in the form.
  await expect(
    page.getByText('This opportunity is locked while its renewal is negotiated.').first(),
  ).toBeVisible();
  await expect.poll(async () => (await shownTotals(page)).value).toBe(before.value);
  await expect(dialog.getByLabel('Savings potential')).toHaveValue(String(savings + 1000));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(table(page).getByRole('button', { name: `Edit ${title}`, exact: true })).toBeVisible();
  expect(await expectTotalsAreTheRowsSums(page)).toEqual(before);
});

test('the dashboard’s Identified savings is the open opportunities’ total, and follows a new one', async ({
  page,
}) => {
  await openList(page, 'status=open&size=100');
  const open = await expectTotalsAreTheRowsSums(page);
  const exact = (value: number) =>
    `£${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} in open opportunities`;

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const kpi = page.getByRole('link', { name: exact(open.value) });
  await expect(kpi).toBeVisible();

  // A new open opportunity raises it by its savings.
  await kpi.click();
  await expect(page).toHaveURL(/\/optimize\?status=open/);
  await page.getByRole('button', { name: 'New opportunity' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New opportunity' });
  await dialog.getByLabel('Title').fill('Drop the unused Miro team plan');
  await dialog.getByRole('combobox', { name: 'App' }).fill('Miro');
  await page.getByRole('option', { name: 'Miro', exact: true }).click();
  await dialog.getByLabel('Savings potential').fill('7500');
  await dialog.getByLabel('ARR').fill('9000');
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(
    page.getByText('Opportunity "Drop the unused Miro team plan" has been created.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('link', { name: exact(cents(open.value + 7500)) })).toBeVisible();
});

test('comments: add one, then edit and delete it', async ({ page }) => {
  await openList(page);
  const button = table(page)
    .getByRole('button', { name: /^Comments \(\d+\) on / })
    .first();
  const [, count, title] =
    /^Comments \((\d+)\) on (.+)$/.exec((await button.getAttribute('aria-label')) ?? '') ?? [];
  const before = Number(count);
  // The row's button, also while the panel hides the page behind it from assistive technology.
  const commentsButton = (n: number) =>
    page.getByRole('button', { name: `Comments (${n}) on ${title}`, exact: true, includeHidden: true });
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Comments' });
  await expect(panel.getByLabel('Add a comment')).toBeFocused();
  await panel.getByRole('button', { name: 'Add comment' }).click();
  await expect(panel.getByText('Comment is required.')).toBeVisible();
  await panel.getByLabel('Add a comment').fill('Finance agreed to wait for the Q3 renewal.');
  await panel.getByRole('button', { name: 'Add comment' }).click();
  const mine = panel.getByRole('article', { name: 'Comment by James Carter' }).last();
  await expect(mine).toContainText('Finance agreed to wait for the Q3 renewal.');
  await expect(commentsButton(before + 1)).toBeAttached();

  await mine.getByRole('button', { name: 'Edit comment' }).click();
  await mine.getByLabel('Edit comment').fill('Finance agreed to wait for the Q4 renewal.');
  await mine.getByRole('button', { name: 'Save comment' }).click();
  await expect(mine).toContainText('Finance agreed to wait for the Q4 renewal.');
  await mine.getByRole('button', { name: 'Delete comment' }).click();
  await expect(panel.getByText('Finance agreed to wait for the Q4 renewal.')).toHaveCount(0);
  await expect(commentsButton(before)).toBeAttached();
  await panel.getByRole('button', { name: 'Close comments' }).click();
  await expect(commentsButton(before)).toBeFocused();
});

for (const dark of [false, true]) {
  test(`the list, the form and the comments panel have no axe violations (${dark ? 'dark' : 'light'})`, async ({
    page,
  }) => {
    await openList(page, 'size=25');
    expect(await axeViolations(page, { dark, exclude: ['[data-sonner-toaster]'] })).toEqual([]);

    await page.getByRole('button', { name: 'New opportunity' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New opportunity' });
    await dialog.getByRole('button', { name: 'Create opportunity' }).click();
    await expect(dialog.getByText('Title is required.')).toBeVisible();
    expect(await axeViolations(page, { dark })).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await table(page)
      .getByRole('button', { name: /^Comments \([1-9]\d*\) on / })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: 'Comments' });
    await expect(panel.getByRole('article').first()).toBeVisible();
    expect(await axeViolations(page, { dark })).toEqual([]);
  });
}
