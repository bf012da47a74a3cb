import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '@/features/auth/components/LogoutPage';

export const Route = createFileRoute('/_signedIn/logout')({
  component: LogoutPage,
});
