import { expect, test } from '@playwright/test';
import { accounts, PASSWORD, type AccountName } from './support/accounts';
import { openLogin, settledPath, settledPathInApp, signIn } from './support/app';
import { expectedPath, routeTable, type Access } from './support/routes';

/**
 * Anonymous visitors, client users and the super admin meet every route; the others share their guard
 * class with one of those and meet only the routes where their roles or state make a difference.
 * Whenever a visitor is let through, the page title is checked too ("<title> | Stackwise").
 */
const visitors: { visitor: AccountName | 'anonymous'; meets: (access: Access) => boolean }[] = [
  { visitor: 'anonymous', meets: () => true },
  { visitor: 'user', meets: () => true },
  { visitor: 'root', meets: () => true },
  { visitor: 'admin', meets: (access) => ['clientAdmin', 'superAdmin', 'signedOut'].includes(access) },
  { visitor: 'globexAdmin', meets: (access) => access === 'clientAdmin' },
  // The inactive account cannot sign in: one route of each guarded kind shows it is treated as a visitor.
  { visitor: 'inactive', meets: (access) => access !== 'open' && access !== 'notFound' },
];

/**
 * Anonymous visitors load every address afresh, the slowest walk by far: it is split into parts that
 * run side by side. Every route is still met by every visitor.
 */
const PARTS: Partial<Record<AccountName | 'anonymous', number>> = { anonymous: 3 };

const walks = visitors.flatMap(({ visitor, meets }) => {
  const parts = PARTS[visitor] ?? 1;
  const routes = routeTable.filter((entry) => meets(entry.access));
  return Array.from({ length: parts }, (_, part) => ({
    name: parts === 1 ? visitor : `${visitor} (${part + 1}/${parts})`,
    visitor,
    routes: routes.filter((_, index) => index % parts === part),
  }));
});

for (const { name, visitor, routes } of walks) {
  test(`guard matrix: ${name}`, async ({ page }) => {
    test.setTimeout(240_000);
    if (visitor === 'inactive') {
      await openLogin(page);
      await page.getByLabel('Username').fill(accounts.inactive.username);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(
        'No active account found with the given credentials',
      );
    } else if (visitor !== 'anonymous') {
      await signIn(page, visitor);
    }
    const seen = new Set<Access>();
    const mismatches: string[] = [];
    for (const route of routes) {
      if (visitor === 'inactive' && seen.has(route.access)) continue;
      seen.add(route.access);
      const expected = expectedPath(visitor, route.path, route.access);
      // Anonymous visitors type every address (full loads); signed-in ones move around inside the app.
      const actual =
        visitor === 'anonymous'
          ? await settledPath(page, route.path)
          : await settledPathInApp(page, route.path);
      if (actual !== expected) mismatches.push(`${route.path}: expected ${expected}, got ${actual}`);
      if (actual === route.path) {
        // Soft: every wrong title is reported, and the walk goes on.
        await expect
          .soft(page, route.path)
          .toHaveTitle(route.title ? `${route.title} | Stackwise` : 'Stackwise');
      }
    }
    expect(mismatches).toEqual([]);
  });
}

test('a visitor sent to sign in comes back to the page they asked for', async ({ page }) => {
  await page.goto('/contracts/slack?tab=seats');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Username').fill(accounts.admin.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/contracts\/slack\?tab=seats$/);
});

test('an off-site redirect target is ignored after sign-in', async ({ page }) => {
  await openLogin(page, '?redirect=%2F%2Fevil.example%2Fphish');
  await page.getByLabel('Username').fill(accounts.admin.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.host.startsWith('127.0.0.1'));
});

test('signing out lands on the login page with its title', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle('Login | Stackwise');
});
