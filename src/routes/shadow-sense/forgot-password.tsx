import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/components/ForgotPasswordPage';

/** The same page as /forgot-password, with no guard (seed §2). */
export const Route = createFileRoute('/shadow-sense/forgot-password')({
  component: ForgotPasswordPage,
});
