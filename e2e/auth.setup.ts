import { test as setup } from '@playwright/test';
import { signIn } from './support/app';
import { authFile, SIGNED_IN_ROLES } from './support/auth';

/**
 * The `setup` project: signs each role in once per run, through the login form, and saves the
 * context's storage state for the tests that only need that role signed in (see support/auth.ts).
 */
for (const role of SIGNED_IN_ROLES) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, role);
    await page.context().storageState({ path: authFile(role) });
  });
}
