import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

// Exact routes: '/cards' and '/cards/<id>' share no layout, so deeper paths are the 404 page.
export const Route = createFileRoute('/_signedIn/cards/')({
  staticData: { title: 'Cards' },
  component: () => (
    <AreaHeading title="Cards" description="Virtual payment cards for your team’s subscriptions." />
  ),
});
