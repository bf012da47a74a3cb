/**
 * The survey agent's writes. Saving a survey (a new one, or a draft's changes) and sending it are
 * silent: the form shows a refusal beside its fields and keeps what was typed. The agent's chat is
 * silent too: the chat shows the refusal and keeps the message typed. A saved survey is written into
 * its page's cache and every survey list is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { surveyPath, surveyQueries } from './survey-queries';
import {
  chatReplySchema,
  surveyDetailSchema,
  type ChatInput,
  type SurveyCreateInput,
  type SurveyDetail,
} from './schemas';

export const SURVEY_WRITE_FALLBACKS = {
  save: 'Unable to save the survey. Please try again',
  send: 'Unable to send the survey. Please try again',
  chat: 'The agent could not answer. Please try again',
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
