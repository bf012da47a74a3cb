import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/_signedIn/reach')({
  staticData: { title: 'Reach' },
  component: () => (
    <AreaHeading
      title="Reach"
      description="The app catalogue: find apps, add them to your stack or request them."
    />
  ),
});
