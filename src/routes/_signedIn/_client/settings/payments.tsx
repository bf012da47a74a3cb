import { createFileRoute } from '@tanstack/react-router';
import { paymentAccountQueries } from '@/features/settings/api/payment-account-queries';
import { PaymentsSettingsPage } from '@/features/settings/components/PaymentsSettingsPage';

export const Route = createFileRoute('/_signedIn/_client/settings/payments')({
  // The payment account card has its own loading and error state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(paymentAccountQueries.detail());
  },
  component: PaymentsSettingsPage,
});
