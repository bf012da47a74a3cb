import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/_signedIn/_client/optimize/$')({
  component: () => (
    <AreaHeading title="Optimize" description="Savings opportunities across your SaaS stack." />
  ),
});
