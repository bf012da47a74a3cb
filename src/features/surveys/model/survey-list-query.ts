/** What the surveys list makes of its URL state: its filters and the API query it asks for. */
import { toListQuery } from '@/lib/list-query';
import type { SurveyListQuery } from '../api/schemas';
import type { SurveySearch } from './survey-search';

/** The search's filters: a change to one starts the list again at its first page. */
export const SURVEY_FILTERS = ['keyword', 'status', 'app'] as const;

/** The list page a search asks for (`GET /survey_agent/surveys/`). */
export function surveyListQueryOf(search: SurveySearch): SurveyListQuery {
  return toListQuery(search);
}
