import { createFileRoute } from '@tanstack/react-router';
import { TokenRegistrationPage } from '@/features/auth/components/TokenRegistrationPage';
import { guards } from '@/lib/guards';

export const Route = createFileRoute('/register/user_invite/$token')({
  beforeLoad: guards.signedOut,
  component: function RegisterByToken() {
    const { token } = Route.useParams();
    return <TokenRegistrationPage kind="user_invite" token={token} />;
  },
});
