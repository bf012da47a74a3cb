import { createFileRoute } from '@tanstack/react-router';
import { AdminOverview } from '@/features/admin/components/AdminOverview';

export const Route = createFileRoute('/_signedIn/_superAdmin/admin/$')({
  component: AdminOverview,
});
