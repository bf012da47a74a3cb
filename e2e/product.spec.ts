import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD, accounts } from './support/accounts';
import { AFTER_LOAD, mockControl } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

const reviewsRegion = (page: Page) => page.getByRole('region', { name: 'Reviews', exact: true });

/** The product's average and count as the reviews section reads them out ('4.3 out of 5, 12 reviews'). */
async function ratingSummary(page: Page): Promise<{ rating: number; count: number }> {
  const text = await reviewsRegion(page)
    .getByText(/^\d\.\d out of 5, [\d,]+ reviews?$/)
    .textContent();
  const match = /^(\d\.\d) out of 5, ([\d,]+) reviews?$/.exec(text ?? '');
  if (!match) throw new Error(`No rating summary in "${text}"`);
  return { rating: Number(match[1]), count: Number(match[2]!.replace(/,/g, '')) };
}

const summaryText = (rating: number, count: number) =>
  `${rating.toFixed(1)} out of 5, ${count} ${count === 1 ? 'review' : 'reviews'}`;

/** Picks a rating by clicking its star, as a person does (the radio itself is visually hidden). */
async function chooseStars(form: Locator, stars: number) {
  const name = `${stars} ${stars === 1 ? 'star' : 'stars'}`;
  await form.locator('label', { has: form.page().getByRole('radio', { name }) }).click();
  await expect(form.getByRole('radio', { name })).toBeChecked();
}

const axe = (page: Page, dark: boolean) => axeViolations(page, { dark, exclude: ['[data-sonner-toaster]'] });

test('a visitor reads Figma’s page, signs in from it and comes back to it, with the Request action', async ({
  page,
}) => {
  await page.goto('/product/figma');
  await expect(page.getByRole('heading', { level: 1, name: 'Figma' })).toBeVisible(AFTER_LOAD);
  await expect(page).toHaveTitle('Figma | Stackwise');
  await expect(page.getByRole('link', { name: /\(opens in a new tab\)$/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(
    page
      .getByRole('region', { name: /^Alternatives in / })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await expect(reviewsRegion(page).getByRole('article').first()).toBeVisible();
  const { count } = await ratingSummary(page);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Request' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/product/figma',
  );
  await page.getByLabel('Username').fill(accounts.user.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/product/figma');
  await expect(page.getByRole('heading', { level: 1, name: 'Figma' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
});

test('a signed-in user writes a review, edits it and deletes it; the average and count move at once', async ({
  page,
}) => {
  await openSignedIn(page, 'user', '/product/figma');
  await expect(page.getByRole('heading', { level: 1, name: 'Figma' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Write a review' });
  await expect(form).toBeVisible();
  const before = await ratingSummary(page);
  // Every reply now takes 1.5 s: what shows before it comes is the page's own doing.
  expect((await mockControl(page, 'POST', 'scenario', { scenario: 'slow' })).status).toBe(200);

  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Rating is required.')).toBeVisible();
  await expect(form.getByText('Review is required.')).toBeVisible();

  await chooseStars(form, 1);
  await form.getByLabel('Review').fill('Slow to load on our laptops and costly per editor.');
  await form.getByRole('button', { name: 'Post review' }).click();
  // At once: one more review, and a 1-star one pulls the average down.
  await expect(reviewsRegion(page).getByText('Posting…')).toBeVisible({ timeout: 1_000 });
  await expect(
    reviewsRegion(page).getByText(new RegExp(`^\\d\\.\\d out of 5, ${before.count + 1} reviews$`)),
  ).toBeVisible({ timeout: 1_000 });
  const posted = await ratingSummary(page);
  expect(posted.count).toBe(before.count + 1);
  expect(posted.rating).toBeLessThan(before.rating);
  await expect(page.getByText('Your review has been posted.')).toBeVisible();
  const editor = page.getByRole('region', { name: 'Edit your review' });
  await expect(editor).toBeVisible();
  await expect(reviewsRegion(page).getByRole('article', { name: 'Review by you' })).toContainText(
    'Slow to load on our laptops',
  );

  await chooseStars(editor, 5);
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(async () => (await ratingSummary(page)).rating, { timeout: 1_000 })
    .toBeGreaterThan(posted.rating);
  expect((await ratingSummary(page)).count).toBe(before.count + 1);
  await expect(page.getByText('Your review has been updated.')).toBeVisible();

  await editor.getByRole('button', { name: 'Delete review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your review?' });
  await dialog.getByRole('button', { name: 'Delete review' }).click();
  await expect(
    reviewsRegion(page).getByText(new RegExp(`^\\d\\.\\d out of 5, ${before.count} reviews?$`)),
  ).toBeVisible({ timeout: 1_000 });
  await expect(reviewsRegion(page).getByText(summaryText(before.rating, before.count))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Write a review' })).toBeVisible();
  await expect(page.getByText('Your review has been deleted.')).toBeVisible();
  await expect(reviewsRegion(page).getByRole('article', { name: 'Review by you' })).toHaveCount(0);
});

test('an unknown slug says so on the page, with the way back to Reach', async ({ page }) => {
  await page.goto('/product/no-such-app');
  await expect(page.getByRole('heading', { level: 1, name: 'App not found' })).toBeVisible(AFTER_LOAD);
  await expect(page.getByRole('link', { name: 'Back to Reach' })).toHaveAttribute('href', '/reach');
  await expect(page).toHaveTitle('App not found | Stackwise');
  await expect(page.getByText('Opps...')).toHaveCount(0);
});

test('the product page has no axe violations in either theme, signed out and signed in', async ({ page }) => {
  await page.goto('/product/figma');
  await expect(reviewsRegion(page).getByRole('article').first()).toBeVisible(AFTER_LOAD);
  expect(await axe(page, false)).toEqual([]);
  expect(await axe(page, true)).toEqual([]);

  await openSignedIn(page, 'user', '/product/figma');
  await expect(page.getByRole('region', { name: 'Write a review' })).toBeVisible();
  await expect(reviewsRegion(page).getByRole('article').first()).toBeVisible();
  expect(await axe(page, false)).toEqual([]);
  expect(await axe(page, true)).toEqual([]);
  // The form's messages and an open confirmation are part of the page too.
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Rating is required.')).toBeVisible();
  expect(await axe(page, false)).toEqual([]);
  expect(await axe(page, true)).toEqual([]);
});
