import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACME_SURVEY_FACTS } from '@mocks/fixtures/surveys';
import { addDays, localToday } from '@/lib/calendar';
import { DEMO_READ_ONLY_MESSAGE } from '@/lib/errors';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import type { ChatInput, SurveyCreateInput } from '../api/schemas';
import { SURVEY_MESSAGES } from '../model/settings-rules';
import { CHAT_MESSAGES } from './AgentChat';
import { testChatReply, testPreview, testSurvey } from './survey-test-data';

const server = useMockApi();
useMatchMedia();

/** The agent's, the preview's and the save's calls answered as the API would, each body recorded. */
function serveAgent() {
  const calls = { chat: [] as ChatInput[], preview: [] as unknown[], saved: [] as SurveyCreateInput[] };
  server.use(
    http.post('*/api/v1/survey_agent/chat/', async ({ request }) => {
      calls.chat.push((await request.json()) as ChatInput);
      return HttpResponse.json(testChatReply());
    }),
    http.post('*/api/v1/survey_agent/surveys/preview/', async ({ request }) => {
      calls.preview.push(await request.json());
      return HttpResponse.json(testPreview());
    }),
    http.post('*/api/v1/survey_agent/surveys/', async ({ request }) => {
      const input = (await request.json()) as SurveyCreateInput;
      calls.saved.push(input);
      return HttpResponse.json(
        {
          survey: testSurvey({ id: 'survey-new', status: input.send ? 'running' : 'draft' }),
          recipients: [],
          summary: null,
        },
        { status: 201 },
      );
    }),
    http.get('*/api/v1/survey_agent/surveys/:id/', () =>
      HttpResponse.json({ survey: testSurvey({ id: 'survey-new' }), recipients: [], summary: null }),
    ),
  );
  return calls;
}

async function openForm(email = 'admin@acme.test', appid?: string) {
  await signInWithTokens(email, appid);
  return renderApp('/ai-survey-agent/new', { heading: 'New survey', toaster: true });
}

async function askAgent(user: UserEvent, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Message to the agent' }), text);
  await user.click(screen.getByRole('button', { name: 'Send to the agent' }));
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('New survey form', () => {
  it('shows each rule’s message beside its field and sends nothing', async () => {
    const calls = serveAgent();
    const { user } = await openForm();
    await user.clear(field('Reminders'));
    await user.type(field('Reminders'), '9');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(SURVEY_MESSAGES.appRequired)).toBeInTheDocument();
    expect(field('Question')).toHaveAccessibleDescription(SURVEY_MESSAGES.questionRequired);
    expect(field('Reminders')).toHaveAccessibleDescription(SURVEY_MESSAGES.reminders);
    expect(field('Question')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.saved).toHaveLength(0);
    // The message leaves as soon as the field changes.
    await user.type(field('Question'), 'Still need it?');
    expect(screen.queryByText(SURVEY_MESSAGES.questionRequired)).not.toBeInTheDocument();
  });

  it('fills the form with the agent’s draft, marks it for review and says the agent is simulated', async () => {
    const calls = serveAgent();
    const { user } = await openForm();
    await askAgent(
      user,
      'Ask everyone who has not opened Zoom in 60 days whether they still need it, by Friday',
    );
    const log = screen.getByRole('log', { name: 'Conversation with the agent' });
    expect(await within(log).findByText(testChatReply().reply)).toBeInTheDocument();
    expect(within(log).getByText(/Ask everyone who has not opened Zoom/)).toBeInTheDocument();
    expect(screen.getByText(CHAT_MESSAGES.simulation)).toBeInTheDocument();
    const draft = testChatReply().draft!;
    expect(field('Question')).toHaveValue(draft.question);
    expect(field('Question')).toHaveAccessibleDescription('Drafted by the agent: review it.');
    expect(screen.getByLabelText('Deadline')).toHaveValue(draft.deadline);
    expect(await screen.findByRole('combobox', { name: 'App' })).toHaveValue('Zoom');
    // What the agent did not give stays as it was.
    expect(field('Cool-down in days')).toHaveValue('90');
    expect(field('Cool-down in days')).not.toHaveAccessibleDescription('Drafted by the agent: review it.');
    expect(screen.getByText(/The agent drafted 4 fields/)).toBeInTheDocument();
    // The agent read the conversation and the form as it stood.
    expect(calls.chat[0]?.messages).toEqual([
      {
        role: 'admin',
        text: 'Ask everyone who has not opened Zoom in 60 days whether they still need it, by Friday',
      },
    ]);
    expect(calls.chat[0]?.settings).toMatchObject({ audience: 'inactive_60', cooldown_days: 90 });
    // The message box is cleared for the next one; the draft was not sent.
    expect(screen.getByRole('textbox', { name: 'Message to the agent' })).toHaveValue('');
    expect(calls.saved).toHaveLength(0);
  });

  it('keeps the typed message and the conversation when the agent’s call fails', async () => {
    serveAgent();
    const { user } = await openForm();
    await askAgent(user, 'Zoom, 60 days');
    const log = screen.getByRole('log', { name: 'Conversation with the agent' });
    await within(log).findByText(testChatReply().reply);
    server.use(
      http.post(
        '*/api/v1/survey_agent/chat/',
        () => HttpResponse.json({ detail: 'The agent is busy.' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    await askAgent(user, 'Make it 90 days');
    expect(await screen.findByText('The agent is busy.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message to the agent' })).toHaveValue('Make it 90 days');
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
  });

  it('previews who will be asked, who is left out and why, and the saving, once the settings are valid', async () => {
    const calls = serveAgent();
    const { user } = await openForm();
    expect(screen.getByText(/to see who will be asked/)).toBeInTheDocument();
    await askAgent(user, 'Zoom, 60 days, by Friday');
    const asked = await screen.findByRole('table', { name: 'Who will be asked' }, PAGE_LOAD);
    expect(within(asked).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(asked).getByRole('row', { name: /Grace Hopper/ })).toHaveTextContent('Never');
    const leftOut = screen.getByRole('table', { name: 'Left out' });
    expect(within(leftOut).getByRole('row', { name: /Alan Turing/ })).toHaveTextContent(
      /Asked recently: last asked/,
    );
    const figures = screen.getByRole('region', { name: 'Preview figures' });
    expect(figures).toHaveTextContent('£300.00');
    expect(figures).toHaveTextContent('2 inactive × £150.00 a seat');
    expect(calls.preview.at(-1)).toMatchObject({
      app_slug: 'zoom',
      audience: 'inactive_60',
      answers: ['keep', 'give_up'],
    });
  });

  it('with the mock API’s own agent: the draft fills the form and the cool-down leaves out those asked last week', async () => {
    const { user } = await openForm();
    await askAgent(
      user,
      'Ask everyone who has not opened Zoom in 60 days whether they still need it, by Friday',
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('Zoom'), PAGE_LOAD);
    expect(screen.getByRole('combobox', { name: 'Who is asked' })).toHaveValue('inactive_60');
    expect(field('Question')).not.toHaveValue('');
    const leftOut = await screen.findByRole('table', { name: 'Left out' }, PAGE_LOAD);
    const cooled = within(leftOut).getAllByRole('row', { name: /Asked recently: last asked/ });
    expect(cooled.length).toBeGreaterThan(0);
    // Asked last week, by the seeded running survey: the day shown is that many days back (± a day for time zones).
    const shown = /last asked (\d{1,2} \w{3} \d{4})/.exec(cooled[0]!.textContent ?? '')?.[1] ?? '';
    const daysAgo = (Date.now() - Date.parse(shown)) / 86_400_000;
    expect(Math.abs(daysAgo - ACME_SURVEY_FACTS.cooledDownSince)).toBeLessThanOrEqual(1.5);
  });

  it('saves a draft and opens it', async () => {
    const calls = serveAgent();
    const { user, router } = await openForm();
    await askAgent(user, 'Zoom, 60 days, by Friday');
    await screen.findByRole('combobox', { name: 'App' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('Zoom'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-survey-agent/survey-new'));
    expect(calls.saved).toEqual([
      expect.objectContaining({ send: false, app_slug: 'zoom', question: testChatReply().draft!.question }),
    ]);
  });

  it('sends only after the confirm says how many people will be asked', async () => {
    const calls = serveAgent();
    const { user, router } = await openForm();
    await askAgent(user, 'Zoom, 60 days, by Friday');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('Zoom'));
    await user.click(screen.getByRole('button', { name: 'Send survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this survey?' });
    expect(await within(dialog).findByText(/2 people will be asked about Zoom/)).toBeInTheDocument();
    expect(calls.saved).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send survey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-survey-agent/survey-new'));
    expect(calls.saved).toEqual([expect.objectContaining({ send: true, app_slug: 'zoom' })]);
  });

  it('keeps a past deadline in a draft but refuses it beside the field when sending', async () => {
    const calls = serveAgent();
    const { user } = await openForm();
    await askAgent(user, 'Zoom, 60 days, by Friday');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('Zoom'));
    const deadline = screen.getByLabelText('Deadline');
    await user.clear(deadline);
    await user.type(deadline, addDays(localToday(), -1));
    await user.click(screen.getByRole('button', { name: 'Send survey' }));
    await waitFor(() => expect(deadline).toHaveAccessibleDescription(SURVEY_MESSAGES.deadlinePast));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.saved).toEqual([
        expect.objectContaining({ send: false, deadline: addDays(localToday(), -1) }),
      ]),
    );
  });

  it('keeps everything typed and shows the server’s messages when saving is refused', async () => {
    serveAgent();
    const { user } = await openForm();
    await askAgent(user, 'Zoom, 60 days, by Friday');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('Zoom'));
    server.use(
      http.post('*/api/v1/survey_agent/surveys/', () =>
        HttpResponse.json({ question: ['Question is too vague.'] }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(field('Question')).toHaveAccessibleDescription('Question is too vague.'));
    expect(field('Question')).toHaveValue(testChatReply().draft!.question);
    expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('Zoom');
  });

  it('lets the demo account ask the agent and preview, and stops its save with the read-only warning', async () => {
    const calls = serveAgent();
    const { user } = await openForm('admin@acme.test', 'demo');
    await askAgent(user, 'Zoom, 60 days');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'App' })).toHaveValue('Zoom'));
    expect(await screen.findByRole('table', { name: 'Who will be asked' }, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(DEMO_READ_ONLY_MESSAGE)).toBeInTheDocument();
    expect(field('Question')).toHaveValue(testChatReply().draft!.question);
    expect(calls.saved).toHaveLength(0);
  });
});
