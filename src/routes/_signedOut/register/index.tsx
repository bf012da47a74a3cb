import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/components/RegisterPage';

export const Route = createFileRoute('/_signedOut/register/')({
  staticData: { title: 'Register' },
  component: RegisterPage,
});
