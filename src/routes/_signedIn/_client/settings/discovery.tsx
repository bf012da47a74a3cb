import { createFileRoute } from '@tanstack/react-router';
import { DiscoverySettingsPage } from '@/features/settings/components/DiscoverySettingsPage';

export const Route = createFileRoute('/_signedIn/_client/settings/discovery')({
  component: DiscoverySettingsPage,
});
