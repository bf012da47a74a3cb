import { createFileRoute } from '@tanstack/react-router';
import { TokenRegistrationPage } from '@/features/auth/components/TokenRegistrationPage';
import { guards } from '@/lib/guards';

export const Route = createFileRoute('/register/google/$token')({
  beforeLoad: guards.signedOut,
  component: function RegisterByToken() {
    const { token } = Route.useParams();
    return <TokenRegistrationPage kind="google" token={token} />;
  },
});
