import { expect, test, type Page } from '@playwright/test';
import { accounts, PASSWORD } from './support/accounts';
import { AFTER_LOAD, mockControl } from './support/app';
import { openSignedIn } from './support/auth';

// A write the page shows as done must survive the page going away before the mock API answered it.
// The mock answers inside the page, so each test holds the write there (a fault without a status)
// and leaves at once: the write journal must carry it to the next start of the mock.

async function holdNext(page: Page, method: string, path: string): Promise<void> {
  const held = await mockControl(page, 'POST', 'faults', { method, path, delay_ms: 10_000 });
  expect(held.status).toBe(201);
}

test('Add to stack, then a reload at once: the app is still in the stack', async ({ page }) => {
  await openSignedIn(page, 'admin', '/product/miro');
  await holdNext(page, 'POST', '/stack/');
  await page.getByRole('button', { name: 'Add to stack' }).click();
  await expect(page.getByRole('button', { name: 'Remove from stack' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Miro' })).toBeVisible(AFTER_LOAD);
  await expect(page.getByRole('button', { name: 'Remove from stack' })).toBeVisible(AFTER_LOAD);
  await expect(page.getByRole('button', { name: 'Add to stack' })).toHaveCount(0);
  // Applied once: a second reload finds one stack entry, not two.
  await page.goto('/reach?view=stack&keyword=miro');
  await expect(page.getByRole('table', { name: 'My stack' }).getByRole('row', { name: /Miro/ })).toHaveCount(
    1,
    AFTER_LOAD,
  );
});

test('a request, then /logout typed at once: the admin who signs in next sees it', async ({ page }) => {
  await openSignedIn(page, 'user', '/reach?keyword=figma');
  await holdNext(page, 'POST', '/stack_requests/');
  const figma = page.getByRole('article', { name: 'Figma', exact: true });
  await figma.getByRole('button', { name: 'Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Figma' });
  await dialog.getByLabel('Reason').fill('Design reviews with our agency happen in Figma.');
  const send = dialog.getByRole('button', { name: 'Send request' });
  await send.click();
  // The dialog waits for the reply (a refusal is shown in it): the write is on its way.
  await expect(send).toBeDisabled();

  await page.goto('/logout');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible(AFTER_LOAD);

  // Signing in starts the mock API, which first replays the request the user's page left behind.
  await page.getByLabel('Username').fill(accounts.admin.username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/', AFTER_LOAD);
  await page.goto('/reach?view=requests&keyword=figma');
  const row = page.getByRole('table', { name: 'Pending requests' }).getByRole('row', { name: /Figma/ });
  await expect(row).toContainText('Olivia Bennett', AFTER_LOAD);
  await expect(row).toContainText('Design reviews with our agency happen in Figma.');
  await expect(row).toHaveCount(1);
});

test('an approval, then a reload at once: the request stays approved', async ({ page }) => {
  await openSignedIn(page, 'admin', '/reach?view=requests');
  const requests = page.getByRole('table', { name: 'Pending requests' });
  const first = requests.getByRole('button', { name: /^Approve / }).first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label')) ?? '';
  const approve = requests.getByRole('button', { name, exact: true });

  await holdNext(page, 'POST', '/approve/');
  await approve.click();
  await expect(approve).toHaveCount(0);

  await page.reload();
  await expect(requests.getByRole('button', { name: /^Approve / }).first()).toBeVisible(AFTER_LOAD);
  await expect(approve).toHaveCount(0);
});

test('/logout then /login at once shows the login page, and the refresh token is revoked', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  const refresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(refresh).not.toBeNull();

  await page.goto('/logout');
  await page.goto('/login');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible(AFTER_LOAD);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // The revocation, cut off by the navigation, is applied when the mock API next starts.
  await mockControl(page, 'GET', 'state');
  const status = await page.evaluate(async (token) => {
    const response = await fetch('/api/v1/token/refresh/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: token }),
    });
    return response.status;
  }, refresh);
  expect(status).toBe(401);
});
