import { createFileRoute } from '@tanstack/react-router';
import { PaymentsSettingsPage } from '@/features/settings/components/PaymentsSettingsPage';

export const Route = createFileRoute('/_signedIn/_client/settings/payments')({
  component: PaymentsSettingsPage,
});
