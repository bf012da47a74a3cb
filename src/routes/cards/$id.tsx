import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';
import { guards } from '@/lib/guards';

export const Route = createFileRoute('/cards/$id')({
  beforeLoad: guards.signedIn,
  staticData: { title: 'Cards' },
  component: () => (
    <AreaHeading title="Card" description="One payment card: its limit, statement and activity." />
  ),
});
