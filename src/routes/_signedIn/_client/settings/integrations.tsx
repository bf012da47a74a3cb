import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsSettingsPage } from '@/features/settings/components/IntegrationsSettingsPage';

export const Route = createFileRoute('/_signedIn/_client/settings/integrations')({
  component: IntegrationsSettingsPage,
});
