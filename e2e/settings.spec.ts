import { expect, test, type Page } from '@playwright/test';
import { AFTER_LOAD, clickClosingPopup } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations as pageViolations } from './support/axe';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function setDark(page: Page, dark: boolean) {
  await page.evaluate((value) => document.documentElement.classList.toggle('dark', value), dark);
}

/** Toasts are the shell's (sonner), not these pages'; they come and go during the journeys. */
const axeViolations = (page: Page, dark: boolean) =>
  pageViolations(page, { dark, exclude: ['[data-sonner-toaster]'] });

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

/** Opens a settings section the way a person does: the sidebar, then the section's tab. */
async function openSettings(page: Page, section?: 'Integrations' | 'Discovery' | 'Payments') {
  await sidebarLink(page, 'Settings').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(AFTER_LOAD);
  if (section)
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: section })
      .click();
}

test('company profile: validation, save with a logo, reload; the survey agent switch drives the sidebar', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  await openSettings(page);
  const name = page.getByLabel('Company name');
  await expect(name).toHaveValue('Acme Corp');
  expect(await axeViolations(page, true)).toEqual([]);
  await setDark(page, false);

  await name.fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Company name is required.')).toBeVisible();

  await name.fill('Acme Holdings');
  await page.getByLabel('Currency').selectOption('EUR');
  await page
    .getByLabel('Company logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Company logo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Tenant updated successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue('Acme Holdings', AFTER_LOAD);
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await expect(page.getByRole('img', { name: 'Acme Holdings logo' })).toBeVisible();

  // The switch changes the cached tenant at once; the sidebar reads the same query.
  const agent = page.getByRole('switch', { name: 'AI survey agent' });
  await expect(sidebarLink(page, 'AI Survey Agent')).toBeVisible();
  await agent.click();
  await expect(agent).not.toBeChecked();
  await expect(sidebarLink(page, 'AI Survey Agent')).toHaveCount(0, { timeout: 500 });
  await agent.click();
  await expect(sidebarLink(page, 'AI Survey Agent')).toBeVisible({ timeout: 500 });
});

test('integrations: authorise Azure, Okta and Google, sync to success, and see a refused and an invalidated case', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'globexAdmin');
  await openSettings(page, 'Integrations');
  const azure = page.getByRole('region', { name: 'Azure' });
  const okta = page.getByRole('region', { name: 'Okta' });
  const googlePanel = page.getByRole('region', { name: 'Google Workspace' });
  await expect(azure.getByText('Not authorised')).toBeVisible();
  expect(await axeViolations(page, false)).toEqual([]);

  // A tenant the directory does not know is refused with the server's reason.
  await azure.getByLabel('Azure tenant ID').fill('00000000-0000-0000-0000-000000000000');
  await azure.getByRole('button', { name: 'Authorise Azure' }).click();
  await expect(azure.getByRole('alert')).toContainText('AADSTS90002');

  await azure.getByLabel('Azure tenant ID').fill('72f988bf-86f1-41af-91ab-2d7cd011db47');
  await azure.getByRole('button', { name: 'Authorise Azure' }).click();
  await expect(azure.getByText('Authorised', { exact: true })).toBeVisible();
  await expect(azure.getByText('Never')).toBeVisible();

  await azure.getByRole('button', { name: 'Sync now' }).click();
  await expect(azure.getByText('Syncing…')).toBeVisible();
  await expect(azure.getByText('Success')).toBeVisible();
  await expect(azure.getByText(/^Imported [\d,]+ events/)).toBeVisible();
  await expect(azure.locator('time')).toContainText(/ago/);

  // An Okta token that has expired: the sync ends invalidated and asks for a new authorisation.
  await okta.getByLabel('Okta domain').fill('globex.okta.com');
  await okta.getByLabel('API token').fill('expired-token');
  await okta.getByRole('button', { name: 'Authorise Okta' }).click();
  await expect(okta.getByText('Authorised', { exact: true })).toBeVisible();
  await okta.getByRole('button', { name: 'Sync now' }).click();
  await expect(okta.getByText('Invalidated')).toBeVisible();
  await expect(okta.getByText(/API token has expired or was revoked/)).toBeVisible();
  await expect(okta.getByText('Not authorised')).toBeVisible();
  await expect(okta.getByRole('button', { name: 'Authorise Okta' })).toBeVisible();
  expect(await axeViolations(page, true)).toEqual([]);
  await setDark(page, false);

  // Google's code flow in a popup: the simulated account chooser.
  const popupOpened = page.waitForEvent('popup');
  await googlePanel.getByRole('button', { name: 'Authorise with Google' }).click();
  const popup = await popupOpened;
  await clickClosingPopup(popup, popup.getByRole('button', { name: /admin@globex\.test/ }));
  await expect(googlePanel.getByText('Authorised', { exact: true })).toBeVisible();
  await expect(googlePanel.getByText('admin@globex.test')).toBeVisible();
});

test('ServiceNow: connect through the simulated authorisation page, deny, and a bad return', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'globexAdmin');
  await openSettings(page, 'Integrations');
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'ServiceNow' }) });
  await expect(card.getByText('Not connected')).toBeVisible();

  await card.getByLabel('ServiceNow instance URL').fill('globex.service-now.com');
  await card.getByRole('button', { name: 'Connect ServiceNow' }).click();
  await expect(page).toHaveURL(/\/__mock_idp__\/servicenow\/oauth_auth\.do\?/);
  await expect(page.getByText(/Simulated for the Stackwise demo/)).toBeVisible(AFTER_LOAD);
  await expect(page.getByText('globex.service-now.com').first()).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/service-now-connect\?/);
  await expect(page.getByText('ServiceNow is connected')).toBeVisible(AFTER_LOAD);
  await page.getByRole('link', { name: 'Back to integrations settings' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText('to https://globex.service-now.com')).toBeVisible();

  await card.getByRole('button', { name: 'Connect another instance' }).click();
  await card.getByLabel('ServiceNow instance URL').fill('https://globex-dev.service-now.com');
  await card.getByRole('button', { name: 'Connect ServiceNow' }).click();
  await page.getByRole('button', { name: 'Deny' }).click(AFTER_LOAD);
  await expect(page.getByRole('alert')).toContainText('ServiceNow access was denied', AFTER_LOAD);
  await expect(page.getByRole('link', { name: 'Back to integrations settings' })).toBeVisible();

  await page.goto('/service-now-connect?code=forged&state=not-ours');
  await expect(page.getByRole('alert')).toContainText('could not be verified', AFTER_LOAD);
});

test('a plain user sees settings read-only, and an unknown section is the 404 page', async ({ page }) => {
  await openSignedIn(page, 'user');
  await openSettings(page);
  await expect(page.getByText(/Only company admins can change these settings/)).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Acme Corp');
  await expect(page.getByLabel('Company name')).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'AI survey agent' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save profile' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('region', { name: 'Okta' }).getByText('Authorised')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0);

  await page.goto('/settings/no-such-section');
  await expect(page.getByRole('heading', { name: 'Opps...' })).toBeVisible(AFTER_LOAD);
});

test('payments: the payment account and the top-up threshold are axe-clean, light and dark', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  await openSettings(page, 'Payments');
  await expect(page.getByText(/Balances as of/)).toBeVisible(AFTER_LOAD);
  expect(await axeViolations(page, false)).toEqual([]);
  expect(await axeViolations(page, true)).toEqual([]);
});
