import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/_signedIn/_client/cloud/')({
  component: () => <AreaHeading title="Cloud" description="Cloud spend by provider, service and month." />,
});
