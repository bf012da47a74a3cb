import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { OptimizeNotFound } from '@/features/optimize/components/OptimizeNotFound';

/** An unknown address under /optimize: said so inside the area, with the way to its two views. */
export const Route = createFileRoute('/_signedIn/_client/optimize/$')({
  staticData: { title: 'Optimize' },
  component: () => (
    <>
      <PageHeader title="Optimize" description="Savings opportunities across your SaaS stack." />
      <OptimizeNotFound />
    </>
  ),
});
