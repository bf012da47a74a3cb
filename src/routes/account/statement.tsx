import { createFileRoute } from '@tanstack/react-router';
import { guards } from '@/lib/guards';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/account/statement')({
  beforeLoad: guards.clientAdmin,
  staticData: { title: 'Account Statement' },
  component: () => (
    <AreaHeading title="Account Statement" description="Your payment account and its statement." />
  ),
});
