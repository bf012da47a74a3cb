import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/register/user_invite/$token')({
  beforeLoad: guards.signedOut,
  component: () => <AreaHeading title="Accept your invitation" description="Join your team on Stackwise." />,
});
