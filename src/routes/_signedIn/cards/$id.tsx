import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/_signedIn/cards/$id')({
  staticData: { title: 'Cards' },
  component: () => (
    <AreaHeading title="Card" description="One payment card: its limit, statement and activity." />
  ),
});
