import { createFileRoute } from '@tanstack/react-router';
import { MsAuthPage } from '@/features/auth/components/MsAuthPage';

// Where Microsoft sends the browser back after sign-in; no guard, no title.
export const Route = createFileRoute('/msauth')({
  component: MsAuthPage,
});
