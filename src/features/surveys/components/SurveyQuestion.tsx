import { useQuery } from '@tanstack/react-query';
import { surveyQueries } from '../api/survey-queries';
import { SurveyAnswer } from './SurveyAnswer';

/**
 * The signed-in person's survey question `questionId` (named by a notification or a task), ready to
 * answer; nothing while the questions load or when it is not theirs (any more).
 */
export function SurveyQuestion({ questionId }: { questionId: string }) {
  const questions = useQuery(surveyQueries.myQuestions());
  const question = questions.data?.rows.find((row) => row.id === questionId);
  return question ? <SurveyAnswer question={question} /> : null;
}

export default SurveyQuestion;
