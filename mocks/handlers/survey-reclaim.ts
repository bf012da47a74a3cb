/**
 * Taking back the seats a closed survey suggests: License Management's reclaim (the seats freed, the
 * owner's task, the savings opportunity, each person told), in the survey's words, and each person
 * marked reclaimed. Apart from the other survey actions, which the demo's seed runs at start-up.
 */
import { surveyRecipients, type SurveyRecipientRecord, type SurveyRecord } from '../db';
import type { AppUsage } from './contract-views';
import { plural, reclaimSeats, type ReclaimWords } from './seat-reclaim';
import { announceSurvey } from './survey-actions';

const SURVEY_RECLAIM_WORDS: ReclaimWords = {
  taskDescription: (count, app) =>
    `${plural(count, 'person', 'people')} gave up their ${app} seat in a survey (or did not answer it) and the seats were reclaimed. Lower the seats bought at the next opportunity.`,
  opportunityTitle: (count, app) =>
    `Reclaim ${count} ${app} ${count === 1 ? 'seat' : 'seats'} given up in a survey`,
  notificationText: (app) =>
    `After the ${app} survey your licence was released. Ask for it again on Reach if you need it.`,
};

/** Runs License Management's reclaim for these recipients' seats and marks them reclaimed. */
export async function reclaimFromSurvey(
  record: SurveyRecord,
  app: AppUsage,
  recipients: readonly SurveyRecipientRecord[],
  callerId: string,
) {
  const result = await reclaimSeats(
    record.tenant_id,
    app,
    recipients.map((r) => r.user_id),
    callerId,
    SURVEY_RECLAIM_WORDS,
  );
  const ids = new Set(recipients.map((r) => r.id));
  await surveyRecipients.updateMany((q) => q.where((r) => ids.has(r.id)), {
    data(row) {
      row.reclaimed = true;
    },
  });
  announceSurvey(record);
  return result;
}
