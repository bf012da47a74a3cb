import { createFileRoute } from '@tanstack/react-router';
import { TokenRegistrationPage } from '@/features/auth/components/TokenRegistrationPage';

export const Route = createFileRoute('/_signedOut/register/google/$token')({
  component: function RegisterByToken() {
    const { token } = Route.useParams();
    return <TokenRegistrationPage kind="google" token={token} />;
  },
});
