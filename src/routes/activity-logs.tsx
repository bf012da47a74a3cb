import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/activity-logs')({
  beforeLoad: guards.clientAdmin,
  component: () => <AreaHeading title="Activity Logs" description="Who did what in your tenant, and when." />,
});
