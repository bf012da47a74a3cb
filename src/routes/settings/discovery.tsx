import { createFileRoute } from '@tanstack/react-router';
import { DiscoverySettingsPage } from '@/features/settings/components/DiscoverySettingsPage';

export const Route = createFileRoute('/settings/discovery')({
  component: DiscoverySettingsPage,
});
