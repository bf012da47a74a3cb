import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/register/azure/$token')({
  beforeLoad: guards.signedOut,
  component: () => (
    <AreaHeading
      title="Complete your registration"
      description="Finish signing up with your Microsoft work account."
    />
  ),
});
