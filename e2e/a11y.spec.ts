import { expect, test, type Page } from '@playwright/test';
import { openLogin } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations as violations } from './support/axe';

async function setDark(page: Page, dark: boolean) {
  await page.evaluate((value) => document.documentElement.classList.toggle('dark', value), dark);
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on login, dashboard and 404 (${theme})`, async ({ page }) => {
    await openLogin(page);
    await setDark(page, theme === 'dark');
    expect(await violations(page)).toEqual([]);

    await openSignedIn(page, 'admin');
    await expect(page.getByText('Annual SaaS spend')).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    // The sidebar is a chunk of its own, loaded after the page: judge the page once it is there.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    if (theme === 'dark') await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
    expect(await violations(page)).toEqual([]);

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Opps...' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
