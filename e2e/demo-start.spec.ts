import { expect, test, type Page } from '@playwright/test';
import { openLogin } from './support/app';
import { openSignedIn } from './support/auth';

/** The mock API's own chunk (mocks/browser.ts): holding it holds the demo's API, nothing else. */
const MOCK_API_CHUNK = /\/assets\/browser-[^/]+\.js$/;

const mockWorkers = (page: Page) =>
  page.evaluate(
    async () =>
      (await navigator.serviceWorker.getRegistrations()).filter((registration) =>
        [registration.active, registration.waiting, registration.installing].some((worker) =>
          worker?.scriptURL.endsWith('/demo-worker.js'),
        ),
      ).length,
  );

test('/login paints without the mock API, which starts once the visitor shows intent', async ({ page }) => {
  const mockRequests: string[] = [];
  page.on('request', (request) => {
    if (MOCK_API_CHUNK.test(new URL(request.url()).pathname)) mockRequests.push(request.url());
  });
  await openLogin(page);
  await expect(page.getByLabel('Password')).toBeVisible();
  // A visitor who only looks at the page never downloads or starts the mock API.
  await page.waitForTimeout(1_000);
  expect(mockRequests).toEqual([]);
  expect(await mockWorkers(page)).toBe(0);

  // Typing is intent: the mock starts in the background, before any call needs it.
  await page.getByLabel('Username').fill('admin@acme.test');
  await expect.poll(() => mockWorkers(page)).toBe(1);
  expect(mockRequests).toHaveLength(1);
});

test('a signed-in reload shows the page frame at once, and its data when the mock API answers', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(MOCK_API_CHUNK, async (route) => {
    await held;
    await route.continue();
  });

  await page.reload();
  // The frame is there while the API cannot answer yet; the page's data waits, under the loader.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Loading…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);

  release();
  // Released, the mock API boots cold (seeding included): the same allowance as any cold boot.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Annual SaaS spend')).toBeVisible();
});
