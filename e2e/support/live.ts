import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';

/** The standalone mock API the live build talks to (`npm run mock-api`). */
export const LIVE_API = 'http://127.0.0.1:8787/api/v1';

/** Signs `username` in through the form and waits for the dashboard. */
export async function signInLive(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A signed-in page of its own browser context (its own storage: one person per context). */
export async function personPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInLive(page, username);
  return page;
}

/** How many sockets `username` holds open on the mock API. */
export async function socketsOf(request: APIRequestContext, username: string): Promise<number> {
  const reply = await request.get(`${LIVE_API}/__demo__/socket`);
  const { connections } = (await reply.json()) as { connections: { username: string }[] };
  return connections.filter((c) => c.username === username).length;
}
