/** The closed sets of words a survey, its audience and its answers are described in. */

/** draft: being written, nobody asked yet; running: sent, answers coming in; closed: no more answers. */
export const SURVEY_STATUSES = ['draft', 'running', 'closed'] as const;

/**
 * Who is asked: holders of the app's seat with no activity in it for 30, 60 or 90 days, every holder,
 * or the people the admin chose (`user_ids`).
 */
export const SURVEY_AUDIENCES = [
  'inactive_30',
  'inactive_60',
  'inactive_90',
  'all_holders',
  'chosen',
] as const;

/** The answers a survey may offer: Keep and Give up always; Keep until a date and A smaller plan optionally. */
export const SURVEY_ANSWERS = ['keep', 'give_up', 'keep_until', 'smaller_plan'] as const;

/** Whether an answer must come with a reason. */
export const SURVEY_REASON_RULES = ['optional', 'required'] as const;

/** What happens to people who have not answered by the deadline: nothing, or their seat is proposed for reclaim. */
export const SURVEY_NO_ANSWER_RULES = ['nothing', 'propose_reclaim'] as const;

/** Why someone the audience would hold is not asked. */
export const SURVEY_LEFT_OUT_REASONS = [
  'cooldown',
  'recently_active',
  'not_a_holder',
  'inactive_account',
] as const;

/** Orders `GET /survey_agent/surveys/` accepts (`order_by`). */
export const SURVEY_ORDER_FIELDS = [
  'created_at',
  'deadline',
  'app',
  'status',
  'savings',
  'answered',
] as const;

/** Status filters of the list; `all` (the default) keeps every survey. */
export const SURVEY_STATUS_FILTERS = ['all', ...SURVEY_STATUSES] as const;

export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number];
export type SurveyAnswer = (typeof SURVEY_ANSWERS)[number];
export type SurveyReasonRule = (typeof SURVEY_REASON_RULES)[number];
export type SurveyNoAnswerRule = (typeof SURVEY_NO_ANSWER_RULES)[number];
export type SurveyLeftOutReason = (typeof SURVEY_LEFT_OUT_REASONS)[number];
export type SurveyOrderField = (typeof SURVEY_ORDER_FIELDS)[number];
export type SurveyStatusFilter = (typeof SURVEY_STATUS_FILTERS)[number];

/** The answers every survey offers. */
export const REQUIRED_ANSWERS: readonly SurveyAnswer[] = ['keep', 'give_up'];

/** Limits of a survey's settings. */
export const SURVEY_LIMITS = {
  questionMax: 500,
  reasonMax: 500,
  remindersMax: 5,
  reminderEveryDaysMin: 1,
  reminderEveryDaysMax: 14,
  cooldownDaysMax: 365,
  chatMessageMax: 1000,
} as const;
