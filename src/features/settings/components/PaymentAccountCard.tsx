import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { PhoneCollapse } from '@/components/ui/PhoneCollapse';
import { extractErrorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { PAYMENT_ACCOUNT_FALLBACKS, paymentAccountQueries } from '../api/payment-account-queries';

/**
 * The tenant's payment account (client admins): its name, provider, identifiers and balances, with
 * its own loading and error state (the server's text, else the fallback, and Try again). Shown in
 * Settings → Payments and on the account statement.
 */
export function PaymentAccountCard() {
  const account = useQuery(paymentAccountQueries.detail());
  return (
    <Card title="Payment account">
      {account.isPending ? (
        <LoadingState>Loading payment account details…</LoadingState>
      ) : account.isError ? (
        <ErrorState
          message={extractErrorText(account.error, PAYMENT_ACCOUNT_FALLBACKS.detail)}
          onRetry={() => void account.refetch()}
        />
      ) : (
        <PhoneCollapse label="Account details">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm break-words max-xs:gap-x-4">
            {[
              ['Account name', account.data.account_name],
              ['Provider', account.data.provider],
              ['Account ID', account.data.account_id],
              ['IBAN', account.data.iban_masked],
              ['BIC', account.data.bic],
              ['Currency', account.data.currency],
              ['Balance', formatMoney(account.data.balance, account.data.currency)],
              ['Available balance', formatMoney(account.data.available_balance, account.data.currency)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
                <dd className="font-medium text-slate-900 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
          {/* A definition list holds only its terms and descriptions: the note stands after it. */}
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
            Balances as of {format(parseISO(account.data.updated_at), 'd MMM yyyy, HH:mm')}.
          </p>
        </PhoneCollapse>
      )}
    </Card>
  );
}
