import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/Card';
import { SwitchField } from '@/components/ui/SwitchField';
import { useSurveyAgentMutation } from '../api/settings-mutations';
import { useCanEditSettings, useSettingsTenant } from './SettingsShared';

/**
 * The AI survey agent switch: applied to the cached tenant at once (the sidebar's 'AI Survey Agent'
 * item follows it), rolled back with a toast when the server refuses.
 */
export function SurveyAgentCard() {
  const { tenant } = useSettingsTenant();
  const canEdit = useCanEditSettings();
  const toggle = useSurveyAgentMutation();
  const active = tenant.is_survey_agent_active;

  return (
    <Card title="AI survey agent">
      <SwitchField
        label="AI survey agent"
        checked={active}
        disabled={!canEdit}
        onChange={(next) => toggle.mutate({ id: tenant.id, active: next })}
        description="Asks employees whether they still need the apps they hold, and suggests licences to reclaim."
      />
      {active && canEdit && (
        <p className="mt-3 text-sm">
          <Link
            to="/ai-survey-agent"
            className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            Open the AI survey agent
          </Link>
        </p>
      )}
    </Card>
  );
}
