import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';

/** The super admin's pages: everyone else signed in goes to /. */
export const Route = createFileRoute('/_signedIn/_superAdmin')({
  beforeLoad: guards.superAdmin,
});
