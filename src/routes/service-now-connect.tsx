import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/service-now-connect')({
  beforeLoad: guards.signedIn,
  component: () => (
    <AreaHeading
      title="Connecting ServiceNow"
      description="Finishing the connection to your ServiceNow instance."
    />
  ),
});
