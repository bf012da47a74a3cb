import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/shadow-sense/reset_password/$token')({
  component: () => (
    <AreaHeading title="Choose a new password" description="Set the password you will sign in with." />
  ),
});
