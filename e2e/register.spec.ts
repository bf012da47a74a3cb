import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/accounts';
import { axeViolations } from './support/axe';

/** Most steps are full page loads, which boot the app and its mock API again: allow for a busy machine. */
async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function skipWelcomeTour(page: Page) {
  const tour = page.getByRole('dialog', { name: 'Welcome to Stackwise' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour).toHaveCount(0);
}

const FORM = {
  'First name': 'Aoife',
  'Last name': "O'Brien",
  'Work email': accounts.admin.username,
  'Company name': 'Northwind Traders',
  Password: 'Sunrise42',
  'Confirm password': 'Sunrise42',
};

test('register: a taken e-mail is refused beside its field with nothing lost; then the account is created and signs in', async ({
  page,
}) => {
  await page.goto('/register');
  await heading(page, 'Create your Stackwise account');
  await expect(page).toHaveTitle('Register | Stackwise');
  for (const [label, value] of Object.entries(FORM))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Create account' }).click();

  const email = page.getByLabel('Work email');
  await expect(email).toHaveAccessibleDescription('An account with this e-mail already exists.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  for (const [label, value] of Object.entries(FORM)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }

  await email.fill('aoife@northwind.test');
  await page.getByRole('button', { name: 'Create account' }).click();
  await heading(page, 'Check your inbox');
  await expect(page.getByRole('status')).toContainText(
    'We have e-mailed a verification link to aoife@northwind.test.',
  );
  await page.getByRole('link', { name: 'Sign in' }).click();

  await page.getByLabel('Username').fill('aoife@northwind.test');
  await page.getByLabel('Password').fill('Sunrise42');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await skipWelcomeTour(page);
});

test('an invitation: who invited you where, e-mail locked; completing it signs the new account in', async ({
  page,
}) => {
  await page.goto('/register/user_invite/invite-valid');
  await heading(page, 'Accept your invitation');
  await expect(page.getByText('James Carter invited you to join Acme Corp on Stackwise.')).toBeVisible();
  await expect(page.getByLabel('Work email')).toHaveValue('sam.rivera@acme.test');
  await expect(page.getByLabel('Work email')).not.toBeEditable();
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  await page.getByLabel('Password', { exact: true }).fill('Welcome1');
  await page.getByLabel('Confirm password').fill('Welcome1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await skipWelcomeTour(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The link is spent now; a signed-in visitor is sent to their landing route anyway.
  await page.goto('/register/user_invite/invite-valid');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('used, expired and unknown links get a page with a way on', async ({ page }) => {
  // One state per kind: the page is the same for every kind (the mock API tests cover them all).
  await page.goto('/register/user_invite/invite-used');
  await heading(page, 'Invitation already used');
  await expect(page.getByText('This invitation has already been used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

  await page.goto('/register/azure/azure-expired');
  await heading(page, 'Invitation expired');
  await expect(page.getByText('This invitation has expired.')).toBeVisible();
  await expect(page.getByText('Ask James Carter for a new invitation.')).toBeVisible();

  await page.goto('/register/google/no-such-token');
  await heading(page, 'Registration link not valid');
  await expect(page.getByText(/ask your administrator for a new invitation/)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('axe finds no violations, light and dark, on register, an invitation and a spent link', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/register', 'Create your Stackwise account'],
    ['/register/google/google-valid', 'Complete your registration'],
    ['/register/azure/azure-expired', 'Invitation expired'],
  ] as const) {
    await page.goto(path);
    await heading(page, title);
    if (path === '/register') {
      // With messages beside the fields too.
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('First name is required.')).toBeVisible();
      await page.mouse.move(0, 0);
    }
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      expect(await axeViolations(page), `${path} (${dark ? 'dark' : 'light'})`).toEqual([]);
    }
  }
});
