import { Figures } from '@/components/ui/Figures';
import { formatCount } from '@/lib/format';
import type { SurveyAnswer, SurveyCounts } from '../api/schemas';
import { ANSWER_LABELS, NOT_YET_LABEL } from '../model/answer-labels';
import { percent } from '../model/survey-labels';

/** Answered ÷ asked, 0 when nobody was asked. */
export const answerRate = (counts: SurveyCounts) =>
  counts.asked === 0 ? 0 : (counts.asked - counts.not_yet) / counts.asked;

/**
 * How many gave each answer the survey offers, how many have not answered, and the answer rate, as a
 * region named `title`.
 */
export function AnswerCounts({
  title,
  counts,
  answers,
  rate = answerRate(counts),
}: {
  title: string;
  counts: SurveyCounts;
  answers: readonly SurveyAnswer[];
  rate?: number;
}) {
  return (
    <Figures
      title={title}
      size="sm"
      className="flex flex-wrap gap-3"
      figures={[
        ...answers.map((answer) => ({ label: ANSWER_LABELS[answer], value: formatCount(counts[answer]) })),
        { label: NOT_YET_LABEL, value: formatCount(counts.not_yet) },
        {
          label: 'Answer rate',
          value: percent(rate),
          hint: `${formatCount(counts.asked - counts.not_yet)} of ${formatCount(counts.asked)} asked`,
        },
      ]}
    />
  );
}
