/**
 * The surveys list in the URL (`/ai-survey-agent`): the app's name typed, the status, the app, the order and
 * the page. Defaults stay out of the URL; a value that does not parse falls back to its default.
 * Route validation runs in the entry chunk, so this imports only the area's vocabulary.
 */
import type * as z from 'zod/mini';
import { choiceParam, idParam, keywordParam, listSearch, orderParams, pageParams } from '@/lib/list-search';
import { SURVEY_ORDER_FIELDS, SURVEY_STATUS_FILTERS } from '../api/list-words';

/** Newest first, every status. */
export const { schema: surveySearchSchema, defaults: SURVEY_SEARCH_DEFAULTS } = listSearch({
  keyword: keywordParam(),
  status: choiceParam(SURVEY_STATUS_FILTERS, 'all'),
  /** One app's surveys (its slug); '' is every app. */
  app: idParam(),
  ...orderParams(SURVEY_ORDER_FIELDS, 'created_at', 'desc'),
  ...pageParams(),
});
export type SurveySearch = z.output<typeof surveySearchSchema>;
