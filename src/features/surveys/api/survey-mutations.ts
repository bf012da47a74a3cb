/**
 * The survey agent's writes. Saving a survey (a new one, or a draft's changes) and sending it are
 * silent: the form shows a refusal beside its fields and keeps what was typed. The agent's chat is
 * silent too: the chat shows the refusal and keeps the message typed. A saved survey is written into
 * its page's cache and every survey list is read again. Once sent, reminders, closing and the
 * reclaim the agent suggests are confirmed by the admin first and silent too: the confirmation shows
 * a refusal.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { licenseQueries } from '@/features/licenses';
import { opportunityQueries } from '@/features/optimize';
import { taskQueries } from '@/features/tasks';
import { tenantQueries } from '@/features/tenants';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import {
  chatReplySchema,
  surveyDetailSchema,
  surveyReclaimReplySchema,
  surveyRemindReplySchema,
  type ChatInput,
  type Survey,
  type SurveyCreateInput,
  type SurveyDetail,
  type SurveyReclaimInput,
} from './schemas';
import { surveyPath, surveyQueries } from './survey-queries';

/** What a failed write says when the server gives no reason. */
export const SURVEY_WRITE_FALLBACKS = {
  save: 'Unable to save the survey. Please try again',
  send: 'Unable to send the survey. Please try again',
  chat: 'The agent could not answer. Please try again',
  remind: 'Unable to send the reminders. Please try again',
  close: 'Unable to close the survey. Please try again',
  reclaim: 'Unable to reclaim the seats. Please try again',
} as const;

/** A survey as the admin saves it: a new one (no id) or a draft's changes; `send` sends it too. */
export interface SurveySave {
  surveyId?: string;
  input: SurveyCreateInput;
}

/**
 * Saves a survey as a draft or sends it: `POST /survey_agent/surveys/` for a new one,
 * `PUT /survey_agent/surveys/<id>/` for a draft (its settings and `send`).
 */
export function useSaveSurveyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, input }: SurveySave) => {
      const fallback = input.send ? SURVEY_WRITE_FALLBACKS.send : SURVEY_WRITE_FALLBACKS.save;
      return surveyId === undefined
        ? request('post', 'survey_agent/surveys/', surveyDetailSchema, { json: input, fallback })
        : request('put', surveyPath(surveyId), surveyDetailSchema, { json: input, fallback });
    },
    meta: { errorFallback: SURVEY_WRITE_FALLBACKS.save, silentError: true },
    onSuccess: (reply: SurveyDetail, { input }) => {
      const { survey } = reply;
      notifySuccess({
        message:
          reply.message ??
          (input.send
            ? `Survey about ${survey.app.name} sent to ${survey.counts.asked} people.`
            : `Draft survey about ${survey.app.name} saved.`),
      });
      queryClient.setQueryData(surveyQueries.detail(survey.id).queryKey, reply);
      return queryClient.invalidateQueries({ queryKey: surveyQueries.lists() });
    },
  });
}

/** One turn of the agent's chat (`POST /survey_agent/chat/`): its words and, when it understood, a draft. */
export function useSurveyChatMutation() {
  return useMutation({
    mutationFn: (input: ChatInput) =>
      request('post', 'survey_agent/chat/', chatReplySchema, {
        json: input,
        fallback: SURVEY_WRITE_FALLBACKS.chat,
      }),
    meta: { errorFallback: SURVEY_WRITE_FALLBACKS.chat, silentError: true },
  });
}

// ── A survey once sent: remind, close, reclaim ──

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
        fallback: SURVEY_WRITE_FALLBACKS.remind,
      }),
    meta: { errorFallback: SURVEY_WRITE_FALLBACKS.remind, silentError: true },
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
        fallback: SURVEY_WRITE_FALLBACKS.close,
      }),
    meta: { errorFallback: SURVEY_WRITE_FALLBACKS.close, silentError: true },
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
        fallback: SURVEY_WRITE_FALLBACKS.reclaim,
      }),
    meta: { errorFallback: SURVEY_WRITE_FALLBACKS.reclaim, silentError: true },
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
