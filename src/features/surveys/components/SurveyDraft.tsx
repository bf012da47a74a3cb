import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import type { SurveyDetail } from '../api/schemas';

/** A draft survey's page: its form, to finish and send. (Stands in until the form is built.) */
export function SurveyDraft({ detail }: { detail: SurveyDetail }) {
  return (
    <>
      <PageHeader
        title={`${detail.survey.app.name} survey`}
        description="A draft: nobody has been asked yet."
      />
      <Card title="Draft">
        <p className="text-sm text-slate-700 dark:text-slate-200">{detail.survey.question}</p>
      </Card>
    </>
  );
}
