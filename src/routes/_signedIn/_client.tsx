import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';

/** Client pages: signed in and not the super admin, who goes to /admin. */
export const Route = createFileRoute('/_signedIn/_client')({
  beforeLoad: guards.clientPages,
});
