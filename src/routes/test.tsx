import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/test')({
  component: () => (
    <AreaHeading title="Directory reports test" description="Developer page for the directory reports API." />
  ),
});
