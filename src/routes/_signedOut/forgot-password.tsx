import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/components/ForgotPasswordPage';

export const Route = createFileRoute('/_signedOut/forgot-password')({
  staticData: { title: 'Forgot Password' },
  component: ForgotPasswordPage,
});
