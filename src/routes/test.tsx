import { createFileRoute } from '@tanstack/react-router';
import { DirectoryReportsPage } from '@/features/directory-reports/components/DirectoryReportsPage';

// The developer page for the directory reports API; no guard, no title.
export const Route = createFileRoute('/test')({
  component: DirectoryReportsPage,
});
