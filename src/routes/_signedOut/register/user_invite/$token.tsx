import { createFileRoute } from '@tanstack/react-router';
import { TokenRegistrationPage } from '@/features/auth/components/TokenRegistrationPage';

export const Route = createFileRoute('/_signedOut/register/user_invite/$token')({
  component: function RegisterByToken() {
    const { token } = Route.useParams();
    return <TokenRegistrationPage kind="user_invite" token={token} />;
  },
});
