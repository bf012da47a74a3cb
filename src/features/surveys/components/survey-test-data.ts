/** Surveys and agent replies as the API sends them, for the area's component tests. */
import { addDays, localToday } from '@/lib/calendar';
import type { ChatReply, Survey, SurveyList, SurveyPreview } from '../api/schemas';

const person = (user_id: string, first_name: string, last_name: string) => ({
  user_id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@acme.test`,
  avatar: null,
});

export const ZOOM = { id: 'app-zoom', name: 'Zoom', slug: 'zoom', vendor: 'Zoom Video' };
export const TEST_PEOPLE = {
  ada: person('u-ada', 'Ada', 'Lovelace'),
  grace: person('u-grace', 'Grace', 'Hopper'),
  alan: person('u-alan', 'Alan', 'Turing'),
};

export function testSurvey(overrides: Partial<Survey> = {}): Survey {
  const today = localToday();
  return {
    id: 'survey-1',
    app_slug: ZOOM.slug,
    app: ZOOM,
    audience: 'inactive_60',
    user_ids: [],
    question: 'Do you still need Zoom?',
    answers: ['keep', 'give_up'],
    reason: 'optional',
    deadline: addDays(today, 5),
    reminders: 2,
    reminder_every_days: 3,
    no_answer: 'nothing',
    cooldown_days: 90,
    status: 'running',
    counts: { asked: 18, keep: 4, give_up: 3, keep_until: 1, smaller_plan: 0, not_yet: 10 },
    savings: 2400,
    currency: 'GBP',
    created_by: null,
    created_at: `${addDays(today, -2)}T09:00:00Z`,
    sent_at: `${addDays(today, -2)}T09:00:00Z`,
    closed_at: null,
    reminders_sent: 0,
    next_reminder_at: null,
    ...overrides,
  };
}

export function testSurveyList(rows: Survey[]): SurveyList {
  const count = (status: Survey['status']) => rows.filter((row) => row.status === status).length;
  return {
    rows,
    count: rows.length,
    statuses: { draft: count('draft'), running: count('running'), closed: count('closed') },
  };
}

export function testPreview(): SurveyPreview {
  const today = localToday();
  return {
    asked: [
      { user: TEST_PEOPLE.ada, last_active_at: `${addDays(today, -75)}T10:00:00Z` },
      { user: TEST_PEOPLE.grace, last_active_at: null },
    ],
    left_out: [
      {
        user: TEST_PEOPLE.alan,
        last_active_at: `${addDays(today, -80)}T10:00:00Z`,
        why: 'cooldown',
        last_asked_at: `${addDays(today, -6)}T10:00:00Z`,
      },
    ],
    inactive: 2,
    seat_price: 150,
    saving: 300,
    currency: 'GBP',
  };
}

export function testChatReply(): ChatReply {
  return {
    reply: 'Here is a draft: everyone inactive in Zoom for 60 days, answers by Friday.',
    draft: {
      app_slug: ZOOM.slug,
      audience: 'inactive_60',
      question: 'Do you still need your Zoom licence?',
      deadline: addDays(localToday(), 4),
    },
    is_simulation: true,
  };
}
