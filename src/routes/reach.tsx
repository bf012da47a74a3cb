import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/reach')({
  beforeLoad: guards.signedIn,
  staticData: { title: 'Reach' },
  component: () => (
    <AreaHeading
      title="Reach"
      description="The app catalogue: find apps, add them to your stack or request them."
    />
  ),
});
