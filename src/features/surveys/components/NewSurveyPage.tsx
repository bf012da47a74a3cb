import { PageHeader } from '@/components/ui/PageHeader';
import { SurveyForm } from './SurveyForm';

/** A new survey: its form, the agent's chat beside it and the preview of who will be asked. */
export function NewSurveyPage() {
  return (
    <>
      <PageHeader
        title="New survey"
        description="Ask the agent for a draft or fill in the settings yourself; nothing is sent until you send it."
      />
      <SurveyForm />
    </>
  );
}
