import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';

/** Client admin pages: a client user without the client_admin role goes to /. */
export const Route = createFileRoute('/_signedIn/_client/_clientAdmin')({
  beforeLoad: guards.clientAdmin,
});
