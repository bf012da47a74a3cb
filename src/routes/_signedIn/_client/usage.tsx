import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/_signedIn/_client/usage')({
  component: () => <AreaHeading title="Usage" description="Licensed versus active users for every app." />,
});
