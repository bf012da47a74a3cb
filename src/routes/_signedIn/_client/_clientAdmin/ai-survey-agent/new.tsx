import { createFileRoute } from '@tanstack/react-router';
import { NewSurveyPage } from '@/features/surveys/components/NewSurveyPage';

/** A new survey, written with the agent's help; it is sent only when the admin sends it. */
export const Route = createFileRoute('/_signedIn/_client/_clientAdmin/ai-survey-agent/new')({
  staticData: { title: 'New survey' },
  component: NewSurveyPage,
});
