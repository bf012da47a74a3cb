import { expect, test, type Page } from '@playwright/test';
import { AFTER_LOAD, mockControl } from './support/app';
import { axeViolations } from './support/axe';

const PICKER = /\/__mock_idp__\/microsoft\/authorize\?/;
const FALLBACK = 'Unable to authenticate azure right now, please try again.';

// Four or five full page loads per journey: give them room on a busy CI machine.
test.slow();

/** Counts the browser's visits to the simulated Microsoft page, to prove /msauth never loops. */
function countPickerVisits(page: Page): () => number {
  let visits = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && PICKER.test(frame.url())) visits += 1;
  });
  return () => visits;
}

/** The login page, ready once the mock API answers (its other buttons also start with 'Sign in'). */
async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible(AFTER_LOAD);
}

async function toMicrosoft(page: Page) {
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await expect(page.getByRole('heading', { name: 'Pick an account' })).toBeVisible(AFTER_LOAD);
}

async function pick(page: Page, email: string) {
  await page.getByRole('button', { name: new RegExp(email.replaceAll('.', '\\.')) }).click();
}

test('a direct visit to /msauth starts nothing; the full redirect round trip signs in', async ({ page }) => {
  const pickerVisits = countPickerVisits(page);
  await page.goto('/msauth');
  await expect(page.getByRole('heading', { name: 'No Microsoft sign-in in progress' })).toBeVisible(
    AFTER_LOAD,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await axeViolations(page)).toEqual([]);
  await expect(page).toHaveURL((url) => url.pathname === '/msauth');
  expect(pickerVisits()).toBe(0);

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible(AFTER_LOAD);
  await toMicrosoft(page);

  // MSAL built the request for Microsoft's organizations authority; only the host is simulated.
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('redirect_uri')).toBe(new URL('/msauth', page.url()).href);
  expect(authorize.searchParams.get('scope')?.split(' ')).toContain('User.Read');
  expect(authorize.searchParams.get('prompt')).toBe('select_account');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('response_mode')).toBe('fragment');
  await expect(page.getByText('Simulated for the Stackwise demo')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await pick(page, 'admin@acme.test');
  await expect(page).toHaveURL((url) => url.pathname === '/', AFTER_LOAD);
  await expect(page.getByText('James Carter')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  // MSAL's own cache stays in session storage.
  const msalKeys = await page.evaluate(() => ({
    session: Object.keys(sessionStorage).filter((key) => key.startsWith('msal.')).length,
    local: Object.keys(localStorage).filter((key) => key.startsWith('msal.')).length,
  }));
  expect(msalKeys.session).toBeGreaterThan(0);
  expect(msalKeys.local).toBe(0);
  expect(pickerVisits()).toBe(1);
});

test('cancelling at Microsoft says so and never loops; a reload finds nothing in progress', async ({
  page,
}) => {
  const pickerVisits = countPickerVisits(page);
  await openLogin(page);
  await toMicrosoft(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('alert')).toHaveText('Microsoft sign-in was cancelled.', AFTER_LOAD);
  await expect(page).toHaveURL((url) => url.pathname === '/msauth' && url.hash === '');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'No Microsoft sign-in in progress' })).toBeVisible(
    AFTER_LOAD,
  );
  expect(pickerVisits()).toBe(1);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible(AFTER_LOAD);
});

test('an account no tenant is linked to is refused with the reason', async ({ page }) => {
  await openLogin(page);
  await toMicrosoft(page);
  await pick(page, 'alex@contoso.test');

  await expect(page.getByRole('alert')).toHaveText(
    'This Microsoft account is not linked to a Stackwise user.',
    AFTER_LOAD,
  );
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test("a backend failure shows the fallback text, and 'Try again' starts a fresh sign-in", async ({
  page,
}) => {
  await openLogin(page);
  await mockControl(page, 'POST', 'faults', { method: 'POST', path: 'auth/azure/', status: 500, body: {} });
  await toMicrosoft(page);
  await pick(page, 'user@acme.test');

  await expect(page.getByRole('alert')).toHaveText(FALLBACK, AFTER_LOAD);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Pick an account' })).toBeVisible(AFTER_LOAD);
  await pick(page, 'user@acme.test');
  await expect(page).toHaveURL((url) => url.pathname === '/', AFTER_LOAD);
  await expect(page.getByText('Olivia Bennett')).toBeVisible();
});
