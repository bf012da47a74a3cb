import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '@/features/auth/components/LoginPage';
import { guards } from '@/lib/guards';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.optional(z.string()) }),
  beforeLoad: guards.signedOut,
  staticData: { title: 'Login' },
  component: LoginPage,
});
