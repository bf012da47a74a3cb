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
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
});

test('a route chunk still loading after 120 s fails into the error view', async ({ page }) => {
  await page.clock.install();
  await openSignedIn(page, 'admin');
  await page.context().route(/\/assets\/usage-[^/]+\.js$/, () => {
    // Never answered: the chunk hangs.
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage' }).click();
  await page.clock.fastForward(119_000);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
});
