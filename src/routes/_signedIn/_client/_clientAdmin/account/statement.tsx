import { createFileRoute } from '@tanstack/react-router';
import { AreaHeading } from '@/features/shell/components/AreaHeading';

export const Route = createFileRoute('/_signedIn/_client/_clientAdmin/account/statement')({
  staticData: { title: 'Account Statement' },
  component: () => (
    <AreaHeading title="Account Statement" description="Your payment account and its statement." />
  ),
});
