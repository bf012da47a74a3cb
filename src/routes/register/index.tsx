import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/components/RegisterPage';
import { guards } from '@/lib/guards';

export const Route = createFileRoute('/register/')({
  beforeLoad: guards.signedOut,
  staticData: { title: 'Register' },
  component: RegisterPage,
});
