import { createFileRoute } from '@tanstack/react-router';
import { AdminOverview } from '@/features/admin/components/AdminOverview';

export const Route = createFileRoute('/admin/$')({
  component: AdminOverview,
});
