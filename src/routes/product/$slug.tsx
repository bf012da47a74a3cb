import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/product/$slug')({
  component: () => <AreaHeading title="Product" description="An app from the Stackwise catalogue." />,
});
