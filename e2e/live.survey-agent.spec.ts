import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, PASSWORD } from './support/accounts';
import { LIVE_API, personPage, socketsOf } from './support/live';

/**
 * A survey between two people: the live-mode build against one standalone mock API
 * (`npm run mock-api`), whose websocket tells the admin's page of each answer. The tests share that
 * server, so they run one after another and read every figure before changing it.
 */
test.describe.configure({ mode: 'serial' });

const API = LIVE_API;
const USER = accounts.user.username;
const ADMIN = accounts.admin.username;

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const reply = await request.post(`${API}/token/`, { data: { username, password: PASSWORD } });
  return ((await reply.json()) as { access: string }).access;
}

async function get<T>(request: APIRequestContext, username: string, path: string): Promise<T> {
  const reply = await request.get(`${API}/${path}`, {
    headers: { Authorization: `Bearer ${await tokenOf(request, username)}` },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as T;
}

const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Answers so far' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('an answer given from My tasks appears on the admin’s survey page without a reload', async ({
  browser,
  request,
}) => {
  const { rows } = await get<{ rows: { id: string; survey_id: string; app: { name: string } }[] }>(
    request,
    USER,
    'survey_agent/questions/?open=true',
  );
  const question = rows[0];
  if (!question) throw new Error('user@acme.test has no survey waiting for an answer');

  const admin = await personPage(browser, ADMIN);
  await admin.goto(`/ai-survey-agent/${question.survey_id}`);
  await expect(admin.getByRole('heading', { level: 1, name: `${question.app.name} survey` })).toBeVisible();
  await expect.poll(() => socketsOf(request, ADMIN)).toBeGreaterThan(0);
  const gaveUp = Number(await figure(admin, 'Give up').textContent());
  const waiting = Number(await figure(admin, 'Not yet').textContent());
  const people = admin.getByRole('table', { name: 'People asked' });
  const oliviaRow = people.getByRole('row').filter({ hasText: USER });
  await expect(oliviaRow).toContainText('Not yet');
  // Marks this page: a reload would lose the mark.
  await admin.evaluate(() => Object.assign(window, { __surveyPageMark: true }));

  const user = await personPage(browser, USER);
  // The question arrived as a notification and as a task.
  await user
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await expect(
    user
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('group', { name: `Answer about ${question.app.name}` }),
  ).toBeVisible();
  await user.keyboard.press('Escape');

  const tasks = user
    .getByRole('main')
    .locator('section', { has: user.getByRole('heading', { name: 'My tasks' }) });
  const answer = tasks.getByRole('group', { name: `Answer about ${question.app.name}` });
  await answer.getByRole('textbox', { name: /^Reason/ }).fill('We moved our calls to another tool.');
  await answer.getByRole('button', { name: 'Give up' }).click();
  await expect(answer).toBeHidden();

  // The admin's page, never reloaded, shows the answer.
  await expect(figure(admin, 'Give up')).toHaveText(String(gaveUp + 1));
  await expect(figure(admin, 'Not yet')).toHaveText(String(waiting - 1));
  await expect(oliviaRow).toContainText('Give up');
  await expect(oliviaRow).toContainText('We moved our calls to another tool.');
  expect(
    await admin.evaluate(() => (window as unknown as { __surveyPageMark?: boolean }).__surveyPageMark),
  ).toBe(true);

  await user.context().close();
  await admin.context().close();
});
