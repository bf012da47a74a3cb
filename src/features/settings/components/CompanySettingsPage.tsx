import { CompanyProfileCard } from './CompanyProfileCard';
import { SurveyAgentCard } from './SurveyAgentCard';

/** `/settings`: the company profile and the survey-agent switch. */
export function CompanySettingsPage() {
  return (
    <div className="grid max-w-3xl gap-6">
      <CompanyProfileCard />
      <SurveyAgentCard />
    </div>
  );
}
