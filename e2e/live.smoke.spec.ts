import { expect, test } from '@playwright/test';
import { accounts, PASSWORD } from './support/accounts';

/**
 * The `live` project: a live-mode build (VITE_API_URL=http://127.0.0.1:8787) against the standalone
 * mock API over real HTTP. No service worker, no mock code in the page.
 */
test('signs in and loads the dashboard over HTTP from the standalone mock API', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:8787/api/v1/'))
      apiCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await page.getByLabel('Username').fill(accounts.admin.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Annual SaaS spend')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My tasks' })).toBeVisible();
  expect(apiCalls).toEqual(
    expect.arrayContaining(['/api/v1/token/', '/api/v1/users/me/', '/api/v1/tenants/retrieve_tenant/']),
  );
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  // No demo tools in a live build.
  await expect(page.getByRole('button', { name: 'Demo tools' })).toHaveCount(0);
});

// The demo's worker, and MSW's own, which earlier demo builds registered directly.
for (const script of ['/demo-worker.js', '/mockServiceWorker.js']) {
  test(`a mock service worker (${script}) left by an earlier demo session is unregistered before the first call`, async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    // Simulate the leftover: register the demo's worker file on this origin, then load the app again.
    await page.evaluate(async (url) => {
      await navigator.serviceWorker.register(url);
      await navigator.serviceWorker.ready;
    }, script);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      1,
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
      .toBe(0);
  });
}
