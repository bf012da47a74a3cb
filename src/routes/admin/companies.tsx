import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/admin/companies')({
  component: () => <AreaHeading title="Manage Company" description="Client companies on the platform." />,
});
