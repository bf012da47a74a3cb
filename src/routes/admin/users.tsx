import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/admin/users')({
  component: () => <AreaHeading title="Manage Users" description="Users across every client company." />,
});
