/**
 * The AI survey agent's records: each survey (its settings and where it stands) and each person it
 * asked (their answer so far). Counts, savings and the agent's summary are never stored: they are
 * read from the recipients and the seats whenever a survey is shown.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import type { SurveyAnswer, SurveyStatus } from '@/features/surveys/api/schemas';
import { surveySettingsSchema } from '@/features/surveys/api/schemas';

/** A field typed by the contract's word list without loading more of the contract's schemas. */
const word = <T extends string>() => z.custom<T>((value) => typeof value === 'string');

export const surveyRecordSchema = z.extend(z.omit(surveySettingsSchema, { app_slug: true }), {
  id: z.string(),
  tenant_id: z.string(),
  /** The catalogue product asked about. */
  app_id: z.string(),
  status: word<SurveyStatus>(),
  created_by: z.nullable(z.string()),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  closed_at: z.nullable(z.string()),
  reminders_sent: z.number(),
  last_reminder_at: z.nullable(z.string()),
});
export type SurveyRecord = z.infer<typeof surveyRecordSchema>;

export const surveyRecipientRecordSchema = z.object({
  /** Also the id of the question the person answers. */
  id: z.string(),
  survey_id: z.string(),
  tenant_id: z.string(),
  user_id: z.string(),
  asked_at: z.string(),
  /** Their last activity in the app when asked (shown once they no longer hold the seat). */
  last_active_at: z.nullable(z.string()),
  answer: z.nullable(word<SurveyAnswer>()),
  reason: z.nullable(z.string()),
  keep_until: z.nullable(z.string()),
  answered_at: z.nullable(z.string()),
  reminders_sent: z.number(),
  reclaimed: z.boolean(),
  task_id: z.nullable(z.string()),
});
export type SurveyRecipientRecord = z.infer<typeof surveyRecipientRecordSchema>;

export const surveys = new Collection({ schema: surveyRecordSchema });
export const surveyRecipients = new Collection({ schema: surveyRecipientRecordSchema });

export function tenantSurveys(tenantId: string): SurveyRecord[] {
  return surveys.findMany((q) => q.where((s) => s.tenant_id === tenantId));
}

export function findSurvey(id: string, tenantId: string | null): SurveyRecord | undefined {
  return surveys.findFirst((q) => q.where((s) => s.id === id && s.tenant_id === tenantId));
}

export function recipientsOf(surveyId: string): SurveyRecipientRecord[] {
  return surveyRecipients.findMany((q) => q.where((r) => r.survey_id === surveyId));
}

/** Recipients of many surveys at once, by survey id (one pass, for lists). */
export function recipientsBySurvey(tenantId: string): Map<string, SurveyRecipientRecord[]> {
  const bySurvey = new Map<string, SurveyRecipientRecord[]>();
  for (const r of surveyRecipients.findMany((q) => q.where((row) => row.tenant_id === tenantId))) {
    bySurvey.set(r.survey_id, [...(bySurvey.get(r.survey_id) ?? []), r]);
  }
  return bySurvey;
}
