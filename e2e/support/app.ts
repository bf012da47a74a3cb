import { expect, type Locator, type Page } from '@playwright/test';
import { accounts, PASSWORD, type AccountName } from './accounts';

/**
 * For what a page shows after a full load that also replays or restores work (held writes, a redirect
 * from an identity provider): the demo's mock API boots again in the page first. The config's default
 * (15 s) covers a plain load; these journeys have met more than that on two busy cores.
 */
export const AFTER_LOAD = { timeout: 30_000 };

/** Opens the sign-in page and waits until the app (and in demo mode its mock API) is ready. */
export async function openLogin(page: Page, query = ''): Promise<void> {
  await page.goto(`/login${query}`);
  // A cold boot seeds the mock API in the page: on a busy 2-core machine that can take a while.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

/** Signs in through the form, as a person would, and waits for the landing route. */
export async function signIn(page: Page, account: AccountName): Promise<void> {
  const { username, landing } = accounts[account];
  await openLogin(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === landing);
  // The URL changes before the landing page's loader settles; the page is ready once its h1 shows.
  await expect(page.locator('main h1').first()).toBeVisible();
}

export async function signInDemo(page: Page): Promise<void> {
  await openLogin(page);
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

interface QaRouter {
  navigate: (options: { href: string }) => Promise<void>;
  state: { status: string; isLoading: boolean };
}

/**
 * The path the app settles on after an in-app navigation to `path` through the demo build's router
 * (src/lib/demo-mode.ts): the same guards run as on a full load, without rebooting the app.
 */
export async function settledPathInApp(page: Page, path: string): Promise<string> {
  await page.evaluate(async (href) => {
    const router = (window as unknown as { __stackwiseRouter: QaRouter }).__stackwiseRouter;
    await router.navigate({ href });
    // A guard's redirect starts another navigation: settled once the router is idle.
    while (router.state.status !== 'idle' || router.state.isLoading) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, path);
  await expect(page.locator('main h1').first()).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The path the app settles on after visiting `path` (guards may redirect). */
export async function settledPath(page: Page, path: string): Promise<string> {
  await page.goto(path);
  // Every page has one h1 once it has rendered; guards redirect before anything renders. A full load
  // boots the mock API again (and a public page loads its later areas): allow a cold boot's time.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  return new URL(page.url()).pathname;
}

/**
 * The mock API's own controls (MSW answers inside the page, so `page.route` cannot see its requests):
 * calls are made from the page so the service worker answers them, once the demo's mock has started
 * (the app paints first and starts it in the background).
 */
export async function mockControl(
  page: Page,
  method: 'POST' | 'DELETE' | 'GET',
  path: string,
  body?: unknown,
) {
  await page.waitForFunction(() => '__stackwiseDemoApi' in window);
  return page.evaluate(
    async ({ method, path, body }) => {
      await (window as { __stackwiseDemoApi?: () => Promise<void> }).__stackwiseDemoApi?.();
      const response = await fetch(`/api/v1/__demo__/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

/**
 * Clicks a control that closes its own window (a simulated identity provider's popup) and waits until
 * the window has gone. The window can close while Playwright is still settling the click; that is the
 * outcome the test wants, not a failure.
 */
export async function clickClosingPopup(popup: Page, control: Locator): Promise<void> {
  const closed = popup.waitForEvent('close').then(
    () => true,
    () => popup.isClosed(),
  );
  try {
    await control.click();
  } catch (error) {
    const closedSoon = await Promise.race([
      closed,
      new Promise<boolean>((resolve) => setTimeout(() => resolve(popup.isClosed()), 2_000)),
    ]);
    if (!closedSoon) throw error;
  }
  expect(await closed, 'the popup closes').toBe(true);
}

/** Opens the bell's panel from the shell's Notifications button and returns the panel. */
export async function openNotificationPanel(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Notifications' });
}
