import { queryOptions } from '@tanstack/react-query';
import { apiQuery, pagedQuery } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import {
  surveyDetailSchema,
  surveyListSchema,
  surveyPreviewSchema,
  surveyQuestionListSchema,
} from './schemas';
import type { SurveyListQuery, SurveySettings } from './schemas';

/** What a failed read says when the server gives no reason. */
export const SURVEY_FALLBACKS = {
  list: 'Unable to load surveys. Please try again',
  detail: 'Unable to load this survey. Please try again',
  preview: 'Unable to preview who will be asked. Please try again',
  questions: 'Unable to load your survey questions. Please try again',
} as const;

/** A survey's path, or one of its actions'. */
export const surveyPath = (surveyId: string, action?: string) =>
  recordPath('survey_agent/surveys/', surveyId, action);

/**
 * The survey agent's reads. Surveys sit under `surveyQueries.all()`, so an answer arriving over the
 * socket, a reminder or a close reaches every list page and the survey's own page at once; the
 * signed-in person's own questions sit under `surveyQueries.questions()`.
 */
export const surveyQueries = {
  all: () => ['surveys'] as const,
  lists: () => [...surveyQueries.all(), 'list'] as const,
  list: (query: SurveyListQuery) =>
    pagedQuery(surveyQueries.lists(), query, 'survey_agent/surveys/', surveyListSchema, {
      fallback: SURVEY_FALLBACKS.list,
    }),
  details: () => [...surveyQueries.all(), 'detail'] as const,
  detail: (surveyId: string) =>
    apiQuery([...surveyQueries.details(), surveyId], surveyPath(surveyId), surveyDetailSchema, {
      fallback: SURVEY_FALLBACKS.detail,
    }),
  /** Who a survey with these settings would ask: read again whenever a setting changes. */
  preview: (settings: SurveySettings) =>
    queryOptions({
      queryKey: [...surveyQueries.all(), 'preview', settings] as const,
      queryFn: ({ signal }) =>
        request('post', 'survey_agent/surveys/preview/', surveyPreviewSchema, {
          json: settings,
          signal,
          fallback: SURVEY_FALLBACKS.preview,
        }),
      meta: { errorFallback: SURVEY_FALLBACKS.preview },
      staleTime: 30_000,
    }),
  /** The signed-in person's questions (any role): open ones first. */
  questions: () => ['survey-questions'] as const,
  myQuestions: (open = false) =>
    apiQuery([...surveyQueries.questions(), { open }], 'survey_agent/questions/', surveyQuestionListSchema, {
      searchParams: open ? { open: true } : {},
      fallback: SURVEY_FALLBACKS.questions,
    }),
};
