import { formatDay } from '@/lib/format';
import type { SurveyAnswer } from '../api/survey-words';

/** How each answer reads on a button, in a table and in the counts. */
export const ANSWER_LABELS: Readonly<Record<SurveyAnswer, string>> = {
  keep: 'Keep',
  give_up: 'Give up',
  keep_until: 'Keep until',
  smaller_plan: 'A smaller plan',
};

/** Someone asked who has not answered yet. */
export const NOT_YET_LABEL = 'Not yet';

/** An answer in words: 'Keep until 1 Mar 2026' names its date. */
export function answerText(answer: SurveyAnswer, keepUntil: string | null): string {
  return answer === 'keep_until' && keepUntil
    ? `${ANSWER_LABELS.keep_until} ${formatDay(keepUntil)}`
    : ANSWER_LABELS[answer];
}
