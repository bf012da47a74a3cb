import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/auth';

/** Chunk requests pass through the mock service worker, so they are routed at the context level. */
test('a route chunk that fails to load shows an error view whose Retry recovers', async ({ page }) => {
  await openSignedIn(page, 'admin');
  let fail = true;
  await page
    .context()
    .route(/\/assets\/usage-[^/]+\.js$/, (route) => (fail ? route.abort() : route.continue()));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  // The router may try the chunk again by itself (and then recover without Retry): the chunk stays
  // unavailable until the very moment Retry is pressed. Retry reloads the page; pressed from the
  // keyboard, the test then waits for what the person sees, not for the reload's load event.
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.focus();
  fail = false;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible({ timeout: 20_000 });
});

test('a route chunk still loading after 120 s fails into the error view', async ({ page }) => {
  await page.clock.install();
  await openSignedIn(page, 'admin');
  await page.context().route(/\/assets\/usage-[^/]+\.js$/, () => {
    // Never answered: the chunk hangs.
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage' }).click();
  // The fake clock also runs on in real time between these steps (seconds on a busy machine), so
  // "not yet" is checked well before the limit and "failed" well after it.
  await page.clock.fastForward(110_000);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  await page.clock.fastForward(15_000);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
});
