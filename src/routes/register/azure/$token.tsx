import { createFileRoute } from '@tanstack/react-router';
import { TokenRegistrationPage } from '@/features/auth/components/TokenRegistrationPage';
import { guards } from '@/lib/guards';

export const Route = createFileRoute('/register/azure/$token')({
  beforeLoad: guards.signedOut,
  component: function RegisterByToken() {
    const { token } = Route.useParams();
    return <TokenRegistrationPage kind="azure" token={token} />;
  },
});
