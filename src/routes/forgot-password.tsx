import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: guards.signedOut,
  staticData: { title: 'Forgot Password' },
  component: () => (
    <AreaHeading title="Forgot your password?" description="We will e-mail you a link to choose a new one." />
  ),
});
