import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/settings/')({
  component: () => (
    <AreaHeading title="Settings" description="Company profile, integrations and discovery options." />
  ),
});
