/**
 * The survey questions put to the signed-in person (any role with a tenant; only their own):
 *
 * - `GET /survey_agent/questions/` (`open=true`: only those still waiting for an answer): open ones
 *   first, soonest deadline first.
 * - `POST /survey_agent/questions/<id>/answer/` `{ answer, reason?, keep_until? }`: records or
 *   changes the answer until the deadline while the survey runs, and completes the task that asked.
 */

import { answerInputSchema } from '@/features/surveys/api/schemas';
import { SURVEY_MESSAGES } from '@/features/surveys/model/settings-rules';
import { isCalendarDate, utcToday } from '@/lib/calendar';
import { findSurvey, surveyRecipients, surveys, type SurveyRecipientRecord } from '../db';
import { authed, ID } from '../http/handler';
import { recordThenBody } from '../http/record-body';
import { detail, fieldErrors, json, notFound, permissionDenied, type FieldErrors } from '../http/replies';
import { tenantUsage } from './contract-views';
import { recordAnswer } from './survey-actions';
import { canAnswer, questionOf } from './survey-views';

export const QUESTION_NOT_FOUND = 'Question not found.';

/** Each of the tenant's app holders' last activity, by app and person. */
function activityByApp(tenantId: string): Map<string, Map<string, string | null>> {
  return new Map(
    tenantUsage(tenantId).map((app) => [
      app.appId,
      new Map(app.holders.map((h) => [h.user_id, h.last_active_at])),
    ]),
  );
}

function myQuestion(id: string, userId: string): SurveyRecipientRecord | undefined {
  return surveyRecipients.findFirst((q) => q.where((r) => r.id === id && r.user_id === userId));
}

export const surveyQuestionHandlers = [
  authed.get('/survey_agent/questions/', {}, ({ query, user }) => {
    if (user.tenant_id === null) return permissionDenied();
    const open = query.get('open');
    if (open !== null && open !== '' && open !== 'true' && open !== 'false')
      return fieldErrors({ open: ['Must be a valid boolean.'] });
    const mine = surveyRecipients.findMany((q) =>
      q.where((r) => r.user_id === user.user_id && r.tenant_id === user.tenant_id),
    );
    const ids = new Set(mine.map((r) => r.survey_id));
    const bySurvey = new Map(surveys.findMany((q) => q.where((s) => ids.has(s.id))).map((s) => [s.id, s]));
    const activity = activityByApp(user.tenant_id);
    const rows = mine
      .flatMap((r) => {
        const record = bySurvey.get(r.survey_id);
        return record && record.status !== 'draft'
          ? [questionOf(r, record, activity.get(record.app_id) ?? new Map())]
          : [];
      })
      .map((question) => ({ question, waiting: question.can_answer && question.answer === null }))
      .filter((row) => open !== 'true' || row.waiting)
      .sort(
        (a, b) =>
          Number(b.waiting) - Number(a.waiting) ||
          a.question.deadline.localeCompare(b.question.deadline) ||
          a.question.id.localeCompare(b.question.id),
      )
      .map((row) => row.question);
    return json({ rows, count: rows.length });
  }),

  authed.post(
    `/survey_agent/questions/${ID}/answer/`,
    { body: 'object' },
    async ({ params, body: raw, user }) => {
      const recipient = myQuestion(params.id!, user.user_id);
      const survey = recipient && findSurvey(recipient.survey_id, recipient.tenant_id);
      const asked = recipient && survey && survey.status !== 'draft' ? { recipient, survey } : null;
      const found = recordThenBody(asked, answerInputSchema, raw, () => notFound(QUESTION_NOT_FOUND));
      if (!found.ok) return found.response;
      const { recipient: asking, survey: record } = found.value.record;
      const { body } = found.value;
      const errors: FieldErrors = {};
      const reason = body.reason?.trim() ? body.reason.trim() : null;
      const keepUntil = body.keep_until?.trim() ? body.keep_until.trim() : null;
      if (!record.answers.includes(body.answer)) errors.answer = [SURVEY_MESSAGES.answerNotOffered];
      if (record.reason === 'required' && reason === null) errors.reason = [SURVEY_MESSAGES.reasonRequired];
      if (body.answer === 'keep_until') {
        if (keepUntil === null) errors.keep_until = [SURVEY_MESSAGES.keepUntilRequired];
        else if (!isCalendarDate(keepUntil)) errors.keep_until = [SURVEY_MESSAGES.deadlineInvalid];
        else if (keepUntil <= utcToday()) errors.keep_until = [SURVEY_MESSAGES.keepUntilPast];
      }
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      if (record.status === 'closed')
        return detail(400, 'This survey has closed: answers are no longer taken.');
      if (!canAnswer(record)) return detail(400, 'The deadline has passed: answers are no longer taken.');
      const changed = asking.answer !== null;
      const updated = await recordAnswer(asking, record, {
        answer: body.answer,
        reason,
        keep_until: keepUntil,
      });
      const activity = activityByApp(record.tenant_id).get(record.app_id) ?? new Map<string, string | null>();
      return json({
        question: questionOf(updated, record, activity),
        message: changed ? 'Your answer has been changed.' : 'Thank you: your answer has been recorded.',
      });
    },
  ),
];
