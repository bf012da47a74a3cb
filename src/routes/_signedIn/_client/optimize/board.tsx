import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';
import { OptimizeNav } from '@/features/optimize/components/OptimizeNav';

export const Route = createFileRoute('/_signedIn/_client/optimize/board')({
  staticData: { title: 'Optimize' },
  component: () => (
    <>
      <AreaHeading title="Optimize" description="Savings opportunities across your SaaS stack." />
      <OptimizeNav current="board" />
    </>
  ),
});
