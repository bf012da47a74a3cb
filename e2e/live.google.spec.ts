import { expect, test } from '@playwright/test';

/** The `live` project: a live build loads Google's own script, which this test makes unreachable. */
test("'Sign in with Google' says so when Google's script cannot be loaded", async ({ page }) => {
  const attempts: string[] = [];
  await page.route('https://accounts.google.com/**', (route) => {
    attempts.push(route.request().url());
    return route.abort();
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Google sign-in could not be loaded. Check your connection and try again.',
  );
  expect(attempts).toContain('https://accounts.google.com/gsi/client');
  await expect(page).toHaveURL(/\/login/);
});
