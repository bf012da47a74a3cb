import type { QueryClient } from '@tanstack/react-query';
import type { SurveyCounts, SurveyDetail, SurveyStatus } from '../api/schemas';

/**
 * `surveyQueries.lists()` and `surveyQueries.details()`, spelt here so that the notification socket's
 * chunk, which applies every survey update, does not carry the surveys' schemas (a test holds them
 * equal).
 */
export const SURVEY_LIST_KEY = ['surveys', 'list'] as const;
export const SURVEY_DETAIL_KEY = ['surveys', 'detail'] as const;

/** What the socket says about a survey that changed: an answer arrived, a reminder went, it closed. */
export interface SurveyUpdate {
  survey_id: string;
  status: SurveyStatus;
  counts: SurveyCounts;
}

/**
 * A survey's change into the caches: its page shows the new counts and status at once, then reads
 * the survey again for who answered what; every list of surveys is read again.
 */
export function applySurveyUpdate(queryClient: QueryClient, update: SurveyUpdate): Promise<void> {
  const detailKey = [...SURVEY_DETAIL_KEY, update.survey_id];
  queryClient.setQueryData<SurveyDetail>(
    detailKey,
    (detail) =>
      detail && { ...detail, survey: { ...detail.survey, status: update.status, counts: update.counts } },
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: detailKey }),
    queryClient.invalidateQueries({ queryKey: SURVEY_LIST_KEY }),
  ]).then(() => undefined);
}
