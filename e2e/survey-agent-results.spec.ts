import { expect, test, type Page } from '@playwright/test';
import { openNotificationPanel } from './support/app';
import { openSignedIn } from './support/auth';
import { axeViolations } from './support/axe';
import { apiGet, figureOf, firstSurvey, openQuestion, openSurveyPage } from './support/surveys';

// Every test starts from the mock API's own data, fresh in its own browser context.

/** License Management's count of assigned seats of `slug`. */
async function assignedSeats(page: Page, slug: string): Promise<number> {
  await page.goto(`/contracts/${slug}`);
  // A full load boots the app and the demo's mock API again.
  await expect(page.getByRole('heading', { level: 1, name: 'License Management' })).toBeVisible({
    timeout: 30_000,
  });
  const value = page
    .locator('dt', { hasText: /^Assigned$/ })
    .locator('xpath=following-sibling::dd[1]')
    .first();
  await expect(value).toHaveText(/\d/);
  return Number(((await value.textContent()) ?? '').replace(/\D/g, ''));
}

const suggested = (page: Page) => page.getByRole('region', { name: 'Suggested reclaims' });

test('closing a running survey shows the summary; reclaiming one seat frees it and adds the task and the opportunity', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/');
  const survey = await firstSurvey(page, 'running');
  const before = await assignedSeats(page, survey.app.slug);
  const opportunities = await apiGet<{ count: number }>(page, `opportunities/?keyword=${survey.app.name}`);

  await openSurveyPage(page, survey);
  await page.getByRole('button', { name: 'Close survey' }).click();
  const close = page.getByRole('dialog', { name: 'Close this survey?' });
  await expect(close.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await close.getByRole('button', { name: 'Close survey' }).click();

  await expect(page.getByRole('heading', { name: 'The agent’s summary' })).toBeVisible();
  await expect(page.getByText(/^This is a simulation/)).toBeVisible();
  await expect(figureOf(page, 'Answers when it closed', 'Answer rate')).toHaveText(/^\d+%$/);
  await expect(
    page.getByRole('region', { name: 'Reasons, by theme' }).getByRole('listitem').first(),
  ).toContainText('For example:');
  const boxes = suggested(page).getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) await expect(boxes.nth(index)).toBeChecked();
  // Keep one seat ticked: the first who gave it up.
  for (let index = 1; index < count; index += 1) await boxes.nth(index).uncheck();

  await suggested(page).getByRole('button', { name: 'Reclaim 1 seat' }).click();
  const confirm = page.getByRole('dialog', { name: `Reclaim 1 seat of ${survey.app.name}?` });
  await confirm.getByRole('button', { name: 'Reclaim 1 seat' }).click();
  const result = page.getByRole('dialog', { name: 'Seats reclaimed' });
  await expect(result.getByText(`1 seat of ${survey.app.name} reclaimed.`)).toBeVisible();
  await expect(result.getByText(/^A task was created for .+ to reduce the seats bought\.$/)).toBeVisible();
  await expect(result.getByText(/^A savings opportunity worth £[\d,.]+ a year was opened\./)).toBeVisible();
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(suggested(page)).toContainText('Reclaimed already:');

  expect(await assignedSeats(page, survey.app.slug)).toBe(before - 1);
  const after = await apiGet<{ count: number }>(page, `opportunities/?keyword=${survey.app.name}`);
  expect(after.count).toBe(opportunities.count + 1);
  const tasks = await apiGet<{ rows: { title: string; app_name: string | null }[] }>(
    page,
    'my-tasks/?filter=all',
  );
  expect(tasks.rows.some((task) => task.app_name === survey.app.name)).toBe(true);
});

test('a closed survey’s reclaim is ticked and confirmed with the keyboard alone', async ({ page }) => {
  await openSignedIn(page, 'admin', '/');
  const survey = await firstSurvey(page, 'closed');
  await openSurveyPage(page, survey);

  const boxes = suggested(page).getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(0);
  await boxes.first().focus();
  // Untick every seat but the last: Space on each box, Tab to the next.
  for (let index = 0; index < count - 1; index += 1) {
    await expect(boxes.nth(index)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(boxes.nth(index)).not.toBeChecked();
    await page.keyboard.press('Tab');
  }
  await expect(boxes.nth(count - 1)).toBeFocused();
  await expect(boxes.nth(count - 1)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(suggested(page).getByRole('button', { name: 'Reclaim 1 seat' })).toBeFocused();
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('dialog', { name: `Reclaim 1 seat of ${survey.app.name}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Reclaim 1 seat' })).toBeFocused();
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: 'Seats reclaimed' });
  await expect(result.getByText(`1 seat of ${survey.app.name} reclaimed.`)).toBeVisible();
  await expect(result.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(result).toBeHidden();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on a running and a closed survey’s page (${theme})`, async ({ page }) => {
    await openSignedIn(page, 'admin', '/');
    for (const status of ['running', 'closed'] as const) {
      await openSurveyPage(page, await firstSurvey(page, status));
      await expect(
        page.getByRole('table', { name: 'People asked' }).locator('tbody tr').first(),
      ).toBeVisible();
      expect(await axeViolations(page, { dark: theme === 'dark' })).toEqual([]);
    }
  });
}

test('user@acme.test answers Give up with a reason from My tasks, and the task completes', async ({
  page,
}) => {
  await openSignedIn(page, 'user', '/');
  const question = await openQuestion(page);
  const tasks = page
    .getByRole('main')
    .locator('section', { has: page.getByRole('heading', { name: 'My tasks' }) });
  const answer = tasks.getByRole('group', { name: `Answer about ${question.app.name}` });
  await expect(answer).toBeVisible();
  await answer.getByRole('textbox', { name: /^Reason/ }).fill('We moved our calls to another tool.');
  await answer.getByRole('button', { name: 'Give up' }).click();

  // The server completed the task: it leaves the open tasks.
  await expect(answer).toBeHidden();
  const { rows } = await apiGet<{
    rows: { id: string; is_completed: boolean; survey_question_id?: string | null }[];
  }>(page, 'my-tasks/?filter=all');
  expect(rows.find((task) => task.survey_question_id === question.id)?.is_completed).toBe(true);
  const after = await apiGet<{ rows: { id: string; answer: string | null; answer_reason: string | null }[] }>(
    page,
    'survey_agent/questions/',
  );
  expect(after.rows.find((row) => row.id === question.id)).toMatchObject({
    answer: 'give_up',
    answer_reason: 'We moved our calls to another tool.',
  });
});

test('user@acme.test answers Keep from the notification, then changes the answer', async ({ page }) => {
  await openSignedIn(page, 'user', '/');
  const question = await openQuestion(page);
  const panel = await openNotificationPanel(page);
  const answer = panel.getByRole('group', { name: `Answer about ${question.app.name}` });
  await answer.getByRole('textbox', { name: /^Reason/ }).fill('I run the weekly client calls.');
  await answer.getByRole('button', { name: 'Keep', exact: true }).click();
  await expect(panel.getByText(/^Your answer: Keep/)).toBeVisible();

  await panel.getByRole('button', { name: 'Change answer' }).click();
  await panel.getByRole('button', { name: 'Give up' }).click();
  await expect(panel.getByText(/^Your answer: Give up/)).toBeVisible();
});
