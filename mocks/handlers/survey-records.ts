/**
 * The small facts of a survey's records that sending, answering and reminding need (and the seed,
 * which runs them at start-up): kept apart from the survey views so the demo's start does not load
 * the list, preview and summary code before anyone opens the survey agent.
 */
import type { SurveyCounts } from '@/features/surveys/api/schemas';
import { addDays, DAY_MS, utcToday } from '@/lib/calendar';
import type { SurveyRecipientRecord, SurveyRecord } from '../db';

export function countsOf(recipients: readonly SurveyRecipientRecord[]): SurveyCounts {
  const counts: SurveyCounts = {
    asked: recipients.length,
    keep: 0,
    give_up: 0,
    keep_until: 0,
    smaller_plan: 0,
    not_yet: 0,
  };
  for (const r of recipients) {
    if (r.answer === null) counts.not_yet += 1;
    else counts[r.answer] += 1;
  }
  return counts;
}

/** When the next reminder goes: every `reminder_every_days` after the sending or the last one, while some are left, someone has not answered and the deadline has not passed. */
export function nextReminderAt(record: SurveyRecord, counts: SurveyCounts): string | null {
  if (record.status !== 'running' || record.sent_at === null) return null;
  if (record.reminders_sent >= record.reminders || counts.not_yet === 0) return null;
  const next = new Date(
    Date.parse(record.last_reminder_at ?? record.sent_at) + record.reminder_every_days * DAY_MS,
  ).toISOString();
  return next.slice(0, 10) > record.deadline ? null : next;
}

/** Answers are taken while the survey runs, up to and including its deadline day. */
export const canAnswer = (record: SurveyRecord, today = utcToday()) =>
  record.status === 'running' && today <= record.deadline;

/** The date a `keep_until` answer defaults to when the simulation gives one: two months after the deadline. */
export const simulatedKeepUntil = (record: SurveyRecord) => addDays(record.deadline, 60);
