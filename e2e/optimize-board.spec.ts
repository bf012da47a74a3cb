import { expect, test, type Locator, type Page } from '@playwright/test';
import { mockControl } from './support/app';
import { openSignedIn, type SignedInRole } from './support/auth';
import { axeViolations } from './support/axe';

// Every test starts from the mock API's own data, fresh in its own browser context, so the moves below
// touch no other test.

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const titlesIn = (region: Locator) => region.getByRole('article').getByRole('heading').allTextContents();
/** A figure of a column or of the board: the value after its label. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');
/** dnd-kit's live region, where every step of a carried card is announced. */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

async function openBoard(page: Page, role: SignedInRole = 'admin', timeout = 15_000) {
  await openSignedIn(page, role, '/optimize/board');
  await expect(column(page, 'Identified').getByRole('article').first()).toBeVisible({ timeout });
}

async function count(region: Locator): Promise<number> {
  return Number(await figure(region, 'Opportunities').textContent());
}

test('a card is carried across two columns by keyboard alone, every step announced', async ({ page }) => {
  await openBoard(page);
  const identified = column(page, 'Identified');
  const negotiating = column(page, 'Negotiating');
  const title = (await titlesIn(identified))[1]!;
  const sizes = {
    identified: await count(identified),
    inReview: await count(column(page, 'In review')),
    negotiating: await count(negotiating),
  };
  const handle = identified.getByRole('button', { name: title, exact: true });
  await expect(handle).toHaveAccessibleDescription(/press Space or Enter to pick it up/);

  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcement(page)).toHaveText(
    `Picked up ${title}. It is in Identified, position 2 of ${sizes.identified}.`,
  );
  await page.keyboard.press('ArrowRight');
  await expect(announcement(page)).toHaveText(
    `${title} moved to In review, position 2 of ${sizes.inReview + 1}.`,
  );
  await page.keyboard.press('ArrowRight');
  await expect(announcement(page)).toHaveText(
    `${title} moved to Negotiating, position 2 of ${sizes.negotiating + 1}.`,
  );
  await page.keyboard.press('ArrowUp');
  await expect(announcement(page)).toHaveText(
    `${title} moved to Negotiating, position 1 of ${sizes.negotiating + 1}.`,
  );
  await page.keyboard.press('Space');
  await expect(announcement(page)).toHaveText(
    `${title} dropped in Negotiating, position 1 of ${sizes.negotiating + 1}.`,
  );

  await expect.poll(async () => (await titlesIn(negotiating))[0]).toBe(title);
  await expect(negotiating.getByRole('button', { name: title, exact: true })).toBeFocused();
  await expect(figure(negotiating, 'Opportunities')).toHaveText(String(sizes.negotiating + 1));
  await expect(figure(identified, 'Opportunities')).toHaveText(String(sizes.identified - 1));

  // Escape puts a carried card back where it was.
  const other = (await titlesIn(identified))[0]!;
  await identified.getByRole('button', { name: other, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(announcement(page)).toHaveText(new RegExp(`^Picked up ${other}\\.`));
  await page.keyboard.press('ArrowRight');
  await expect(announcement(page)).toHaveText(new RegExp(`^${other} moved to In review`));
  await page.keyboard.press('Escape');
  await expect(announcement(page)).toHaveText(`Move cancelled. ${other} is back in Identified.`);
  expect((await titlesIn(identified))[0]).toBe(other);

  // The server took the move: it is still there after a reload.
  await page.reload();
  await expect.poll(async () => (await titlesIn(column(page, 'Negotiating')))[0]).toBe(title);
});

test('a card is dragged with the mouse into another column', async ({ page }) => {
  await openBoard(page);
  const identified = column(page, 'Identified');
  const realised = column(page, 'Realised');
  const title = (await titlesIn(identified))[0]!;
  const before = await count(realised);

  const from = await identified.getByRole('button', { name: title, exact: true }).boundingBox();
  const to = await realised.getByRole('heading', { level: 2 }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2 + 20, from!.y + from!.height / 2, { steps: 4 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 80, { steps: 12 });
  await expect(realised.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await page.mouse.up();

  await expect(figure(realised, 'Opportunities')).toHaveText(String(before + 1));
  expect(await titlesIn(identified)).not.toContain(title);
});

test('a refused move puts the card back, with the server’s reason', async ({ page }) => {
  await openBoard(page);
  const identified = column(page, 'Identified');
  const realised = column(page, 'Realised');
  const title = (await titlesIn(identified))[0]!;
  const sizes = { identified: await count(identified), realised: await count(realised) };

  await mockControl(page, 'POST', 'faults', {
    method: 'POST',
    path: '/move/',
    status: 403,
    body: { detail: 'You can only change opportunities you own.' },
    delay_ms: 1500,
  });
  const card = identified.getByRole('article', { name: title, exact: true });
  await card.getByRole('button', { name: 'Move to…' }).click();
  await page.getByRole('menuitem', { name: 'Realised' }).click();

  // Shown at once, then put back when the server refuses.
  await expect(realised.getByRole('article', { name: title, exact: true })).toBeVisible({ timeout: 1000 });
  await expect(figure(realised, 'Opportunities')).toHaveText(String(sizes.realised + 1));
  await expect(page.getByText('You can only change opportunities you own.')).toBeVisible();
  await expect(identified.getByRole('article', { name: title, exact: true })).toBeVisible();
  expect((await titlesIn(identified))[0]).toBe(title);
  await expect(figure(realised, 'Opportunities')).toHaveText(String(sizes.realised));
  await expect(figure(identified, 'Opportunities')).toHaveText(String(sizes.identified));
});

test('under the slow scenario the card and the totals move before the server replies', async ({ page }) => {
  await openBoard(page);
  expect((await mockControl(page, 'POST', 'scenario', { scenario: 'slow' })).status).toBe(200);
  await page.reload();
  const identified = column(page, 'Identified');
  const inReview = column(page, 'In review');
  await expect(identified.getByRole('article').first()).toBeVisible();
  const title = (await titlesIn(identified))[0]!;
  const sizes = { identified: await count(identified), inReview: await count(inReview) };
  const boardCount = await count(page.getByRole('region', { name: 'Board totals' }));
  const value = await figure(inReview, 'Value').textContent();

  const moved = page.waitForResponse((response) => response.url().includes('/move/'));
  const card = identified.getByRole('article', { name: title, exact: true });
  await card.getByRole('button', { name: 'Move to…' }).click();
  await page.getByRole('menuitem', { name: 'In review' }).click();

  // Every reply takes 1.5 s: the card and both columns' totals change well before it.
  await expect(inReview.getByRole('article', { name: title, exact: true })).toBeVisible({ timeout: 1000 });
  await expect(figure(inReview, 'Opportunities')).toHaveText(String(sizes.inReview + 1), { timeout: 1000 });
  await expect(figure(identified, 'Opportunities')).toHaveText(String(sizes.identified - 1), {
    timeout: 1000,
  });
  await expect(figure(inReview, 'Value')).not.toHaveText(value ?? '', { timeout: 1000 });
  await expect(figure(page.getByRole('region', { name: 'Board totals' }), 'Opportunities')).toHaveText(
    String(boardCount),
  );
  await moved;
  await expect(inReview.getByRole('article', { name: title, exact: true })).toBeVisible();
  await expect(inReview.getByRole('button', { name: title, exact: true })).toBeFocused();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the board (${theme})`, async ({ page }) => {
    await openBoard(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await axeViolations(page, { dark: theme === 'dark' })).toEqual([]);

    // A plain user's board: most cards are only read.
    await openBoard(page, 'user');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await axeViolations(page, { dark: theme === 'dark' })).toEqual([]);
  });
}
