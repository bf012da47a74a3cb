import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '@/features/auth/components/LoginPage';

export const Route = createFileRoute('/_signedOut/login')({
  validateSearch: z.object({ redirect: z.optional(z.string()) }),
  staticData: { title: 'Login' },
  component: LoginPage,
});
