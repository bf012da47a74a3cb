import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MyTasks, type Task } from '@/features/tasks';
import { createQueryClient } from '@/lib/query-client';
import { renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { questionApi, testQuestion } from '@/test/survey';
import { LazySurveyQuestion } from './LazySurveyQuestion';

const server = useMockApi();
useMatchMedia();

const SURVEY_TASK: Task = {
  id: 'task-q-1',
  title: 'Answer: do you still need Zoom?',
  description: '',
  app_name: 'Zoom',
  due_date: null,
  is_completed: false,
  survey_question_id: 'q-1',
};

/** One open question and its task; answering completes the task, as the server does. */
function answeringApi() {
  let task = SURVEY_TASK;
  const { sent, handlers } = questionApi(testQuestion({ reason: 'required' }), {
    onAnswered: () => {
      task = { ...task, is_completed: true };
    },
  });
  server.use(
    ...handlers,
    http.get('*/api/v1/my-tasks/', ({ request }) => {
      const all = new URL(request.url).searchParams.get('filter') === 'all';
      const rows = all || !task.is_completed ? [task] : [];
      return HttpResponse.json({ rows, count: rows.length });
    }),
  );
  return { sent };
}

function renderWith(ui: React.ReactNode) {
  const user = userEvent.setup({ delay: null });
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
  return user;
}

describe('answering a survey question where it arrives', () => {
  beforeEach(() => localStorage.clear());

  it('from My tasks: Give up with a reason, and the task completes', async () => {
    const { sent } = answeringApi();
    const user = renderWith(<MyTasks surveyQuestion={(id) => <LazySurveyQuestion questionId={id} />} />);

    const reason = await screen.findByRole('textbox', { name: 'Reason (required)' }, { timeout: 10_000 });
    await user.type(reason, 'We moved to Teams');
    await user.click(screen.getByRole('button', { name: 'Give up' }));

    expect(sent).toHaveBeenCalledWith({ answer: 'give_up', reason: 'We moved to Teams' });
    // The server completed the task: the open list is read again and no longer holds it.
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: SURVEY_TASK.title })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('No open tasks')).toBeInTheDocument();
  });

  it('from the notification, on the dashboard', async () => {
    const { sent } = answeringApi();
    server.use(
      http.get('*/api/v1/notifications/', () =>
        HttpResponse.json({
          rows: [
            {
              id: 'n-1',
              kind: 'survey_question',
              title: 'Do you still need Zoom?',
              text: 'Answer by the deadline.',
              link: null,
              survey_question_id: 'q-1',
              is_read: false,
              created_at: '2026-01-05T09:05:00Z',
            },
            {
              // The question as first asked, before the reminder above: asked once only.
              id: 'n-0',
              kind: 'survey_question',
              title: 'Do you still need Zoom?',
              text: 'The survey agent asks.',
              link: null,
              survey_question_id: 'q-1',
              is_read: false,
              created_at: '2026-01-04T09:05:00Z',
            },
          ],
          count: 2,
          unread_count: 2,
        }),
      ),
    );
    await signInWithTokens('user@acme.test');
    const { user } = await renderApp('/', { heading: 'Dashboard' });

    const item = (await screen.findByText('Answer by the deadline.', {}, { timeout: 10_000 })).closest('li')!;
    const reason = await within(item).findByRole(
      'textbox',
      { name: 'Reason (required)' },
      { timeout: 10_000 },
    );
    await user.type(reason, 'Not needed');
    await user.click(within(item).getByRole('button', { name: 'Keep' }));

    expect(await within(item).findByText(/^Your answer:/)).toHaveTextContent(
      'Your answer: Keep — “Not needed”',
    );
    expect(sent).toHaveBeenCalledWith({ answer: 'keep', reason: 'Not needed' });
    const first = screen.getByText('The survey agent asks.').closest('li')!;
    expect(within(first).queryByText(/^Your answer:/)).not.toBeInTheDocument();
    const latest = screen.getByRole('list', { name: 'Latest notifications' });
    expect(within(latest).getAllByRole('heading', { name: 'Zoom: Do you still need Zoom?' })).toHaveLength(1);
  });
});
