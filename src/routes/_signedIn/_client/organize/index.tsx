import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/_signedIn/_client/organize/')({
  component: () => (
    <AreaHeading title="Organize" description="Apps discovered from your audit logs, ready to review." />
  ),
});
