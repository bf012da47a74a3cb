/**
 * The AI survey agent as the API sends it: surveys that ask the people holding an app's seat whether
 * they still need it, the preview of who a draft would ask, the agent's chat and closing summary, and
 * the questions waiting for the signed-in person's answer. Dates (`deadline`, `keep_until`) are
 * `YYYY-MM-DD`; times are ISO 8601 in UTC; money is in the tenant's currency.
 */
import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';
import { personSchema } from '@/lib/person';
import {
  SURVEY_ANSWERS,
  SURVEY_AUDIENCES,
  SURVEY_LEFT_OUT_REASONS,
  SURVEY_LIMITS,
  SURVEY_NO_ANSWER_RULES,
  SURVEY_ORDER_FIELDS,
  SURVEY_REASON_RULES,
  SURVEY_STATUS_FILTERS,
  SURVEY_STATUSES,
} from './list-words';

export * from './list-words';

export const surveyStatusSchema = z.enum(SURVEY_STATUSES);
export const surveyAudienceSchema = z.enum(SURVEY_AUDIENCES);
export const surveyAnswerSchema = z.enum(SURVEY_ANSWERS);

/** The app a survey is about: a licensed app, named by its slug as License Management names it. */
export const surveyAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  vendor: z.string(),
});
export type SurveyApp = z.infer<typeof surveyAppSchema>;

/**
 * What the admin (or the agent's draft) sets: the body of `POST /survey_agent/surveys/`, of
 * `PUT /survey_agent/surveys/<id>/` (a draft only) and of the preview.
 */
export const surveySettingsSchema = z.object({
  app_slug: z.string(),
  audience: surveyAudienceSchema,
  /** The people asked when `audience` is `chosen`; ignored otherwise. */
  user_ids: z.array(z.string()),
  question: z.string().check(z.maxLength(SURVEY_LIMITS.questionMax)),
  /** Always holds `keep` and `give_up`; `keep_until` and `smaller_plan` are optional. */
  answers: z.array(surveyAnswerSchema),
  reason: z.enum(SURVEY_REASON_RULES),
  /** The last day answers are taken (`YYYY-MM-DD`), today or later when sent. */
  deadline: z.string(),
  /** How many reminders go to people who have not answered (0–5), and how many days apart (1–14). */
  reminders: z.number(),
  reminder_every_days: z.number(),
  no_answer: z.enum(SURVEY_NO_ANSWER_RULES),
  /** People asked about the same app in this many days before are left out (0 = nobody is). */
  cooldown_days: z.number(),
});
export type SurveySettings = z.infer<typeof surveySettingsSchema>;

/** How many of the people asked gave each answer, and how many have not answered. */
export const surveyCountsSchema = z.object({
  asked: z.number(),
  keep: z.number(),
  give_up: z.number(),
  keep_until: z.number(),
  smaller_plan: z.number(),
  not_yet: z.number(),
});
export type SurveyCounts = z.infer<typeof surveyCountsSchema>;

export const surveySchema = z.extend(surveySettingsSchema, {
  id: z.string(),
  app: surveyAppSchema,
  status: surveyStatusSchema,
  counts: surveyCountsSchema,
  /**
   * The yearly saving the survey points to: while a draft or running, the seats of everyone asked who
   * is inactive (no activity in 30 days) × the price per seat; once closed, the suggested reclaims'.
   */
  savings: z.number(),
  currency: z.string(),
  created_by: z.nullable(personSchema),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  closed_at: z.nullable(z.string()),
  /** Reminders sent so far, and when the next one goes (null when none is due). */
  reminders_sent: z.number(),
  next_reminder_at: z.nullable(z.string()),
});
export type Survey = z.infer<typeof surveySchema>;

/** `GET /survey_agent/surveys/`: a page of the tenant's surveys and how many there are per status. */
export const surveyListSchema = z.extend(listReply(surveySchema), {
  statuses: z.object({ draft: z.number(), running: z.number(), closed: z.number() }),
});
export type SurveyList = z.infer<typeof surveyListSchema>;

/** `GET /survey_agent/surveys/` parameters. `app` is an app slug; `keyword` matches the app's name. */
export const surveyListQuerySchema = z.object({
  keyword: z.optional(z.string()),
  status: z.optional(z.enum(SURVEY_STATUS_FILTERS)),
  app: z.optional(z.string()),
  order_by: z.optional(z.enum(SURVEY_ORDER_FIELDS)),
  order: z.optional(z.enum(['asc', 'desc'])),
  skip: z.optional(z.number()),
  top: z.optional(z.number()),
});
export type SurveyListQuery = z.infer<typeof surveyListQuerySchema>;

/** One person asked, with their last activity in the app and their answer so far. */
export const surveyRecipientSchema = z.object({
  id: z.string(),
  user: personSchema,
  /** Their last activity in the app; null when never seen using it. */
  last_active_at: z.nullable(z.string()),
  answer: z.nullable(surveyAnswerSchema),
  reason: z.nullable(z.string()),
  /** With the answer `keep_until`: the date the seat may go. */
  keep_until: z.nullable(z.string()),
  answered_at: z.nullable(z.string()),
  reminders_sent: z.number(),
  /** Whether their seat has been reclaimed after this survey. */
  reclaimed: z.boolean(),
});
export type SurveyRecipient = z.infer<typeof surveyRecipientSchema>;

/** A group of the reasons people gave, named by the agent, with how many gave one like it. */
export const reasonThemeSchema = z.object({
  theme: z.string(),
  count: z.number(),
  /** One of the reasons, word for word. */
  example: z.string(),
});
export type ReasonTheme = z.infer<typeof reasonThemeSchema>;

/** A seat the agent suggests taking back: who gave it up, or (when chosen) who did not answer. */
export const suggestedReclaimSchema = z.object({
  user: personSchema,
  why: z.enum(['gave_up', 'no_answer']),
  last_active_at: z.nullable(z.string()),
  /** The seat's yearly price. */
  saving: z.number(),
  reclaimed: z.boolean(),
});
export type SuggestedReclaim = z.infer<typeof suggestedReclaimSchema>;

/** The agent's summary of a closed survey. */
export const surveySummarySchema = z.object({
  /** The agent's words, a paragraph. */
  text: z.string(),
  /** Answered ÷ asked, 0–1. */
  answer_rate: z.number(),
  counts: surveyCountsSchema,
  themes: z.array(reasonThemeSchema),
  suggested_reclaims: z.array(suggestedReclaimSchema),
  /** The yearly saving of every suggested reclaim not yet done. */
  saving: z.number(),
  /** True in the demo: the agent is simulated. */
  is_simulation: z.boolean(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

/** `GET /survey_agent/surveys/<id>/`, and the reply of every write to one survey. */
export const surveyDetailSchema = z.object({
  survey: surveySchema,
  /** Everyone asked (empty for a draft: see the preview). */
  recipients: z.array(surveyRecipientSchema),
  /** The agent's summary once the survey is closed; null before. */
  summary: z.nullable(surveySummarySchema),
  message: z.optional(z.string()),
});
export type SurveyDetail = z.infer<typeof surveyDetailSchema>;

/** Why a person the audience holds is not asked. */
export const leftOutPersonSchema = z.object({
  user: personSchema,
  last_active_at: z.nullable(z.string()),
  why: z.enum(SURVEY_LEFT_OUT_REASONS),
  /** With `cooldown`: when they were last asked about the app. */
  last_asked_at: z.nullable(z.string()),
});
export type LeftOutPerson = z.infer<typeof leftOutPersonSchema>;

/**
 * `POST /survey_agent/surveys/preview/` (body: the settings): who would be asked and who is left out
 * and why, and the yearly saving if every inactive person asked gives their seat up.
 */
export const surveyPreviewSchema = z.object({
  asked: z.array(z.object({ user: personSchema, last_active_at: z.nullable(z.string()) })),
  left_out: z.array(leftOutPersonSchema),
  /** Asked people with no activity in the app for 30 days or more. */
  inactive: z.number(),
  /** The contract's yearly price per seat. */
  seat_price: z.number(),
  /** `inactive × seat_price`. */
  saving: z.number(),
  currency: z.string(),
});
export type SurveyPreview = z.infer<typeof surveyPreviewSchema>;

/** `POST /survey_agent/surveys/`: the settings, and whether to send it now or keep it as a draft. */
export const surveyCreateInputSchema = z.extend(surveySettingsSchema, { send: z.boolean() });
export type SurveyCreateInput = z.infer<typeof surveyCreateInputSchema>;

/** `POST /survey_agent/surveys/<id>/reclaim/`: take back the seats of these people (from the summary). */
export const surveyReclaimInputSchema = z.object({ user_ids: z.array(z.string()) });
export type SurveyReclaimInput = z.infer<typeof surveyReclaimInputSchema>;

/** Its reply: License Management's reclaim (seats freed, the owner's task, the savings opportunity). */
export const surveyReclaimReplySchema = z.object({
  reclaimed: z.number(),
  task_id: z.string(),
  opportunity_id: z.string(),
  savings: z.number(),
  survey: surveySchema,
  summary: surveySummarySchema,
  message: z.optional(z.string()),
});
export type SurveyReclaimReply = z.infer<typeof surveyReclaimReplySchema>;

/** `POST /survey_agent/surveys/<id>/remind/`: a reminder now to everyone who has not answered. */
export const surveyRemindReplySchema = z.object({
  reminded: z.number(),
  survey: surveySchema,
  message: z.optional(z.string()),
});
export type SurveyRemindReply = z.infer<typeof surveyRemindReplySchema>;

export const chatMessageSchema = z.object({
  role: z.enum(['admin', 'agent']),
  text: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * `POST /survey_agent/chat/`: the conversation so far (the admin's newest message last) and the form
 * as it stands. The agent answers in words and, when it understood a request, with a draft of the
 * settings (only what it could tell; the form keeps the rest). It never sends or reclaims anything.
 */
export const chatInputSchema = z.object({
  messages: z.array(chatMessageSchema),
  settings: z.nullable(z.partial(surveySettingsSchema)),
});
export type ChatInput = z.infer<typeof chatInputSchema>;

export const chatReplySchema = z.object({
  reply: z.string(),
  draft: z.nullable(z.partial(surveySettingsSchema)),
  /** True in the demo: the agent is simulated. */
  is_simulation: z.boolean(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** A survey question waiting for (or answered by) the signed-in person. */
export const surveyQuestionSchema = z.object({
  /** The recipient's id: what the answer call names. */
  id: z.string(),
  survey_id: z.string(),
  app: surveyAppSchema,
  question: z.string(),
  answers: z.array(surveyAnswerSchema),
  reason: z.enum(SURVEY_REASON_RULES),
  deadline: z.string(),
  /** Their own last activity in the app. */
  last_active_at: z.nullable(z.string()),
  answer: z.nullable(surveyAnswerSchema),
  answer_reason: z.nullable(z.string()),
  keep_until: z.nullable(z.string()),
  answered_at: z.nullable(z.string()),
  /** Until the deadline (and while the survey runs) the answer may be given or changed. */
  can_answer: z.boolean(),
  /** The task in My tasks that asks it. */
  task_id: z.nullable(z.string()),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** `GET /survey_agent/questions/`: the caller's questions, open ones first (`open=true` keeps only those). */
export const surveyQuestionListSchema = listReply(surveyQuestionSchema);
export type SurveyQuestionList = z.infer<typeof surveyQuestionListSchema>;

/** `POST /survey_agent/questions/<id>/answer/`. */
export const answerInputSchema = z.object({
  answer: surveyAnswerSchema,
  reason: z.optional(z.string().check(z.maxLength(SURVEY_LIMITS.reasonMax))),
  keep_until: z.optional(z.string()),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const answerReplySchema = z.object({
  question: surveyQuestionSchema,
  message: z.optional(z.string()),
});
export type AnswerReply = z.infer<typeof answerReplySchema>;
