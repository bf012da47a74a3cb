import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '@/features/auth/components/LogoutPage';
import { guards } from '@/lib/guards';

export const Route = createFileRoute('/logout')({
  beforeLoad: guards.signedIn,
  component: LogoutPage,
});
