import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/ResetPasswordPage';

/** The same page as /reset_password/<token>, with no guard. */
export const Route = createFileRoute('/shadow-sense/reset_password/$token')({
  component: function ShadowSenseResetPassword() {
    const { token } = Route.useParams();
    return <ResetPasswordPage token={token} forgotPath="/shadow-sense/forgot-password" />;
  },
});
