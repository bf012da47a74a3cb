import { expect, test, type Locator, type Page } from '@playwright/test';
import { mockControl, signInDemo } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

// Every test starts from the mock API's own data in its own browser context. Acme (GBP) has 25 cards
// and lets holders top up their own; Olivia Bennett (user@acme.test) is a cards user who holds
// "Miro whiteboards" and "Calendly scheduling"; James Carter (admin@acme.test) holds "Slack workspace".

const table = (page: Page) => page.getByRole('table', { name: 'Cards' });
/**
 * A card's row, found by its link's text rather than by role: while a dialog is open the page behind
 * it is hidden from assistive technology (and so from role queries), and some checks read it then.
 */
const row = (page: Page, name: string) =>
  page.locator('main table tbody tr').filter({
    has: page.locator('a', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
  });
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toaster]').getByText(text);

/** The row's balance cell (the fifth cell after the card's name). */
const balance = (target: Locator) => target.locator('td').nth(4);
const amountOf = async (cell: Locator) => Number(((await cell.textContent()) ?? '').replace(/[^\d.-]/g, ''));
const pounds = (amount: number) =>
  `£${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function openCards(page: Page, role: 'admin' | 'user', path = '/cards') {
  await openSignedIn(page, role, path);
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search cards' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === text);
}

/** Picks the first choice a combobox offers for what is typed. */
async function pick(dialog: Locator, label: string, typed: string, option: RegExp) {
  await dialog.getByRole('combobox', { name: label }).fill(typed);
  await dialog.page().getByRole('option', { name: option }).first().click();
}

/** A call to the API from the page, with the signed-in user's bearer token (the service worker answers). */
function apiCall(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

async function fillNewCard(page: Page, name: string) {
  await page.getByRole('button', { name: 'New card' }).click();
  const dialog = page.getByRole('dialog', { name: 'New card' });
  await dialog.getByLabel('Name').fill(name);
  await pick(dialog, 'App', 'notion', /^Notion$/);
  await pick(dialog, 'Holder', 'olivia', /^Olivia Bennett/);
  await dialog.getByLabel('Limit').fill('500');
  await dialog.getByLabel('Top-up amount').fill('200');
  return dialog;
}

test('an admin issues a card to a cards user, tops it up, blocks, activates and cancels it for good', async ({
  page,
}) => {
  await openCards(page, 'admin');
  const dialog = await fillNewCard(page, 'Notion for Olivia');
  await dialog.getByRole('button', { name: 'Create card' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Card Notion for Olivia created')).toBeVisible();

  await searchFor(page, 'Notion for Olivia');
  const card = row(page, 'Notion for Olivia');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Olivia Bennett');
  await expect(card).toContainText('Active');
  const before = await amountOf(balance(card));

  await card.getByRole('button', { name: 'Top up Notion for Olivia' }).click();
  const topup = page.getByRole('dialog', { name: /^Top up Notion for Olivia •••• \d{4}$/ });
  await expect(topup.getByText(/^Available on the payment account:/)).toBeVisible();
  await topup.getByLabel('Amount').fill('25');
  await topup.getByRole('button', { name: 'Top up' }).click();
  await expect(topup).toBeHidden();
  await expect(balance(card)).toHaveText(pounds(before + 25));

  await card.getByRole('button', { name: 'Block Notion for Olivia' }).click();
  await expect(card).toContainText('Blocked');
  await expect(toast(page, 'Card blocked')).toBeVisible();
  await card.getByRole('button', { name: 'Activate Notion for Olivia' }).click();
  await expect(card).toContainText('Active');
  await expect(toast(page, 'Card activated')).toBeVisible();

  await card.getByRole('button', { name: 'Cancel Notion for Olivia' }).click();
  const cancel = page.getByRole('dialog', { name: /^Cancel card Notion for Olivia •••• \d{4}\?$/ });
  await cancel.getByLabel('Reason').fill('Olivia moved to another team.');
  await cancel.getByRole('button', { name: 'Cancel card' }).click();
  await expect(cancel).toBeHidden();
  await expect(card).toContainText('Cancelled');
  // Its balance went back to the account; the card offers nothing any more, activation included.
  await expect(balance(card)).toHaveText('£0.00');
  await expect(card.getByRole('button')).toHaveCount(0);

  const href = (await card.getByRole('link', { name: 'Notion for Olivia' }).getAttribute('href')) ?? '';
  const cardId = href.split('/').pop();
  const refused = await apiCall(page, 'POST', `cards/${cardId}/activate/`);
  expect(refused.status).toBe(409);
  expect(refused.body.detail).toBe('A cancelled card cannot be activated again.');
});

test('a holder without card access is refused, with the message beside the holder field', async ({
  page,
}) => {
  await openCards(page, 'admin');
  const dialog = await fillNewCard(page, 'Notion for Olivia');
  // The picker offers only cards users: her access is turned off after she was picked.
  const found = await apiCall(page, 'GET', 'users/?keyword=olivia%20bennett&is_cards_user=true');
  const olivia = (found.body.rows as { user_id: string }[])[0]!;
  expect((await apiCall(page, 'PUT', `users/${olivia.user_id}/`, { is_cards_user: false })).status).toBe(200);

  await dialog.getByRole('button', { name: 'Create card' }).click();
  const holder = dialog.getByRole('combobox', { name: 'Holder' });
  await expect(
    dialog.getByText('Olivia Bennett is not a cards user. Turn on Cards user for them in Manage first.'),
  ).toBeVisible();
  await expect(holder).toHaveAttribute('aria-invalid', 'true');
  // Nothing typed is lost.
  await expect(holder).toHaveValue('Olivia Bennett');
  await expect(dialog.getByLabel('Name')).toHaveValue('Notion for Olivia');
  await expect(dialog.getByLabel('Limit')).toHaveValue('500');
  await expect(dialog.getByLabel('Top-up amount')).toHaveValue('200');
});

test('a plain user sees only the cards they hold, and may only top them up', async ({ page }) => {
  await openCards(page, 'user');
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expect(row(page, 'Miro whiteboards')).toHaveCount(1);
  await expect(row(page, 'Calendly scheduling')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'New card' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Holder' })).toHaveCount(0);
  await expect(row(page, 'Miro whiteboards').getByRole('button')).toHaveCount(1);
  await expect(row(page, 'Miro whiteboards').getByRole('button')).toHaveAccessibleName(
    'Top up Miro whiteboards',
  );
});

test('under the slow scenario a top-up shows its new balance before the server replies', async ({ page }) => {
  await openCards(page, 'admin', '/cards?keyword=Slack');
  expect((await mockControl(page, 'POST', 'scenario', { scenario: 'slow' })).status).toBe(200);
  await page.reload();
  const card = row(page, 'Slack workspace');
  await expect(card).toHaveCount(1);
  const before = await amountOf(balance(card));

  await card.getByRole('button', { name: 'Top up Slack workspace' }).click();
  const dialog = page.getByRole('dialog', { name: /^Top up Slack workspace/ });
  await expect(dialog.getByText(/^Available on the payment account:/)).toBeVisible();
  await dialog.getByLabel('Amount').fill('40');
  let replied = false;
  const reply = page
    .waitForResponse((response) => response.url().includes('/topup/'))
    .then(() => (replied = true));
  await dialog.getByRole('button', { name: 'Top up' }).click();

  // The reply takes 1.5 s; the new balance shows behind the dialog (still waiting) before it.
  await expect(balance(card)).toHaveText(pounds(before + 40));
  expect(replied).toBe(false);
  await expect(dialog.getByRole('button', { name: 'Top up' })).toHaveAttribute('aria-busy', 'true');
  await reply;
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Card topped up with £40.00')).toBeVisible();
  await expect(balance(card)).toHaveText(pounds(before + 40));
});

test('a refused block puts the card back, with the server’s reason', async ({ page }) => {
  await openCards(page, 'admin', '/cards?keyword=Slack');
  const card = row(page, 'Slack workspace');
  await mockControl(page, 'POST', 'faults', {
    method: 'POST',
    path: '/block/',
    status: 409,
    body: { detail: 'Cards cannot be blocked during the audit.' },
    delay_ms: 1500,
  });
  await card.getByRole('button', { name: 'Block Slack workspace' }).click();
  await expect(card).toContainText('Blocked');
  await expect(toast(page, 'Cards cannot be blocked during the audit.')).toBeVisible();
  await expect(card).not.toContainText('Blocked');
  await expect(card).toContainText('Active');
  await expect(card.getByRole('button', { name: 'Block Slack workspace' })).toBeVisible();
});

test('the demo account is stopped with the read-only warning', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/cards');
  const block = table(page)
    .getByRole('button', { name: /^Block / })
    .first();
  await expect(block).toBeVisible();
  const name = ((await block.getAttribute('aria-label')) ?? '').replace(/^Block /, '');
  await block.click();
  await expect(page.getByText('Sorry, this is a read-only demo account.')).toBeVisible();
  await expect(row(page, name)).toContainText('Active');
  await expect(row(page, name).getByRole('button', { name: `Block ${name}` })).toBeVisible();
});

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: issue a card, then cancel it', async ({ page }) => {
  await openCards(page, 'admin');
  const newCard = page.getByRole('button', { name: 'New card' });
  await page.getByRole('searchbox', { name: 'Search cards' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(newCard).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'New card' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Keyboard card');
  await tabTo(page, dialog.getByRole('combobox', { name: 'App' }));
  await page.keyboard.type('notion');
  await expect(page.getByRole('option', { name: /^Notion$/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'App' })).toHaveValue('Notion');
  await tabTo(page, dialog.getByRole('combobox', { name: 'Holder' }));
  await page.keyboard.type('olivia');
  await expect(page.getByRole('option', { name: /^Olivia Bennett/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Limit'));
  await page.keyboard.type('300');
  await tabTo(page, dialog.getByLabel('Top-up amount'));
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Focus comes back to the button that opened the dialog.
  await expect(newCard).toBeFocused();

  const search = page.getByRole('searchbox', { name: 'Search cards' });
  await tabTo(page, search);
  await page.keyboard.type('Keyboard card');
  await page.keyboard.press('Enter');
  const card = row(page, 'Keyboard card');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await tabTo(page, card.getByRole('button', { name: 'Cancel Keyboard card' }));
  await page.keyboard.press('Enter');

  const cancel = page.getByRole('dialog', { name: /^Cancel card Keyboard card/ });
  await expect(cancel.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('Issued by mistake.');
  await tabTo(page, cancel.getByRole('button', { name: 'Cancel card' }));
  await page.keyboard.press('Enter');
  await expect(cancel).toBeHidden();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('link', { name: 'Keyboard card' })).toBeFocused();
});

test('no axe violations on /cards, in both themes, with a dialog open too', async ({ page }) => {
  await openCards(page, 'admin');
  await expect(row(page, 'Figma design team')).toContainText('Low balance');
  expect(await axeViolations(page, { dark: false })).toEqual([]);
  expect(await axeViolations(page, { dark: true })).toEqual([]);
  await row(page, 'Figma design team').getByRole('button', { name: 'Top up Figma design team' }).click();
  const dialog = page.getByRole('dialog', { name: /^Top up Figma design team/ });
  await expect(dialog.getByText(/^Available on the payment account:/)).toBeVisible();
  expect(await axeViolations(page, { dark: true })).toEqual([]);
  expect(await axeViolations(page, { dark: false })).toEqual([]);
});
