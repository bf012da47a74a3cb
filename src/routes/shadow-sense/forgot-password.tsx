import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/shadow-sense/forgot-password')({
  component: () => (
    <AreaHeading title="Forgot your password?" description="We will e-mail you a link to choose a new one." />
  ),
});
