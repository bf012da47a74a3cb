import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/ResetPasswordPage';
import { guards } from '@/lib/guards';

export const Route = createFileRoute('/reset_password/$token')({
  beforeLoad: guards.signedOut,
  staticData: { title: 'Reset Password' },
  component: function ResetPassword() {
    const { token } = Route.useParams();
    return <ResetPasswordPage token={token} forgotPath="/forgot-password" />;
  },
});
