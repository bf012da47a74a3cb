// ── A survey once sent: remind, close, reclaim ──
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { licenseQueries } from '@/features/licenses';
import { opportunityQueries } from '@/features/optimize';
import { taskQueries } from '@/features/tasks';
import { tenantQueries } from '@/features/tenants';
import { request } from '@/lib/http';
import {
  surveyDetailSchema,
  surveyReclaimReplySchema,
  surveyRemindReplySchema,
  type Survey,
  type SurveyDetail,
  type SurveyReclaimInput,
} from './schemas';
import { surveyPath, surveyQueries } from './survey-queries';

export const SENT_SURVEY_FALLBACKS = {
  remind: 'Unable to send the reminders. Please try again',
  close: 'Unable to close the survey. Please try again',
  reclaim: 'Unable to reclaim the seats. Please try again',
} as const;

/** The survey's page shows `changes` at once; every list of surveys is read again. */
function surveyChanged(queryClient: QueryClient, survey: Survey, changes: Partial<SurveyDetail> = {}) {
  queryClient.setQueryData<SurveyDetail>(
    surveyQueries.detail(survey.id).queryKey,
    (detail) => detail && { ...detail, ...changes, survey },
  );
  return queryClient.invalidateQueries({ queryKey: surveyQueries.lists() });
}

/**
 * A reminder now to everyone asked who has not answered. Silent: the confirmation shows a refusal.
 */
export function useRemindSurveyMutation(surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['surveys', 'remind', surveyId],
    mutationFn: () =>
      request('post', surveyPath(surveyId, 'remind'), surveyRemindReplySchema, {
        fallback: SENT_SURVEY_FALLBACKS.remind,
      }),
    meta: { errorFallback: SENT_SURVEY_FALLBACKS.remind, silentError: true },
    onSuccess: (reply) =>
      Promise.all([
        surveyChanged(queryClient, reply.survey),
        // Who was reminded shows on the page's people.
        queryClient.invalidateQueries({ queryKey: surveyQueries.detail(surveyId).queryKey }),
      ]),
  });
}

/** Closes a running survey: no more answers, and the agent's summary. Silent, as above. */
export function useCloseSurveyMutation(surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['surveys', 'close', surveyId],
    mutationFn: () =>
      request('post', surveyPath(surveyId, 'close'), surveyDetailSchema, {
        fallback: SENT_SURVEY_FALLBACKS.close,
      }),
    meta: { errorFallback: SENT_SURVEY_FALLBACKS.close, silentError: true },
    onSuccess: (detail) => {
      queryClient.setQueryData(surveyQueries.detail(surveyId).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: surveyQueries.lists() });
    },
  });
}

/**
 * Takes back the seats the admin ticked in a closed survey's summary, as License Management's reclaim
 * does (the owner's task, the savings opportunity). Not optimistic: the outcome is what the page
 * shows. On success the licences, tasks, opportunities and the tenant's figures are read again.
 */
export function useReclaimSurveySeatsMutation(surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['surveys', 'reclaim', surveyId],
    mutationFn: (input: SurveyReclaimInput) =>
      request('post', surveyPath(surveyId, 'reclaim'), surveyReclaimReplySchema, {
        json: input,
        fallback: SENT_SURVEY_FALLBACKS.reclaim,
      }),
    meta: { errorFallback: SENT_SURVEY_FALLBACKS.reclaim, silentError: true },
    onSuccess: (reply) =>
      Promise.all([
        surveyChanged(queryClient, reply.survey, { summary: reply.summary }),
        queryClient.invalidateQueries({ queryKey: surveyQueries.detail(surveyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: licenseQueries.all() }),
        queryClient.invalidateQueries({ queryKey: opportunityQueries.all() }),
        queryClient.invalidateQueries({ queryKey: taskQueries.all() }),
        queryClient.invalidateQueries({ queryKey: tenantQueries.current().queryKey }),
      ]),
  });
}
