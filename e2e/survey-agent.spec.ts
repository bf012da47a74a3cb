import { expect, test, type Locator, type Page } from '@playwright/test';
import { openLogin, settledPath } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';

// Every test starts from the mock API's own data in its own browser context. Acme's survey agent is
// on, Globex's is off; the simulated agent answers the same words with the same draft.

const REQUEST = 'Ask everyone who has not opened Zoom in 60 days whether they still need it, by Friday';
const DAY_MS = 86_400_000;

const surveys = (page: Page) => page.getByRole('table', { name: 'Surveys' });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Conversation with the agent' });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message to the agent' });

/** A call to the API from the page, with the signed-in user's bearer token (the service worker answers). */
function apiCall(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
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
      return response.status;
    },
    { method, path, body },
  );
}

async function openNewSurvey(page: Page) {
  await openSignedIn(page, 'admin', '/ai-survey-agent/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New survey' })).toBeVisible();
}

async function askAgent(page: Page, text = REQUEST) {
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send to the agent' }).click();
}

/** The agent's draft is in the form: Zoom, people inactive for 60 days, answers by a Friday. */
async function expectDraft(page: Page) {
  await expect(chatLog(page).getByText('Agent', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'App' })).toHaveValue('Zoom');
  await expect(page.getByRole('combobox', { name: 'Who is asked' })).toHaveValue('inactive_60');
  const deadline = await page.getByLabel('Deadline').inputValue();
  const day = new Date(`${deadline}T00:00:00Z`);
  expect(day.getUTCDay()).toBe(5);
  // Today or within the week ahead.
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  expect(day.getTime() - today.getTime()).toBeGreaterThanOrEqual(0);
  expect(day.getTime() - today.getTime()).toBeLessThanOrEqual(7 * DAY_MS);
  await expect(page.getByText(/The agent drafted \d+ fields? below/)).toBeVisible();
  await expect(page.getByText(/^Simulated agent:/)).toBeVisible();
}

test('an admin asks the agent for a survey, reviews the draft and sends it; it appears running', async ({
  page,
}) => {
  test.slow();
  await openNewSurvey(page);
  await askAgent(page);
  await expectDraft(page);
  // The agent only drafts: nothing is sent before the admin sends it.
  await expect(page).toHaveURL((url) => url.pathname === '/ai-survey-agent/new');

  const question = page.getByRole('textbox', { name: 'Question' });
  await question.fill('Do you still use your Zoom licence? If not, give it up and we will save it.');
  const asked = page.getByRole('table', { name: 'Who will be asked' });
  await expect(asked.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  const count = await asked.locator('tbody tr').count();

  await page.getByRole('button', { name: 'Send survey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this survey?' });
  await expect(dialog).toContainText(
    `${count === 1 ? '1 person' : `${count} people`} will be asked about Zoom`,
  );
  await dialog.getByRole('button', { name: 'Send survey' }).click();
  await expect(page).toHaveURL((url) => /^\/ai-survey-agent\/(?!new$)[^/]+$/.test(url.pathname));
  const id = new URL(page.url()).pathname.split('/').at(-1)!;

  await page.goto('/ai-survey-agent?status=running');
  const row = surveys(page)
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/ai-survey-agent/${id}"]`) });
  await expect(row.getByRole('link')).toHaveText('Zoom', { timeout: 20_000 });
  await expect(row).toContainText('Running');
});

test('the cool-down leaves out someone asked last week, and the preview says when', async ({ page }) => {
  await openNewSurvey(page);
  await askAgent(page);
  await expectDraft(page);
  const leftOut = page.getByRole('table', { name: 'Left out' });
  const recent = leftOut.locator('tbody tr', { hasText: 'Asked recently: last asked' });
  await expect(recent.first()).toBeVisible({ timeout: 20_000 });
  // Asked within the last week: the date shown is at most seven days ago.
  const why = (await recent.first().locator('td').first().textContent()) ?? '';
  const shown = why.replace('Asked recently: last asked', '').trim();
  const asked = Date.parse(shown);
  expect(Number.isNaN(asked)).toBe(false);
  expect(Date.now() - asked).toBeLessThanOrEqual(8 * DAY_MS);

  // Without the cool-down they are asked again.
  const name = (await recent.first().locator('th').textContent()) ?? '';
  const cooldown = page.getByRole('textbox', { name: 'Cool-down in days' });
  await cooldown.fill('0');
  await expect(
    page.getByRole('table', { name: 'Who will be asked' }).getByRole('rowheader', { name }),
  ).toBeVisible({
    timeout: 20_000,
  });
});

test('Globex (agent off) and a plain user cannot reach the page or the calls', async ({ page }) => {
  await openSignedIn(page, 'globexAdmin');
  expect(await settledPath(page, '/ai-survey-agent')).toBe('/');
  expect(await settledPath(page, '/ai-survey-agent/new')).toBe('/');
  expect(await apiCall(page, 'GET', 'survey_agent/surveys/')).toBe(403);
  expect(
    await apiCall(page, 'POST', 'survey_agent/chat/', {
      messages: [{ role: 'admin', text: REQUEST }],
      settings: null,
    }),
  ).toBe(403);

  await openSignedIn(page, 'user');
  expect(await settledPath(page, '/ai-survey-agent')).toBe('/');
  expect(await apiCall(page, 'GET', 'survey_agent/surveys/')).toBe(403);
  expect(
    await apiCall(page, 'POST', 'survey_agent/chat/', {
      messages: [{ role: 'admin', text: REQUEST }],
      settings: null,
    }),
  ).toBe(403);
});

test('the demo account is stopped with the read-only warning', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 20_000 });
  await page.goto('/ai-survey-agent/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New survey' })).toBeVisible({ timeout: 30_000 });
  // Asking the agent and the preview change nothing: the demo may use them.
  await askAgent(page);
  await expectDraft(page);
  const alert = page.getByRole('form', { name: 'Survey settings' }).getByRole('alert');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(alert).toHaveText('Sorry, this is a read-only demo account.');
  await page.getByRole('button', { name: 'Send survey' }).click();
  await page
    .getByRole('dialog', { name: 'Send this survey?' })
    .getByRole('button', { name: 'Send survey' })
    .click();
  await expect(alert).toHaveText('Sorry, this is a read-only demo account.');
  // Nothing typed is lost, and nothing was sent.
  await expect(page.getByRole('combobox', { name: 'App' })).toHaveValue('Zoom');
  await expect(page).toHaveURL((url) => url.pathname === '/ai-survey-agent/new');
});

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: from the list to the form, the chat, the draft and the confirm', async ({ page }) => {
  test.slow();
  await openSignedIn(page, 'admin', '/ai-survey-agent');
  await tabTo(page, page.getByRole('link', { name: 'New survey' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New survey' })).toBeVisible();

  await tabTo(page, messageBox(page));
  await page.keyboard.type(REQUEST);
  await page.keyboard.press('Enter');
  await expectDraft(page);
  // The conversation can be reached and scrolled from the keyboard.
  await tabTo(page, chatLog(page));

  const question = page.getByRole('textbox', { name: 'Question' });
  await tabTo(page, question);
  await page.keyboard.press('End');
  await page.keyboard.type(' Thank you.');
  const keepUntil = page.getByRole('switch', { name: 'Keep until' });
  await tabTo(page, keepUntil);
  await page.keyboard.press('Space');
  await expect(keepUntil).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Send survey' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send this survey?' });
  await expect(dialog.getByText(/will be asked about Zoom/)).toBeVisible({ timeout: 20_000 });
  // Focus starts on Cancel, so Enter right away never sends.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(question).toHaveValue(/Thank you\.$/);
});

test('no axe violations on the list and the form, in both themes', async ({ page }) => {
  test.slow();
  await openSignedIn(page, 'admin', '/ai-survey-agent');
  await expect(surveys(page).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page, { dark: false })).toEqual([]);
  expect(await axeViolations(page, { dark: true })).toEqual([]);

  await page.getByRole('link', { name: 'New survey' }).click();
  await askAgent(page);
  await expectDraft(page);
  await expect(page.getByRole('table', { name: 'Who will be asked' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Save draft' }).focus();
  expect(await axeViolations(page, { dark: true, exclude: ['[data-sonner-toaster]'] })).toEqual([]);
  expect(await axeViolations(page, { dark: false, exclude: ['[data-sonner-toaster]'] })).toEqual([]);
});
