import { createFileRoute } from '@tanstack/react-router';
import { MsAuthPage } from '@/features/auth/components/MsAuthPage';

// Seed §2: where Microsoft sends the browser back after sign-in; no guard, no title.
export const Route = createFileRoute('/msauth')({
  component: MsAuthPage,
});
