import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/ResetPasswordPage';

export const Route = createFileRoute('/_signedOut/reset_password/$token')({
  staticData: { title: 'Reset Password' },
  component: function ResetPassword() {
    const { token } = Route.useParams();
    return <ResetPasswordPage token={token} forgotPath="/forgot-password" />;
  },
});
