import { BackLink, RecordNotFound } from '@/components/ui/RecordNotFound';

export const SURVEY_NOT_FOUND_TITLE = 'Survey not found';

/** `/ai-survey-agent/<id>` for an id that names no survey of the tenant: says so, and leads back. */
export function SurveyNotFound() {
  return (
    <RecordNotFound
      title={SURVEY_NOT_FOUND_TITLE}
      back={<BackLink to="/ai-survey-agent">Back to the surveys</BackLink>}
    >
      No survey of your company is at this address: the link may be mistyped, or the survey may have been
      deleted.
    </RecordNotFound>
  );
}
