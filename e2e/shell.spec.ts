import { expect, test, type Page } from '@playwright/test';
import { mockControl, signIn } from './support/app';
import { openSignedIn } from './support/auth';

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function mainItemNames(page: Page): Promise<string[]> {
  // The main menu is the first list in the sidebar's navigation.
  const names = await sidebarNav(page)
    .locator('ul')
    .first()
    .locator(':scope > li > a, :scope > li > button')
    .allInnerTexts();
  return names.map((name) => name.trim());
}

test.describe('sidebar per role and tenant flag', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a client user of Acme (survey agent on) sees the client items in order', async ({ page }) => {
    await openSignedIn(page, 'user');
    await expect(sidebarNav(page).getByRole('link', { name: 'AI Survey Agent' })).toBeVisible();
    expect(await mainItemNames(page)).toEqual([
      'Dashboard',
      'Reach',
      'Usage',
      'Optimize',
      'Contracts',
      'AI Survey Agent',
      'Manage',
      'Cards',
      'Organize',
      'Settings',
    ]);
    await expect(sidebarNav(page).getByRole('separator')).toHaveCount(1);
  });

  test('a client admin also sees Activity Logs', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await expect(sidebarNav(page).getByRole('link', { name: 'Activity Logs' })).toHaveAttribute(
      'href',
      '/activity-logs',
    );
  });

  test('Globex (survey agent off) has no AI Survey Agent item', async ({ page }) => {
    await openSignedIn(page, 'globexAdmin');
    await expect(sidebarNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sidebarNav(page).getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(sidebarNav(page).getByRole('link', { name: 'AI Survey Agent' })).toHaveCount(0);
  });

  test('the super admin gets Manage Company, Manage Users and Manage Apps', async ({ page }) => {
    await openSignedIn(page, 'root');
    await expect(sidebarNav(page).getByRole('link', { name: 'Manage Company' })).toBeVisible();
    expect(await mainItemNames(page)).toEqual(['Manage Company', 'Manage Users', 'Manage Apps']);
    await sidebarNav(page).getByRole('link', { name: 'Manage Apps' }).click();
    await expect(page).toHaveURL(/\/reach\/?$/);
  });

  test('no sidebar before sign-in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  });

  test('the user card shows initials and a Logout link', async ({ page }) => {
    await openSignedIn(page, 'admin');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const avatar = sidebar.getByRole('img').filter({ hasText: /^[A-Z]{1,2}$/ });
    await expect(avatar).toBeVisible();
    const box = await avatar.boundingBox();
    expect(box?.width).toBe(40);
    expect(box?.height).toBe(40);
    await expect(sidebar.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });

  test('a first sign-in gets the welcome tour; it points at each area and, once skipped, stays away', async ({
    page,
  }) => {
    await signIn(page, 'newcomer');
    const tour = page.getByRole('dialog', { name: 'Welcome to Stackwise' });
    await expect(tour).toBeVisible();
    await expect(tour.getByRole('heading', { name: 'Hello, Noah' })).toBeVisible();
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByText('Step 2 of 10')).toBeVisible();
    await expect(tour.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByRole('heading', { name: 'Reach' })).toBeVisible();
    // The modal tour makes the page inert, so the ringed sidebar item is found by its link target.
    const reach = page.locator('#app-sidebar-nav a[href="/reach"]');
    await expect(reach).toHaveClass(/ring-2/);
    await tour.getByRole('button', { name: 'Skip tour' }).click();
    await expect(tour).toHaveCount(0);
    await expect(reach).not.toHaveClass(/ring-2/);

    await page.reload();
    // A reload boots the app and the demo's mock API again: a cold boot's time, as settledPath allows.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The user card shows when this sign-in happened.
    await expect(
      page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByText(/^Signed in \d{1,2} \w{3}, \d{2}:\d{2}$/),
    ).toBeVisible();
  });

  test('the demo tools group opens like an accordion and resets demo data', async ({ page }) => {
    await openSignedIn(page, 'admin');
    const group = sidebarNav(page).getByRole('button', { name: 'Demo tools' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await sidebarNav(page).getByRole('button', { name: 'Reset demo data' }).click();
    await expect(page.getByText('Demo data restored')).toBeVisible();
    expect((await mockControl(page, 'GET', 'state')).status).toBe(200);
  });
});

test.describe('sidebar accordion', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('a group unfolds and folds in 300 ms, then its items are out of Tab; at once with reduced motion', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin');
    const group = sidebarNav(page).getByRole('button', { name: 'Demo tools' });
    const panel = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
    const reset = sidebarNav(page).getByRole('button', { name: 'Reset demo data', includeHidden: true });
    const duration = () => panel.evaluate((element) => getComputedStyle(element).transitionDuration);

    expect(await duration()).toMatch(/^0\.3s(, 0\.3s)*$/);
    await group.click();
    await expect(reset).toBeVisible();
    expect(await duration()).toMatch(/^0\.3s(, 0\.3s)*$/);
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(reset).toBeHidden();
    await group.focus();
    await page.keyboard.press('Tab');
    await expect(reset).not.toBeFocused();
    await expect(group).not.toBeFocused();

    // Reduced motion: no transition to see (at most a hundredth of a millisecond).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reduced = (await duration()).split(', ').map((value) => Number.parseFloat(value));
    expect(Math.max(...reduced)).toBeLessThanOrEqual(0.00001);
  });
});

test.describe('sidebar breakpoint (1192 px)', () => {
  test('open above 1192 px and toggled by the logo', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await openSignedIn(page, 'admin');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sidebar).toHaveAttribute('data-state', 'open');
  });

  test('closed below 1192 px, and follows the window across the breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await openSignedIn(page, 'admin');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    // Closed, the items keep their accessible names.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.setViewportSize({ width: 1250, height: 900 });
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
  });

  test('small screens (< 576 px) keep every item reachable', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await openSignedIn(page, 'user');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage' }).click();
    await expect(page).toHaveURL(/\/usage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  });
});

test('dark mode sets class dark on <html> and survives a reload', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const toggle = page.getByRole('switch', { name: 'Dark mode' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the page scrolls to the top on every location change', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 400 });
  await openSignedIn(page, 'admin');
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
    window.scrollTo(0, 1500);
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage' }).click();
  await expect(page).toHaveURL(/\/usage$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the 404 page: Opps..., a spinning cog between two 4s, the explanation and the apology', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Opps...' })).toBeVisible();
  await expect(page.getByTestId('not-found-code')).toHaveAccessibleName('404');
  const text = await page.getByTestId('not-found-code').innerText();
  expect(text.replace(/\s/g, '')).toBe('44');
  const cog = page.getByTestId('not-found-cog');
  await expect(cog).toHaveClass(/animate-spin/);
  expect(await cog.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
  await expect(page.getByText(/under construction, or the URL is wrong/)).toBeVisible();
  await expect(page.getByText(/apologise for the inconvenience/)).toBeVisible();
  await expect(page).toHaveTitle('404 Not Found | Stackwise');
});
