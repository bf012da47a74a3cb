import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

// Every test starts from the mock API's own data, fresh in its own browser context.

const usageTable = (page: Page) => page.getByRole('table', { name: 'Utilisation per app' });

/** The utilisation column's values as numbers ('46%' → 46). */
async function utilisations(page: Page): Promise<number[]> {
  const table = usageTable(page);
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((text) => text.startsWith('Utilisation'));
  const rows = table.locator('tbody tr');
  const values: number[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    const text = await rows.nth(index).locator('th, td').nth(column).textContent();
    values.push(Number((text ?? '').replace('%', '')));
  }
  return values;
}

test('usage filters to low utilisation in the URL and drills into an app’s inactive users', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/usage');
  await expect(usageTable(page).locator('tbody tr').first()).toBeVisible();
  const everyApp = (await utilisations(page)).length;

  await page.getByRole('combobox', { name: 'Utilisation' }).selectOption({ label: 'Below 50%' });
  // Choices in the URL read plainly.
  await expect(page).toHaveURL(/[?&]low=50(&|$)/);
  await expect.poll(async () => (await utilisations(page)).length).toBeLessThan(everyApp);
  const low = await utilisations(page);
  expect(low.length).toBeGreaterThan(0);
  for (const value of low) expect(value).toBeLessThan(50);

  const drill = usageTable(page)
    .getByRole('button', { name: /^Inactive users of / })
    .first();
  const app = ((await drill.getAttribute('aria-label')) ?? '').replace('Inactive users of ', '');
  await drill.click();
  const dialog = page.getByRole('dialog', { name: `Inactive users of ${app}` });
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.locator('tbody tr').first()).toBeVisible();
  await dialog.getByLabel('No activity in').selectOption({ label: '90 days' });
  await expect(dialog.getByRole('table', { name: new RegExp(`in 90 days$`) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a reclaim as admin yields a task on My tasks and an opportunity in Optimize', async ({ page }) => {
  // James Carter (admin@acme.test) owns Slack's contract: the reclaim's task is his.
  await openSignedIn(page, 'admin', '/contracts/slack');
  await expect(page.getByRole('heading', { level: 1, name: 'License Management' })).toBeVisible();

  await page.getByRole('checkbox', { name: /^Select all inactive/ }).check();
  const reclaim = page.getByRole('button', { name: /^Reclaim \d+ seats?$/ });
  const label = (await reclaim.textContent()) ?? '';
  const seats = label.replace('Reclaim ', '');
  await reclaim.click();
  const confirm = page.getByRole('dialog', { name: `${label} of Slack?` });
  // Focus starts on Cancel: Enter does not reclaim by accident.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: label }).click();
  const result = page.getByRole('dialog', { name: 'Seats reclaimed' });
  await expect(
    result.getByText('A task was created for James Carter to reduce the seats bought.'),
  ).toBeVisible();
  await expect(result.getByText(/^A savings opportunity worth £[\d,.]+ a year was opened\./)).toBeVisible();

  await result.getByRole('link', { name: 'View it in Optimize' }).click();
  await expect(page).toHaveURL(/\/optimize\?app=/);
  await expect(
    page
      .getByRole('table', { name: 'Savings opportunities' })
      .getByRole('row')
      .filter({ hasText: 'Slack' })
      .first(),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(`Reduce Slack by ${seats}`)).toBeVisible();
});

for (const dark of [false, true]) {
  test(`axe finds no violations on Usage and License Management (${dark ? 'dark' : 'light'})`, async ({
    page,
  }) => {
    await openSignedIn(page, 'admin', '/usage');
    await expect(usageTable(page).locator('tbody tr').first()).toBeVisible();
    await page.getByText('Table view').first().click();
    expect(await axeViolations(page, { dark })).toEqual([]);

    await usageTable(page).locator('tbody tr').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'License Management' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^People holding a seat of / })).toBeVisible();
    await page.getByText('Table view').click();
    expect(await axeViolations(page, { dark })).toEqual([]);
  });
}
