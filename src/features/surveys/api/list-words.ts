/**
 * The surveys list's URL vocabulary: a survey's statuses and the list's orders. Route validation
 * carries this module in the entry chunk, so it holds nothing else and imports nothing: the words of
 * a survey's settings and answers are in `survey-words.ts` (both are re-exported by `schemas.ts`).
 */

/** draft: being written, nobody asked yet; running: sent, answers coming in; closed: no more answers. */
export const SURVEY_STATUSES = ['draft', 'running', 'closed'] as const;

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
export type SurveyOrderField = (typeof SURVEY_ORDER_FIELDS)[number];
export type SurveyStatusFilter = (typeof SURVEY_STATUS_FILTERS)[number];
