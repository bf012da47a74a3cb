import { PageHeader } from '@/components/ui/PageHeader';
import type { SurveyDetail } from '../api/schemas';
import { SurveyForm } from './SurveyForm';

/** A draft survey's page: its form, with the agent's chat and the preview, to finish and send. */
export function SurveyDraft({ detail }: { detail: SurveyDetail }) {
  const { survey } = detail;
  return (
    <>
      <PageHeader
        title={`${survey.app.name} survey`}
        description="A draft: nobody has been asked yet. Change it, save it or send it."
      />
      <SurveyForm initial={survey} draftId={survey.id} />
    </>
  );
}
