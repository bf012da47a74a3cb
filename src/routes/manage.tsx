import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/manage')({
  beforeLoad: guards.clientPages,
  component: () => <AreaHeading title="Manage" description="Your organisation’s users, roles and access." />,
});
