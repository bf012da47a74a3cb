import { expect, test } from '@playwright/test';
import { accounts, PASSWORD, type AccountName } from './support/accounts';
import { openLogin, settledPath, signIn } from './support/app';
import { expectedPath, routeTable } from './support/routes';

const visitors = [
  'anonymous',
  'user',
  'admin',
  'globexAdmin',
  'root',
  'inactive',
] as const satisfies readonly (AccountName | 'anonymous')[];

for (const visitor of visitors) {
  test(`guard matrix: ${visitor}`, async ({ page }) => {
    test.setTimeout(120_000);
    if (visitor === 'inactive') {
      // The inactive account cannot sign in, so it meets every route as a visitor.
      await openLogin(page);
      await page.getByLabel('Username').fill(accounts.inactive.username);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'No active account found with the given credentials',
      );
    } else if (visitor !== 'anonymous') {
      await signIn(page, visitor);
    }
    const mismatches: string[] = [];
    for (const route of routeTable) {
      const expected = expectedPath(visitor, route.path, route.access);
      const actual = await settledPath(page, route.path);
      if (actual !== expected) mismatches.push(`${route.path}: expected ${expected}, got ${actual}`);
    }
    expect(mismatches).toEqual([]);
  });
}

test('a visitor sent to sign in comes back to the page they asked for', async ({ page }) => {
  await page.goto('/contracts/slack?tab=seats');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Username').fill(accounts.admin.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/contracts\/slack\?tab=seats$/);
});

test('an off-site redirect target is ignored after sign-in', async ({ page }) => {
  await openLogin(page, '?redirect=%2F%2Fevil.example%2Fphish');
  await page.getByLabel('Username').fill(accounts.admin.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.host.startsWith('127.0.0.1'));
});

test('titles follow "<title> | Stackwise", or "Stackwise" without a title', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  for (const route of routeTable.filter((entry) =>
    ['clientPages', 'clientAdmin', 'signedIn', 'open', 'notFound'].includes(entry.access),
  )) {
    await settledPath(page, route.path);
    await expect(page, route.path).toHaveTitle(route.title ? `${route.title} | Stackwise` : 'Stackwise');
  }
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle('Login | Stackwise');
});
