import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { opportunities, tasks as taskRecords } from '@mocks/db';
import { licenseQueries } from '@/features/licenses';
import { addDays, utcToday } from '@/lib/calendar';
import { request } from '@/lib/http';
import { useSessionStore } from '@/stores/session';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { surveyDetailSchema } from '../api/schemas';

useMockApi();
useMatchMedia();

const ADMIN = 'admin@acme.test';
const USER = 'user@acme.test';
const REASON = 'I design in another tool now.';

/** Figma, asked of everyone inactive in it for 30 days (Olivia, user@acme.test, among them). */
async function sendFigmaSurvey(): Promise<string> {
  await signInWithTokens(ADMIN);
  const { survey } = await request('post', 'survey_agent/surveys/', surveyDetailSchema, {
    json: {
      app_slug: 'figma',
      audience: 'inactive_30',
      user_ids: [],
      question: 'Do you still need Figma?',
      answers: ['keep', 'give_up'],
      reason: 'required',
      deadline: addDays(utcToday(), 7),
      reminders: 2,
      reminder_every_days: 3,
      no_answer: 'nothing',
      cooldown_days: 30,
      send: true,
    },
  });
  return survey.id;
}

const assignedFigmaSeats = async () =>
  (await licenseQueries.detail('figma').queryFn!({} as never)).seats.assigned;

const figure = (region: string, label: string) =>
  within(screen.getByRole('region', { name: region })).getByText(label, { selector: 'dt' })
    .nextElementSibling;

describe('a survey from question to reclaim, against the mock API', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it('Olivia gives Figma up from My tasks; closing suggests her seat; reclaiming frees it with a task and an opportunity', async () => {
    const id = await sendFigmaSurvey();
    const before = await assignedFigmaSeats();
    const figmaTasks = () =>
      taskRecords.findMany((q) => q.where((t) => t.title.startsWith('Reduce Figma'))).length;
    const tasksBefore = figmaTasks();
    const opportunitiesBefore = opportunities.count();

    // Olivia answers from the dashboard's My tasks.
    await signInWithTokens(USER);
    const olivia = await renderApp('/', { heading: 'Dashboard' });
    // The dashboard's lower part (My tasks among it) mounts in the render after the page's.
    const tasks = (await screen.findByRole('heading', { name: 'My tasks' })).closest('section')!;
    const answer = await within(tasks).findByRole('group', { name: 'Answer about Figma' }, PAGE_LOAD);
    await olivia.user.type(within(answer).getByRole('textbox', { name: 'Reason (required)' }), REASON);
    await olivia.user.click(within(answer).getByRole('button', { name: 'Give up' }));
    // The server completed the task: it leaves the open tasks.
    await waitFor(
      () => expect(within(tasks).queryByText('Do you still need Figma?', { exact: false })).toBeNull(),
      PAGE_LOAD,
    );
    cleanup();

    // The admin sees it, closes the survey and reclaims the seat the agent suggests.
    await signInWithTokens(ADMIN);
    const admin = await renderApp(`/ai-survey-agent/${id}`, { heading: 'Figma survey', toaster: true });
    expect(figure('Answers so far', 'Give up')).toHaveTextContent('1');
    const row = screen.getByRole('rowheader', { name: /Olivia/ }).closest('tr')!;
    expect(row).toHaveTextContent(`Give up${REASON}`);

    await admin.user.click(screen.getByRole('button', { name: 'Close survey' }));
    await admin.user.click(
      within(await screen.findByRole('dialog', { name: 'Close this survey?' })).getByRole('button', {
        name: 'Close survey',
      }),
    );
    const reclaims = await screen.findByRole('region', { name: 'Suggested reclaims' }, PAGE_LOAD);
    expect(within(reclaims).getByRole('checkbox', { name: /^Olivia Bennett/ })).toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Reasons, by theme' })).getByText(`For example: “${REASON}”`),
    ).toBeInTheDocument();
    await admin.user.click(within(reclaims).getByRole('button', { name: 'Reclaim 1 seat' }));
    await admin.user.click(
      within(await screen.findByRole('dialog', { name: 'Reclaim 1 seat of Figma?' })).getByRole('button', {
        name: 'Reclaim 1 seat',
      }),
    );
    const result = await screen.findByRole('dialog', { name: 'Seats reclaimed' }, PAGE_LOAD);
    expect(within(result).getByText('1 seat of Figma reclaimed.')).toBeInTheDocument();
    expect(
      within(result).getByText(/^A savings opportunity worth £[\d,.]+ a year was opened\./),
    ).toBeInTheDocument();

    expect(await assignedFigmaSeats()).toBe(before - 1);
    expect(figmaTasks()).toBe(tasksBefore + 1);
    expect(opportunities.count()).toBe(opportunitiesBefore + 1);
  });
});
