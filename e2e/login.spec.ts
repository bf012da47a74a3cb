import { expect, test } from '@playwright/test';
import { accounts, PASSWORD } from './support/accounts';
import { mockControl, openLogin, signInDemo } from './support/app';

test.beforeEach(async ({ page }) => openLogin(page));

test('empty fields get the rule messages beside them', async ({ page }) => {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Username is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username is required.');
});

test('a malformed username gets the email rule message', async ({ page }) => {
  await page.getByLabel('Username').fill('not-an-email');
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Username is not a valid email.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toHaveCount(0);
});

test("a wrong password shows the server's message and keeps what was typed", async ({ page }) => {
  await page.getByLabel('Username').fill(accounts.admin.username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('No active account found with the given credentials');
  await expect(page.getByLabel('Username')).toHaveValue(accounts.admin.username);
  await expect(page.getByLabel('Password')).toHaveValue('wrong-password');
  await expect(page).toHaveURL(/\/login/);
});

test('the inactive account is refused', async ({ page }) => {
  await page.getByLabel('Username').fill(accounts.inactive.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('No active account found');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('signing in stores both tokens and lands on the dashboard', async ({ page }) => {
  await page.getByLabel('Username').fill(accounts.user.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page).toHaveTitle('Home | Stackwise');
  const stored = await page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
    session: JSON.parse(localStorage.getItem('persist:stackwise') ?? '{}') as {
      state?: Record<string, unknown>;
    },
  }));
  expect(stored.access?.split('.')).toHaveLength(3);
  expect(stored.refresh?.split('.')).toHaveLength(3);
  expect(Object.keys(stored.session.state ?? {}).sort()).toEqual(['darkTheme', 'identity']);
  expect(stored.session.state?.identity).toMatchObject({ isAuthenticated: true, appid: 'stackwise' });
});

test("the demo's writes are blocked with the warning before any call", async ({ page }) => {
  await signInDemo(page);
  await expect(page.getByText('read-only demo')).toBeVisible();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/my-tasks/complete_task/'))
      requests.push(request.url());
  });
  const box = page.getByRole('checkbox').first();
  await expect(box).toBeVisible();
  const before = await box.isChecked();
  await box.click();
  await expect(page.getByText('Sorry, this is a read-only demo account.')).toBeVisible();
  await expect(box).toBeChecked({ checked: before });
  expect(requests).toEqual([]);
});

test('while the demo account signs in, the page says so', async ({ page }) => {
  // The slow scenario answers every call after 1.5 s, long enough to see the flag.
  await mockControl(page, 'POST', 'scenario', { scenario: 'slow' });
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opening the demo workspace…' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
