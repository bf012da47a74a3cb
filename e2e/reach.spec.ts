import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { mockControl, signInDemo } from './support/app';
import { authFile, openSignedIn, type SignedInRole } from './support/auth';
import { axeViolations } from './support/axe';

// Every test starts from a freshly seeded mock API in its own browser context (the demo keeps its
// data in the tab's session), so the stack and request changes below touch no other test.

interface SavedState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * Signs `role` in within the same tab, from the setup project's saved state, and opens `path`: the
 * mock API's data, kept in this tab's session, carries the earlier person's changes over.
 */
async function switchTo(page: Page, role: SignedInRole, path: string): Promise<void> {
  const state = JSON.parse(readFileSync(authFile(role), 'utf8')) as SavedState;
  const entries = state.origins.flatMap((origin) => origin.localStorage);
  await page.evaluate((saved) => {
    for (const { name, value } of saved) localStorage.setItem(name, value);
  }, entries);
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const requestsTable = (page: Page) => page.getByRole('table', { name: 'Pending requests' });
const approvedToast = (page: Page) => page.getByText(/ has been added to .+'s stack\.$/);

async function requestFigma(page: Page, timeout?: number) {
  const figma = card(page, 'Figma');
  await figma.getByRole('button', { name: 'Request' }).click({ timeout });
  const dialog = page.getByRole('dialog', { name: 'Request Figma' });
  await dialog.getByLabel('Reason').fill('Design reviews with our agency happen in Figma.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(figma.getByText('Requested · pending approval')).toBeVisible();
  await expect(page.getByText('Your request for Figma has been sent.')).toBeVisible({ timeout });
}

test('a user requests Figma with a reason, an admin approves it, and the user then has it in their stack', async ({
  page,
}) => {
  await openSignedIn(page, 'user', '/reach?keyword=figma');
  await requestFigma(page);
  await expect(page.getByRole('link', { name: 'My requests (1)' })).toBeVisible();

  await switchTo(page, 'admin', '/reach?view=requests&keyword=figma');
  const row = requestsTable(page).getByRole('row', { name: /Figma/ });
  await expect(row).toContainText('Olivia Bennett');
  await expect(row).toContainText('Design reviews with our agency happen in Figma.');
  await row.getByRole('button', { name: 'Approve Figma for Olivia Bennett' }).click();
  await expect(row).toHaveCount(0);
  await expect(approvedToast(page)).toBeVisible();

  await switchTo(page, 'user', '/reach?view=stack');
  await expect(
    page.getByRole('table', { name: 'My stack' }).getByRole('row', { name: /Figma/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'My stack (3)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My requests (0)' })).toBeVisible();
});

test('under the slow scenario, the approval shows its new state before the server answers', async ({
  page,
}) => {
  await openSignedIn(page, 'user', '/reach?keyword=figma');
  expect((await mockControl(page, 'POST', 'scenario', { scenario: 'slow' })).status).toBe(200);
  await page.reload();
  await requestFigma(page, 15_000);

  await switchTo(page, 'admin', '/reach?view=requests&keyword=figma');
  const approve = requestsTable(page).getByRole('button', { name: 'Approve Figma for Olivia Bennett' });
  await expect(approve).toBeVisible();
  await approve.click();
  // Every reply takes 1.5 s: the row leaves well before the approval's reply.
  await expect(approve).toHaveCount(0, { timeout: 1_000 });
  await expect(approvedToast(page)).toHaveCount(0);
  await expect(approvedToast(page)).toBeVisible();
  await expect(approve).toHaveCount(0);
});

test('a refused approval comes back with the server’s message', async ({ page }) => {
  await openSignedIn(page, 'admin', '/reach?view=requests');
  const first = requestsTable(page)
    .getByRole('button', { name: /^Approve / })
    .first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label')) ?? '';
  const approve = requestsTable(page).getByRole('button', { name, exact: true });

  await mockControl(page, 'POST', 'faults', {
    method: 'POST',
    path: '/approve/',
    status: 409,
    body: { detail: 'Approvals are paused while the budget is reviewed.' },
    delay_ms: 1500,
  });
  await approve.click();
  await expect(approve).toHaveCount(0, { timeout: 1_000 });
  await expect(page.getByText('Approvals are paused while the budget is reviewed.')).toBeVisible();
  await expect(approve).toBeVisible();
});

test('the demo account is stopped with the read-only warning when it adds an app', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/reach');
  const add = page.getByRole('button', { name: 'Add to stack' }).first();
  await expect(add).toBeVisible();
  const item = page.getByRole('article').filter({ has: add }).first();
  const name = (await item.getByRole('heading').textContent()) ?? '';
  await add.click();
  await expect(page.getByText('Sorry, this is a read-only demo account.')).toBeVisible();
  await expect(card(page, name).getByText('In your stack')).toHaveCount(0);
  await expect(card(page, name).getByRole('button', { name: 'Add to stack' })).toBeVisible();
});

test('keyboard only: search, a category, and Add to stack', async ({ page }) => {
  await openSignedIn(page, 'admin', '/reach');
  const search = page.getByRole('searchbox', { name: 'Search apps' });
  await search.focus();
  await page.keyboard.type('notion');
  const notion = card(page, 'Notion');
  await expect(notion).toBeVisible();
  const category = ((await notion.locator('dd').first().textContent()) ?? '').trim();

  await page.keyboard.press('Tab');
  const filter = page.getByRole('combobox', { name: 'Category' });
  await expect(filter).toBeFocused();
  // A closed select takes the first letters of a choice.
  await page.keyboard.type(category);
  await expect(filter.locator('option:checked')).toHaveText(new RegExp(`^${category} \\(`));
  await expect(page).toHaveURL(/[?&]category=/);
  await expect(page.getByRole('status').filter({ hasText: /apps? match/ })).toBeVisible();

  const add = notion.getByRole('button', { name: 'Add to stack' });
  for (let presses = 0; presses < 40; presses += 1) {
    if (await add.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notion.getByText('In your stack')).toBeVisible();
  await expect(page.getByText('Notion has been added to your stack.')).toBeVisible();
  // Focus stays on the item's action, which now removes it.
  const remove = notion.getByRole('button', { name: 'Remove from stack' });
  await expect(remove).toBeEnabled();
  await expect(remove).toBeFocused();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the Reach views (${theme})`, async ({ page }) => {
    await openSignedIn(page, 'admin', '/reach');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const dark = theme === 'dark';
    expect(await axeViolations(page, { dark })).toEqual([]);

    for (const [view, table] of [
      ['My stack', 'My stack'],
      ['My requests', 'My requests'],
      ['Requests', 'Pending requests'],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'Reach views' })
        .getByRole('link', { name: new RegExp(`^${view}\\b`) })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: view })).toBeVisible();
      if (view !== 'My requests') await expect(page.getByRole('table', { name: table })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(await axeViolations(page, { dark }), view).toEqual([]);
    }

    // The vendor filter's list, open.
    await page
      .getByRole('navigation', { name: 'Reach views' })
      .getByRole('link', { name: 'Catalogue' })
      .click();
    await page.getByRole('combobox', { name: 'Vendor' }).click();
    await page.keyboard.type('a');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page, { dark }), 'vendor filter').toEqual([]);
  });
}
