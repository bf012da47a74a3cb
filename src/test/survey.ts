import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import {
  answeredQuestion,
  type AnswerInput,
  type Survey,
  type SurveyDetail,
  type SurveyQuestion,
} from '@/features/surveys';
import { addDays, localToday } from '@/lib/calendar';
import type { Person } from '@/lib/person';

/** A person of the survey tests. */
export function testPerson(id: string, first_name: string, last_name = 'Tester'): Person {
  return { user_id: id, first_name, last_name, email: `${first_name.toLowerCase()}@acme.test`, avatar: null };
}

const ZOOM = { id: 'app-zoom', name: 'Zoom', slug: 'zoom', vendor: 'Zoom Video' };

/**
 * A running Zoom survey of 4 people for the component tests: one kept, one gave up, two not yet;
 * the deadline a week from today. `changes` set what a test is about.
 */
export function testSurvey(changes: Partial<Survey> = {}): Survey {
  return {
    id: 'survey-1',
    app: ZOOM,
    app_slug: 'zoom',
    audience: 'inactive_60',
    user_ids: [],
    question: 'Do you still need Zoom?',
    answers: ['keep', 'give_up', 'keep_until'],
    reason: 'required',
    deadline: addDays(localToday(), 7),
    reminders: 2,
    reminder_every_days: 3,
    no_answer: 'propose_reclaim',
    cooldown_days: 30,
    status: 'running',
    counts: { asked: 4, keep: 1, give_up: 1, keep_until: 0, smaller_plan: 0, not_yet: 2 },
    savings: 960,
    currency: 'GBP',
    created_by: testPerson('u-admin', 'Alice', 'Admin'),
    created_at: '2026-01-05T09:00:00Z',
    sent_at: '2026-01-05T09:05:00Z',
    closed_at: null,
    reminders_sent: 0,
    next_reminder_at: null,
    ...changes,
  };
}

/** The running survey's page: Kim kept it, Lee gave it up, Max and Noor have not answered. */
export function testSurveyDetail(changes: Partial<SurveyDetail> = {}): SurveyDetail {
  const recipient = (
    id: string,
    name: string,
    answer: SurveyDetail['recipients'][number]['answer'],
    reason: string | null,
  ) => ({
    id: `r-${id}`,
    user: testPerson(id, name),
    last_active_at: '2025-10-01T10:00:00Z',
    answer,
    reason,
    keep_until: null,
    answered_at: answer ? '2026-01-06T10:00:00Z' : null,
    reminders_sent: 0,
    reclaimed: false,
  });
  return {
    survey: testSurvey(),
    recipients: [
      recipient('u-kim', 'Kim', 'keep', 'I run the weekly all-hands'),
      recipient('u-lee', 'Lee', 'give_up', 'We use Teams now'),
      recipient('u-max', 'Max', null, null),
      recipient('u-noor', 'Noor', null, null),
    ],
    summary: null,
    ...changes,
  };
}

/** A question put to the signed-in person about Zoom, not answered yet. */
export function testQuestion(changes: Partial<SurveyQuestion> = {}): SurveyQuestion {
  return {
    id: 'q-1',
    survey_id: 'survey-1',
    app: ZOOM,
    question: 'Do you still need Zoom?',
    answers: ['keep', 'give_up', 'keep_until'],
    reason: 'optional',
    deadline: addDays(localToday(), 7),
    last_active_at: '2025-10-01T10:00:00Z',
    answer: null,
    answer_reason: null,
    keep_until: null,
    answered_at: null,
    can_answer: true,
    task_id: 'task-q-1',
    ...changes,
  };
}

export const SURVEY_API = '*/api/v1/survey_agent/';

/** The survey's `GET` answers with whatever `current()` holds when asked. */
export const surveyDetailHandler = (current: () => SurveyDetail | null) =>
  http.get(`${SURVEY_API}surveys/:id/`, ({ params }) => {
    const detail = current();
    return detail && detail.survey.id === params.id
      ? HttpResponse.json(detail)
      : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  });

/**
 * The questions API over one question: its list, and its answer call, which records what was sent
 * (`sent`) and answers with the question answered, or with `refuse()` when given; `onAnswered` runs
 * once an answer is taken (e.g. the task completing). Hand `handlers` to `server.use`.
 */
export function questionApi(
  start: SurveyQuestion,
  { refuse, onAnswered }: { refuse?: () => Response; onAnswered?: () => void } = {},
) {
  let question = start;
  const sent = vi.fn<(input: AnswerInput) => void>();
  const handlers = [
    http.get(`${SURVEY_API}questions/`, () => HttpResponse.json({ rows: [question], count: 1 })),
    http.post(`${SURVEY_API}questions/:id/answer/`, async ({ request }) => {
      const input = (await request.json()) as AnswerInput;
      sent(input);
      if (refuse) return refuse();
      question = answeredQuestion(question, input, '2026-01-07T10:00:00Z');
      onAnswered?.();
      return HttpResponse.json({ question });
    }),
  ];
  return { sent, handlers };
}
