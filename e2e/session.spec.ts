import { expect, test } from '@playwright/test';
import { mockControl, signIn } from './support/app';
import { openSignedIn } from './support/auth';

test('a broken access token with a valid refresh token recovers without the user noticing', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  const before = await page.evaluate(() => localStorage.getItem('refresh_token'));
  await page.evaluate(() => localStorage.setItem('access_token', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.broken'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Annual SaaS spend')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My tasks' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const after = await page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));
  expect(after.access).not.toContain('broken');
  expect(after.refresh).not.toBe(before); // rotated by the single refresh
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a broken access token and a broken refresh token end at /login with storage cleared', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  await page.evaluate(() => {
    localStorage.setItem('access_token', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.broken');
    localStorage.setItem('refresh_token', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.forged');
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
});

test('logout clears the tokens and the persisted store', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const stored = await page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
    session: localStorage.getItem('persist:stackwise'),
  }));
  expect(stored.access).toBeNull();
  expect(stored.refresh).toBeNull();
  expect(stored.session === null || !stored.session.includes('admin@acme.test')).toBe(true);
  // Signed out for real: a protected page sends the visitor back to sign in.
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/login/);
});

test('persisted state restores a signed-in user on reload, without a sign-in screen', async ({ page }) => {
  await signIn(page, 'user');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an account deactivated mid-session (user_inactive) is signed out and sent to /login', async ({
  page,
}) => {
  await openSignedIn(page, 'user');
  await mockControl(page, 'POST', 'faults', {
    path: 'users/me/',
    status: 401,
    body: { detail: 'User is inactive', code: 'user_inactive' },
    times: -1,
  });
  await mockControl(page, 'POST', 'faults', {
    path: 'tenants/retrieve_tenant/',
    status: 401,
    body: { detail: 'User is inactive', code: 'user_inactive' },
    times: -1,
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
});
