import { lazy, Suspense } from 'react';

// The answer's code loads with the first question shown: the places that may show one (the bell's
// panel, the dashboard's tasks and notifications) carry only this.
const SurveyQuestion = lazy(() => import('./SurveyQuestion'));

/** A survey question to answer, by its id, loaded on demand. */
export function LazySurveyQuestion({ questionId }: { questionId: string }) {
  return (
    <Suspense fallback={null}>
      <SurveyQuestion questionId={questionId} />
    </Suspense>
  );
}
