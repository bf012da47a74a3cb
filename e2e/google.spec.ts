import { expect, test, type Page } from '@playwright/test';
import { clickClosingPopup, openLogin } from './support/app';
import { axeViolations } from './support/axe';

/** Clicks `name` and returns the simulated Google window it opens. */
async function openGoogle(page: Page, name: 'Sign in with Google' | 'Authorize') {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name }).click();
  const popup = await popupOpened;
  await expect(
    popup.getByRole('heading', { name: 'Choose an account to continue to Stackwise' }),
  ).toBeVisible();
  await expect(popup.getByText('Simulated for the Stackwise demo')).toBeVisible();
  return popup;
}

async function choose(popup: Page, email: string) {
  await clickClosingPopup(
    popup,
    popup.getByRole('button', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) }),
  );
}

test('signs in with Google (code flow) and lands on the dashboard', async ({ page }) => {
  await openLogin(page);
  const popup = await openGoogle(page, 'Sign in with Google');
  expect(new URL(popup.url()).searchParams.get('flow')).toBe('code');
  await choose(popup, 'admin@acme.test');

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a closed Google window and an unlinked Google account each get a clear message', async ({ page }) => {
  await openLogin(page);
  const first = await openGoogle(page, 'Sign in with Google');
  const closed = first.waitForEvent('close');
  await first.getByRole('button', { name: 'Cancel' }).click();
  await closed;
  await expect(page.getByRole('alert')).toHaveText('Google sign-in was closed before it finished.');

  const second = await openGoogle(page, 'Sign in with Google');
  await choose(second, 'sam@gmail.test');
  await expect(page.getByRole('alert')).toHaveText('This Google account is not linked to a Stackwise user.');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('/test: Authorize lists login activity, Refresh lists again, Sign Out resets; a domain without activity', async ({
  page,
}) => {
  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Directory reports API test' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  const popup = await openGoogle(page, 'Authorize');
  expect(new URL(popup.url()).searchParams.get('flow')).toBe('token');
  await choose(popup, 'admin@acme.test');

  const rows = page.getByRole('table', { name: 'Recent login activity' }).getByRole('row');
  await expect(rows).toHaveCount(11); // header + the 10 most recent events
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(/@acme\.test$/);
  await expect(page.getByRole('button', { name: 'Authorize' })).toHaveCount(0);
  const reports = page.waitForResponse((response) =>
    response.url().startsWith('https://admin.googleapis.com/'),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await reports).status()).toBe(200);
  await expect(rows).toHaveCount(11);

  await page.mouse.move(0, 0); // judge the resting colours, not the hovered button's
  for (const dark of [false, true]) {
    await page.evaluate((value) => document.documentElement.classList.toggle('dark', value), dark);
    expect(await axeViolations(page), dark ? 'dark' : 'light').toEqual([]);
  }

  const revoked = page.waitForResponse(
    (response) => response.url() === 'https://oauth2.googleapis.com/revoke',
  );
  await page.getByRole('button', { name: 'Sign Out' }).click();
  expect((await revoked).status()).toBe(200);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  const again = await openGoogle(page, 'Authorize');
  await choose(again, 'sam@gmail.test');
  await expect(page.getByText('No activities found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
});
