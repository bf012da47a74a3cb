import { expect, test, type Page } from '@playwright/test';
import { accounts, PASSWORD } from './support/accounts';
import { mockControl } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

/** Most steps are full page loads, which boot the app and its mock API again: allow for a busy machine. */
async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The reset link the mock API last e-mailed to `to` (GET /__demo__/outbox). */
async function resetLinkFor(page: Page, to: string): Promise<string> {
  const reply = await mockControl(page, 'GET', `outbox?to=${encodeURIComponent(to)}`);
  const messages = (reply.body as { messages: { kind: string; link: string }[] }).messages;
  const mail = messages.find((message) => message.kind === 'password_reset');
  expect(mail, `a reset e-mail to ${to}`).toBeDefined();
  return mail!.link;
}

async function requestReset(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await heading(page, 'Check your inbox');
  // Within the page: a signed-in visitor's bell has a status region of its own.
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `If an account exists for ${email}, we have sent a link to reset its password.`,
  );
}

async function chooseNewPassword(page: Page, password: string) {
  await heading(page, 'Choose a new password');
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await heading(page, 'Password changed');
}

test('forgot → e-mailed link → new password: the new one signs in, the old one no longer does', async ({
  page,
}) => {
  const email = accounts.user.username;
  await page.goto('/forgot-password');
  await heading(page, 'Forgot your password?');
  await expect(page).toHaveTitle('Forgot Password | Stackwise');
  // An unknown address gets the very same answer.
  await requestReset(page, 'nobody@acme.test');
  await page.getByRole('button', { name: 'Use another e-mail' }).click();
  await requestReset(page, email);

  await page.goto(await resetLinkFor(page, email));
  await expect(page).toHaveTitle('Reset Password | Stackwise');
  await expect(page.getByText(email)).toBeVisible();
  await chooseNewPassword(page, 'Fresh1234');
  await page.getByRole('link', { name: 'Sign in' }).click();

  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('No active account found with the given credentials');
  await page.getByLabel('Password').fill('Fresh1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an expired reset link says so and leads to a new one', async ({ page }) => {
  await page.goto('/reset_password/reset-expired');
  await heading(page, 'Reset link expired');
  await expect(page.getByText('This password reset link has expired.')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await heading(page, 'Forgot your password?');
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
});

test('the shadow-sense pages are the same pages, open to a signed-in user', async ({ page }) => {
  await openSignedIn(page, 'admin', '/shadow-sense/reset_password/reset-expired');
  await heading(page, 'Reset link expired');
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/shadow-sense/forgot-password');
  await heading(page, 'Forgot your password?');

  const email = accounts.admin.username;
  await requestReset(page, email);
  const link = await resetLinkFor(page, email);
  await page.goto(`/shadow-sense${link}`);
  await expect(page).toHaveURL((url) => url.pathname === `/shadow-sense${link}`);
  await chooseNewPassword(page, 'Fresh1234');
});

test('axe finds no violations, light and dark, on forgot and reset password', async ({ page }) => {
  for (const [path, title] of [
    ['/forgot-password', 'Forgot your password?'],
    ['/reset_password/reset-valid', 'Choose a new password'],
    ['/reset_password/reset-used', 'Reset link already used'],
  ] as const) {
    await page.goto(path);
    await heading(page, title);
    if (path === '/reset_password/reset-valid') {
      await page.getByLabel('New password').fill('short');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('New password must be minimum of 8 characters long.')).toBeVisible();
      // The pointer left on the button would measure its hover colour instead.
      await page.mouse.move(0, 0);
    }
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      expect(await axeViolations(page), `${path} (${dark ? 'dark' : 'light'})`).toEqual([]);
    }
  }
});
