import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, localToday } from '@/lib/calendar';
import { formatDay } from '@/lib/format';
import { createQueryClient } from '@/lib/query-client';
import { useMockApi } from '@/test/mock-api';
import { questionApi, testQuestion } from '@/test/survey';
import type { SurveyQuestion } from '../api/schemas';
import { SurveyQuestion as QuestionById } from './SurveyQuestion';
import { DATE_NEEDED, REASON_NEEDED } from './SurveyAnswer';

const server = useMockApi();

/** Serves the question (see `questionApi`); what was sent. */
function questionsApi(start: SurveyQuestion, refuse?: () => Response) {
  const { sent, handlers } = questionApi(start, { refuse });
  server.use(...handlers);
  return { sent };
}

function renderQuestion(id = 'q-1') {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <QuestionById questionId={id} />
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

const yourAnswer = () => screen.findByText(/^Your answer:/);

describe('SurveyAnswer', () => {
  beforeEach(() => localStorage.clear());

  it('shows the app, the person’s own last activity and the deadline, and answers in one click', async () => {
    const { sent } = questionsApi(testQuestion());
    const user = renderQuestion();

    expect(await screen.findByRole('heading', { name: 'Zoom: Do you still need Zoom?' })).toBeInTheDocument();
    expect(screen.getByText(/^Your last activity in Zoom:/)).toBeInTheDocument();
    expect(screen.getByText(/Answer by/)).toHaveTextContent(
      `Answer by ${formatDay(addDays(localToday(), 7))}`,
    );
    expect(screen.getByRole('textbox', { name: 'Reason (optional)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep' }));

    expect(await yourAnswer()).toHaveTextContent('Your answer: Keep');
    expect(sent).toHaveBeenCalledWith({ answer: 'keep' });
    expect(screen.queryByRole('button', { name: 'Give up' })).not.toBeInTheDocument();
  });

  it('asks for a reason when the survey requires one, and sends it with the answer', async () => {
    const { sent } = questionsApi(testQuestion({ reason: 'required' }));
    const user = renderQuestion();
    const reason = await screen.findByRole('textbox', { name: 'Reason (required)' });

    await user.click(screen.getByRole('button', { name: 'Give up' }));

    expect(await screen.findByText(REASON_NEEDED)).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(REASON_NEEDED);
    expect(sent).not.toHaveBeenCalled();

    await user.type(reason, 'I never use it');
    expect(screen.queryByText(REASON_NEEDED)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give up' }));

    expect(await yourAnswer()).toHaveTextContent('Your answer: Give up — “I never use it”');
    expect(sent).toHaveBeenCalledWith({ answer: 'give_up', reason: 'I never use it' });
  });

  it('lets an answer be changed until the deadline: Keep until takes a date', async () => {
    const { sent } = questionsApi(
      testQuestion({ answer: 'give_up', answer_reason: 'Not needed', answered_at: '2026-01-06T10:00:00Z' }),
    );
    const user = renderQuestion();
    expect(await yourAnswer()).toHaveTextContent('Your answer: Give up — “Not needed”');

    await user.click(screen.getByRole('button', { name: 'Change answer' }));
    // The reason given before is there to keep or change.
    expect(screen.getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('Not needed');
    await user.click(screen.getByRole('button', { name: 'Keep until the date' }));
    const date = screen.getByLabelText('Keep until');
    expect(screen.getByText(DATE_NEEDED)).toBeInTheDocument();
    expect(date).toHaveFocus();

    const until = addDays(localToday(), 30);
    await user.type(date, until);
    await user.click(screen.getByRole('button', { name: 'Keep until the date' }));

    expect(await yourAnswer()).toHaveTextContent(
      `Your answer: Keep until ${formatDay(until)} — “Not needed”`,
    );
    expect(sent).toHaveBeenCalledWith({ answer: 'keep_until', reason: 'Not needed', keep_until: until });
  });

  it('offers no change once the survey takes no more answers', async () => {
    questionsApi(testQuestion({ answer: 'keep', answered_at: '2026-01-06T10:00:00Z', can_answer: false }));
    renderQuestion();
    expect(await yourAnswer()).toHaveTextContent('Your answer: Keep');
    expect(screen.queryByRole('button', { name: 'Change answer' })).not.toBeInTheDocument();
  });

  it('takes a refused answer back, says why and keeps the reason typed', async () => {
    const { sent } = questionsApi(testQuestion(), () =>
      HttpResponse.json({ detail: 'This survey is closed.' }, { status: 400 }),
    );
    const user = renderQuestion();
    const reason = await screen.findByRole('textbox', { name: 'Reason (optional)' });
    await user.type(reason, 'Only for clients');

    await user.click(screen.getByRole('button', { name: 'Give up' }));

    expect(await screen.findByText('This survey is closed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Your answer:/)).not.toBeInTheDocument());
    expect(sent).toHaveBeenCalledTimes(1);
    const group = screen.getByRole('group', { name: 'Answer about Zoom' });
    expect(within(group).getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('Only for clients');
  });

  it('shows nothing for a question that is not the person’s', async () => {
    questionsApi(testQuestion());
    renderQuestion('someone-else');
    await waitFor(() => expect(screen.queryByRole('heading')).not.toBeInTheDocument());
  });
});
