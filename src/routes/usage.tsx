import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/usage')({
  beforeLoad: guards.clientPages,
  component: () => <AreaHeading title="Usage" description="Licensed versus active users for every app." />,
});
