import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/reset_password/$token')({
  beforeLoad: guards.signedOut,
  staticData: { title: 'Reset Password' },
  component: () => (
    <AreaHeading title="Choose a new password" description="Set the password you will sign in with." />
  ),
});
