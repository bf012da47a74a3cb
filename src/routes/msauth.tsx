import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/msauth')({
  component: () => <AreaHeading title="Signing you in…" description="Completing your Microsoft sign-in." />,
});
