/**
 * What happens to a survey: sending it (a recipient, a `survey_question` notification and a task in
 * My tasks for each person asked), an answer (the task completes; it may change until the deadline),
 * reminders (only to people who have not answered), closing, and reclaiming the seats its summary
 * suggests (License Management's reclaim). Each change is pushed to the tenant's client admins over
 * the socket as `survey.updated`. The routes, the seed and QA's controls all go through here.
 */
import type { SurveyAnswer } from '@/features/surveys/api/schemas';
import {
  accounts,
  surveyRecipients,
  surveys,
  tasks,
  type SurveyRecipientRecord,
  type SurveyRecord,
} from '../db';
import { fnv1a32 } from '../hash';
import { clientAdminIds, sendNotification } from '../notify';
import { publish } from '../realtime/hub';
import { productRecordOf } from './reach-views';
import type { AudienceHolder } from './survey-audience';
import { countsOf, nextReminderAt, simulatedKeepUntil } from './survey-records';

/** Tells the tenant's client admins where the survey stands now. */
export function announceSurvey(record: SurveyRecord): void {
  const counts = countsOf(surveyRecipients.findMany((q) => q.where((r) => r.survey_id === record.id)));
  const message = { type: 'survey.updated', survey_id: record.id, status: record.status, counts } as const;
  for (const adminId of clientAdminIds(record.tenant_id)) publish(adminId, message);
}

const questionTitle = (app: string) => `Do you still use ${app}?`;

/** How each person's question is made: ids and times (the seed gives its own, the API random ones and now). */
export interface AskOptions {
  at?: string;
  idOf?: (userId: string) => string;
  /** The seed's notifications take their ids from this key, so every seed gives the same rows. */
  dedupeKey?: string;
}

/** Marks the survey running and asks each person: a recipient, a task and a notification each. */
export async function sendSurvey(
  record: SurveyRecord,
  asked: readonly AudienceHolder[],
  options: AskOptions = {},
): Promise<SurveyRecord> {
  const at = options.at ?? new Date().toISOString();
  const idOf = options.idOf ?? (() => crypto.randomUUID());
  const app = productRecordOf(record.app_id).name;
  const questionIds = new Map<string, string>();
  for (const person of asked) {
    const id = idOf(person.user_id);
    questionIds.set(person.user_id, id);
    const task = await tasks.create({
      id: idOf(`task:${person.user_id}`),
      title: `Answer the ${app} survey`,
      description: `${record.question} Answer by ${record.deadline}.`,
      app_name: app,
      due_date: record.deadline,
      is_completed: false,
      survey_question_id: id,
      user_id: person.user_id,
      tenant_id: record.tenant_id,
    });
    await surveyRecipients.create({
      id,
      survey_id: record.id,
      tenant_id: record.tenant_id,
      user_id: person.user_id,
      asked_at: at,
      last_active_at: person.last_active_at,
      answer: null,
      reason: null,
      keep_until: null,
      answered_at: null,
      reminders_sent: 0,
      reclaimed: false,
      task_id: task.id,
    });
  }
  const sent = (await surveys.update((q) => q.where((s) => s.id === record.id), {
    data(row) {
      row.status = 'running';
      row.sent_at = at;
    },
  }))!;
  await sendNotification({
    userIds: [...questionIds.keys()],
    kind: 'survey_question',
    title: questionTitle(app),
    text: `${record.question} Answer by ${record.deadline}; one click does it.`,
    link: '/',
    createdAt: at,
    questionIdOf: (userId) => questionIds.get(userId) ?? null,
    dedupeKey: options.dedupeKey,
  });
  announceSurvey(sent);
  return sent;
}

export interface AnswerFields {
  answer: SurveyAnswer;
  reason: string | null;
  keep_until: string | null;
}

/** Records (or changes) one person's answer and completes the task that asked it. */
export async function recordAnswer(
  recipient: SurveyRecipientRecord,
  record: SurveyRecord,
  fields: AnswerFields,
  at = new Date().toISOString(),
): Promise<SurveyRecipientRecord> {
  const updated = (await surveyRecipients.update((q) => q.where((r) => r.id === recipient.id), {
    data(row) {
      row.answer = fields.answer;
      row.reason = fields.reason;
      row.keep_until = fields.answer === 'keep_until' ? fields.keep_until : null;
      row.answered_at = at;
    },
  }))!;
  if (recipient.task_id !== null) {
    await tasks.update((q) => q.where((t) => t.id === recipient.task_id), {
      data(row) {
        row.is_completed = true;
      },
    });
  }
  announceSurvey(record);
  return updated;
}

/** A reminder now to everyone asked who has not answered; returns how many were reminded. */
export async function remindSurvey(
  record: SurveyRecord,
  at = new Date().toISOString(),
  dedupeKey?: string,
): Promise<{ reminded: number; survey: SurveyRecord }> {
  const waiting = surveyRecipients.findMany((q) =>
    q.where((r) => r.survey_id === record.id && r.answer === null),
  );
  if (waiting.length === 0) return { reminded: 0, survey: record };
  const ids = new Set(waiting.map((r) => r.id));
  await surveyRecipients.updateMany((q) => q.where((r) => ids.has(r.id)), {
    data(row) {
      row.reminders_sent += 1;
    },
  });
  const survey = (await surveys.update((q) => q.where((s) => s.id === record.id), {
    data(row) {
      row.reminders_sent += 1;
      row.last_reminder_at = at;
    },
  }))!;
  const app = productRecordOf(record.app_id).name;
  const questionIds = new Map(waiting.map((r) => [r.user_id, r.id]));
  await sendNotification({
    userIds: [...questionIds.keys()],
    kind: 'survey_question',
    title: `Reminder: ${questionTitle(app)}`,
    text: `You have not answered the ${app} survey yet. Answer by ${record.deadline}; one click does it.`,
    link: '/',
    createdAt: at,
    questionIdOf: (userId) => questionIds.get(userId) ?? null,
    dedupeKey,
  });
  announceSurvey(survey);
  return { reminded: waiting.length, survey };
}

/** Closes the survey: no more answers; the tasks still open are done with. */
export async function closeSurvey(
  record: SurveyRecord,
  at = new Date().toISOString(),
): Promise<SurveyRecord> {
  const closed = (await surveys.update((q) => q.where((s) => s.id === record.id), {
    data(row) {
      row.status = 'closed';
      row.closed_at = at;
    },
  }))!;
  const taskIds = new Set(
    surveyRecipients
      .findMany((q) => q.where((r) => r.survey_id === record.id))
      .flatMap((r) => r.task_id ?? []),
  );
  await tasks.updateMany((q) => q.where((t) => taskIds.has(t.id) && !t.is_completed), {
    data(row) {
      row.is_completed = true;
    },
  });
  announceSurvey(closed);
  return closed;
}

// ---- the simulated people ------------------------------------------------------------------------

/** The reasons simulated people give, by answer; several per theme so the summary groups them. */
const SIMULATED_REASONS: Record<SurveyAnswer, readonly string[]> = {
  give_up: [
    'I rarely use it any more.',
    'We use Microsoft Teams for calls now.',
    'I moved to Google Meet instead.',
    'I left the team that needed it.',
    'Hardly ever opened it this year.',
    'I changed teams in the spring.',
    'Do not need it, the licence was set up for me by default.',
  ],
  keep: [
    'I need it for client calls every week.',
    'I use it daily with suppliers.',
    'Needed for the office move project.',
    'Our customers expect it.',
  ],
  keep_until: [
    'Needed for a project until the end of the quarter.',
    'Only until the migration project is done.',
  ],
  smaller_plan: ['I only join calls, I never host.', 'A basic licence would do.'],
};

/** Accounts that sign in by name are never simulated: their answers are the tests' to give. */
const NAMED = /^(user|admin|new|inactive)@(acme|globex)\.test$|^demo@stackwise\.test$/;

/** A simulated person's answer, drawn from their question's id alone: the same every time. */
export function simulatedAnswer(recipient: SurveyRecipientRecord, record: SurveyRecord): AnswerFields {
  const roll = fnv1a32(`answer:${recipient.id}`);
  const offered = record.answers;
  const pick = roll % 100;
  let answer: SurveyAnswer =
    pick < 45 ? 'give_up' : pick < 80 ? 'keep' : pick < 92 ? 'keep_until' : 'smaller_plan';
  if (!offered.includes(answer)) answer = pick < 62 ? 'give_up' : 'keep';
  const reasons = SIMULATED_REASONS[answer];
  // Without a required reason, about one in four says nothing.
  const silent = record.reason === 'optional' && (roll >>> 8) % 4 === 0;
  return {
    answer,
    reason: silent ? null : reasons[(roll >>> 12) % reasons.length]!,
    keep_until: answer === 'keep_until' ? simulatedKeepUntil(record) : null,
  };
}

/** The simulated people who have not answered answer now (the first `count` of them, all by default). */
export async function answerNow(record: SurveyRecord, count?: number, at?: string): Promise<number> {
  const named = new Set(accounts.findMany((q) => q.where((a) => NAMED.test(a.email))).map((a) => a.user_id));
  const waiting = surveyRecipients
    .findMany((q) => q.where((r) => r.survey_id === record.id && r.answer === null && !named.has(r.user_id)))
    .sort((a, b) => a.asked_at.localeCompare(b.asked_at) || a.id.localeCompare(b.id))
    .slice(0, count ?? Infinity);
  for (const recipient of waiting)
    await recordAnswer(recipient, record, simulatedAnswer(recipient, record), at);
  return waiting.length;
}

/** Running surveys' reminders that have fallen due by `now` (the backend's job would have sent them). */
export async function sendDueReminders(tenantId: string, now = Date.now()): Promise<void> {
  for (const record of surveys.findMany((q) =>
    q.where((s) => s.tenant_id === tenantId && s.status === 'running'),
  )) {
    const next = nextReminderAt(
      record,
      countsOf(surveyRecipients.findMany((q) => q.where((r) => r.survey_id === record.id))),
    );
    if (next !== null && Date.parse(next) <= now) await remindSurvey(record);
  }
}
