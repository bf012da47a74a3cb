import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/components/ForgotPasswordPage';

/** The same page as /forgot-password, with no guard. */
export const Route = createFileRoute('/shadow-sense/forgot-password')({
  component: ForgotPasswordPage,
});
