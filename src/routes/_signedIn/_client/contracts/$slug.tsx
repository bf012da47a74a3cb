import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/_signedIn/_client/contracts/$slug')({
  staticData: { title: 'License Management' },
  component: () => (
    <AreaHeading title="License Management" description="Licences, seats and renewal for this app." />
  ),
});
