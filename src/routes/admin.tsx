import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';

/** '/admin' is a prefix route for the super admin only (seed §2). */
export const Route = createFileRoute('/admin')({
  beforeLoad: guards.superAdmin,
});
