import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/components/ForgotPasswordPage';
import { guards } from '@/lib/guards';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: guards.signedOut,
  staticData: { title: 'Forgot Password' },
  component: ForgotPasswordPage,
});
