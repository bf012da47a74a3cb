import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { SURVEY_API, surveyDetailHandler, testPerson, testSurvey, testSurveyDetail } from '@/test/survey';
import { applySurveyUpdate } from '../model/survey-live';
import type { SurveyDetail, SurveySummary } from '../api/schemas';
import { SIMULATION_NOTE } from './SurveySummary';

const server = useMockApi();
useMatchMedia();

const ADMIN = 'admin@acme.test';
const PAGE = '/ai-survey-agent/survey-1';

/** A figure's value: the `dd` after its `dt`, in the region named `region`. */
const figure = (region: string, label: string) =>
  within(screen.getByRole('region', { name: region })).getByText(label, { selector: 'dt' })
    .nextElementSibling;

/** The row of the people table that names `name`. */
const personRow = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

function summaryOf(changes: Partial<SurveySummary> = {}): SurveySummary {
  return {
    text: 'Half of the people asked answered; one gave Zoom up.',
    answer_rate: 0.5,
    counts: { asked: 4, keep: 1, give_up: 1, keep_until: 0, smaller_plan: 0, not_yet: 2 },
    themes: [
      { theme: 'Uses another tool', count: 1, example: 'We use Teams now' },
      { theme: 'Needs it for meetings', count: 1, example: 'I run the weekly all-hands' },
    ],
    suggested_reclaims: [
      {
        user: testPerson('u-lee', 'Lee'),
        why: 'gave_up',
        last_active_at: null,
        saving: 240,
        reclaimed: false,
      },
      {
        user: testPerson('u-max', 'Max'),
        why: 'no_answer',
        last_active_at: null,
        saving: 240,
        reclaimed: false,
      },
    ],
    saving: 480,
    is_simulation: true,
    ...changes,
  };
}

/** Serves the survey as `state.detail` holds it; a test changes it as the server would. */
async function openSurvey(detail: SurveyDetail = testSurveyDetail()) {
  const state = { detail: detail as SurveyDetail | null };
  server.use(surveyDetailHandler(() => state.detail));
  await signInWithTokens(ADMIN);
  const rendered = await renderApp(PAGE, { heading: 'Zoom survey', toaster: true });
  return { ...rendered, state };
}

describe('a survey’s page', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it('shows the survey, its answers so far with the answer rate, and the people asked', async () => {
    await openSurvey();
    expect(document.title).toBe('Zoom survey | Stackwise');

    expect(figure('Answers so far', 'Keep')).toHaveTextContent('1');
    expect(figure('Answers so far', 'Give up')).toHaveTextContent('1');
    expect(figure('Answers so far', 'Keep until')).toHaveTextContent('0');
    expect(figure('Answers so far', 'Not yet')).toHaveTextContent('2');
    expect(figure('Answers so far', 'Answer rate')).toHaveTextContent('50%');
    expect(screen.getByText('Question', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Do you still need Zoom?',
    );
    expect(screen.getByText('Asked', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Inactive for 60 days: 4 people',
    );
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Running');

    const people = screen.getByRole('table', { name: 'People asked' });
    expect(within(people).getAllByRole('row')).toHaveLength(5);
    expect(personRow('Lee')).toHaveTextContent(/Give up.*We use Teams now/);
    expect(personRow('Max')).toHaveTextContent('Not yet');
  });

  it('says a survey is not found for an id that names none', async () => {
    server.use(surveyDetailHandler(() => null));
    await signInWithTokens(ADMIN);
    await renderApp('/ai-survey-agent/unknown', { heading: 'Survey not found' });
    expect(screen.getByRole('link', { name: 'Back to the surveys' })).toHaveAttribute(
      'href',
      '/ai-survey-agent',
    );
  });

  it('shows answers as they arrive over the socket, without a reload', async () => {
    const { state, queryClient } = await openSurvey();
    const counts = { asked: 4, keep: 1, give_up: 2, keep_until: 0, smaller_plan: 0, not_yet: 1 };
    state.detail = testSurveyDetail({
      survey: testSurvey({ counts }),
      recipients: testSurveyDetail().recipients.map((recipient) =>
        recipient.user.first_name === 'Max'
          ? { ...recipient, answer: 'give_up', reason: 'Left the team', answered_at: '2026-01-08T10:00:00Z' }
          : recipient,
      ),
    });

    void applySurveyUpdate(queryClient, { survey_id: 'survey-1', status: 'running', counts });

    await waitFor(() => expect(figure('Answers so far', 'Give up')).toHaveTextContent('2'));
    expect(figure('Answers so far', 'Answer rate')).toHaveTextContent('75%');
    await waitFor(() => expect(personRow('Max')).toHaveTextContent(/Give up.*Left the team/));
  });

  it('reminds only those who have not answered, after confirming their count', async () => {
    const { user, state } = await openSurvey();
    const remind = vi.fn();
    server.use(
      http.post(`${SURVEY_API}surveys/:id/remind/`, () => {
        remind();
        state.detail = testSurveyDetail({ survey: testSurvey({ reminders_sent: 1 }) });
        return HttpResponse.json({ reminded: 2, survey: state.detail.survey });
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Remind now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind 2 people?' });
    expect(dialog).toHaveTextContent('nobody who answered is reminded');
    await user.click(within(dialog).getByRole('button', { name: 'Remind 2 people' }));

    expect(await screen.findByText('Reminder sent to 2 people.')).toBeInTheDocument();
    expect(remind).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Reminders', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1 sent');
  });

  it('offers no reminder when everyone has answered', async () => {
    await openSurvey(
      testSurveyDetail({
        survey: testSurvey({
          counts: { asked: 2, keep: 1, give_up: 1, keep_until: 0, smaller_plan: 0, not_yet: 0 },
        }),
      }),
    );
    expect(screen.getByRole('button', { name: 'Remind now' })).toBeDisabled();
  });

  it('closes after confirming and shows the agent’s summary, its themes and suggested reclaims', async () => {
    const { user, state } = await openSurvey();
    server.use(
      http.post(`${SURVEY_API}surveys/:id/close/`, () => {
        state.detail = testSurveyDetail({
          survey: testSurvey({ status: 'closed', closed_at: '2026-01-09T10:00:00Z', savings: 480 }),
          summary: summaryOf(),
        });
        return HttpResponse.json(state.detail);
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Close survey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this survey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close survey' }));

    expect(await screen.findByRole('heading', { name: 'The agent’s summary' })).toBeInTheDocument();
    expect(screen.getByText(SIMULATION_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Half of the people asked answered; one gave Zoom up.')).toBeInTheDocument();
    expect(figure('Answers when it closed', 'Answer rate')).toHaveTextContent('50%');
    const themes = screen.getByRole('region', { name: 'Reasons, by theme' });
    expect(within(themes).getAllByRole('listitem')[0]).toHaveTextContent(
      'Uses another tool (1)For example: “We use Teams now”',
    );
    expect(screen.getByRole('checkbox', { name: /^Lee Tester/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Max Tester/ })).toBeChecked();
    expect(screen.getByText('2 seats ticked: £480.00 a year')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close survey' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remind now' })).not.toBeInTheDocument();
  });

  it('reclaims the ticked seats only, by keyboard, and shows what the reclaim did', async () => {
    const closed = testSurveyDetail({
      survey: testSurvey({ status: 'closed', closed_at: '2026-01-09T10:00:00Z' }),
      summary: summaryOf(),
    });
    const { user, state } = await openSurvey(closed);
    const sent = vi.fn();
    server.use(
      http.post(`${SURVEY_API}surveys/:id/reclaim/`, async ({ request }) => {
        sent(await request.json());
        const summary = summaryOf({
          suggested_reclaims: summaryOf().suggested_reclaims.map((seat) =>
            seat.user.user_id === 'u-lee' ? { ...seat, reclaimed: true } : seat,
          ),
          saving: 240,
        });
        state.detail = { ...closed, summary };
        return HttpResponse.json({
          reclaimed: 1,
          task_id: 'task-9',
          opportunity_id: 'opp-9',
          savings: 240,
          survey: closed.survey,
          summary,
        });
      }),
    );

    // Untick Max with the keyboard: Tab to his box, Space.
    const max = screen.getByRole('checkbox', { name: /^Max Tester/ });
    max.focus();
    await user.keyboard(' ');
    expect(max).not.toBeChecked();
    expect(screen.getByText('1 seat ticked: £240.00 a year')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reclaim 1 seat' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const confirm = await screen.findByRole('dialog', { name: 'Reclaim 1 seat of Zoom?' });
    expect(within(confirm).getByRole('list', { name: 'Seats to reclaim' })).toHaveTextContent('Lee Tester');
    await user.click(within(confirm).getByRole('button', { name: 'Reclaim 1 seat' }));

    const result = await screen.findByRole('dialog', { name: 'Seats reclaimed' }, PAGE_LOAD);
    expect(sent).toHaveBeenCalledWith({ user_ids: ['u-lee'] });
    expect(within(result).getByText('1 seat of Zoom reclaimed.')).toBeInTheDocument();
    expect(within(result).getByText(/^A task was created for the app’s owner/)).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'View it in Optimize' })).toHaveAttribute(
      'href',
      '/optimize?app=app-zoom',
    );
    await user.click(within(result).getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Reclaimed already: Lee Tester.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Lee Tester/ })).not.toBeInTheDocument();
  });

  it('keeps the confirmation open with the server’s reason when a reclaim is refused', async () => {
    const { user } = await openSurvey(
      testSurveyDetail({
        survey: testSurvey({ status: 'closed' }),
        summary: summaryOf({ is_simulation: false }),
      }),
    );
    server.use(
      http.post(`${SURVEY_API}surveys/:id/reclaim/`, () =>
        HttpResponse.json({ detail: 'These seats were reclaimed already.' }, { status: 400 }),
      ),
    );
    expect(screen.queryByText(SIMULATION_NOTE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reclaim 2 seats' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reclaim 2 seats of Zoom?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reclaim 2 seats' }));
    expect(await within(confirm).findByText('These seats were reclaimed already.')).toBeInTheDocument();
  });
});
