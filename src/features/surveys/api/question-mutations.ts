import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskQueries } from '@/features/tasks';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { applyOptimisticUpdate } from '@/lib/optimistic';
import { answerReplySchema, type AnswerInput, type SurveyQuestion, type SurveyQuestionList } from './schemas';
import { surveyQueries } from './survey-queries';

export const QUESTION_WRITE_FALLBACKS = {
  answer: 'Unable to send your answer. Please try again',
} as const;

/** The question as it reads once `input` is its answer. */
export function answeredQuestion(question: SurveyQuestion, input: AnswerInput, at: string): SurveyQuestion {
  return {
    ...question,
    answer: input.answer,
    answer_reason: input.reason?.trim() || null,
    keep_until: input.answer === 'keep_until' ? (input.keep_until ?? null) : null,
    answered_at: at,
  };
}

/**
 * Answers (or changes the answer to) one survey question. Optimistic: the question shows the answer
 * at once, and goes back (with the server's reason in a toast) when it is refused. Once settled the
 * questions and the tasks are read again: the server completes the task that asked it.
 */
export function useAnswerQuestionMutation(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['survey-questions', 'answer', questionId],
    mutationFn: (input: AnswerInput) =>
      request('post', recordPath('survey_agent/questions/', questionId, 'answer'), answerReplySchema, {
        json: input,
        fallback: QUESTION_WRITE_FALLBACKS.answer,
      }),
    meta: { errorFallback: QUESTION_WRITE_FALLBACKS.answer },
    onMutate: (input) =>
      applyOptimisticUpdate<SurveyQuestionList>(queryClient, surveyQueries.questions(), (list) => ({
        ...list,
        rows: list.rows.map((question) =>
          question.id === questionId ? answeredQuestion(question, input, new Date().toISOString()) : question,
        ),
      })),
    onError: (_error, _input, context) => context?.rollback(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: surveyQueries.questions() }),
        queryClient.invalidateQueries({ queryKey: taskQueries.all() }),
      ]),
  });
}
