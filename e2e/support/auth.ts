import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { accounts } from './accounts';

/**
 * Signed-in roles without a sign-in per test: the `setup` project (e2e/auth.setup.ts) signs each of
 * these in once per run, through the login form, and saves the browser's storage state to
 * `e2e/.auth/<role>.json` (gitignored). A test that needs a signed-in role but is not about signing in
 * starts with `await openSignedIn(page, 'admin')` (or `openSignedIn(page, 'admin', '/manage')`)
 * instead of `signIn(page, 'admin')`; tests about signing in, or about the first sign-in, keep signIn.
 *
 * What the saved state carries, and why it is enough:
 * - localStorage: `access_token`, `refresh_token` and the persisted session store (`persist:stackwise`,
 *   identity and theme), which is all the app reads to restore a session on boot.
 * - Not sessionStorage, where the demo's mock API keeps its changed rows and revoked token ids: each
 *   test's page boots a freshly seeded mock API. The named accounts and tenants keep their ids in
 *   every seed, and the mock signs tokens with a fixed key, so the saved tokens verify there.
 * - Access tokens live 15 minutes, refresh tokens 24 hours: a test that starts after the access token
 *   expired gets it refreshed by the app (the fresh mock API has revoked nothing), as for any user.
 */
export const SIGNED_IN_ROLES = ['user', 'admin', 'globexAdmin', 'root'] as const;
export type SignedInRole = (typeof SIGNED_IN_ROLES)[number];

const slot = Number.parseInt(process.env.E2E_SLOT ?? '', 10) || 0;

/** Where the setup project saves `role`'s storage state (per E2E slot: the origin's port differs). */
export function authFile(role: SignedInRole): string {
  return fileURLToPath(new URL(`../.auth/${slot ? `slot-${slot}/` : ''}${role}.json`, import.meta.url));
}

/**
 * Starts the test signed in as `role` from the setup project's saved state (no sign-in form), opens
 * `path` (default: the role's landing route) and waits until the page has rendered there: one full
 * boot of the app and, in the demo, of its mock API.
 */
export async function openSignedIn(page: Page, role: SignedInRole, path?: string): Promise<void> {
  await page.context().setStorageState(authFile(role));
  const target = path ?? accounts[role].landing;
  await page.goto(target);
  // A cold boot seeds the mock API in the page: on a busy 2-core machine running two browsers it has
  // been measured past 15 s.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  // Still signed in: no guard sent the visitor to sign in.
  await expect(page).toHaveURL((url) => url.pathname === new URL(target, url).pathname);
}
