import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/register/')({
  beforeLoad: guards.signedOut,
  staticData: { title: 'Register' },
  component: () => (
    <AreaHeading
      title="Create your Stackwise account"
      description="Register your company to start managing its SaaS stack."
    />
  ),
});
