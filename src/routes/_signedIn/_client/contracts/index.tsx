import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/_signedIn/_client/contracts/')({
  component: () => (
    <AreaHeading title="Contracts" description="Every contract, its renewal date and what it costs." />
  ),
});
