import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { Card } from '@/components/ui/Card';
import { PhoneCollapseCard } from '@/components/ui/PhoneCollapseCard';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
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
  if (account.isError) {
    return (
      <Card title="Payment account">
        <ErrorState
          message={extractErrorText(account.error, PAYMENT_ACCOUNT_FALLBACKS.detail)}
          onRetry={() => void account.refetch()}
        />
      </Card>
    );
  }
  const details = account.data;
  // While the details load, their terms stand with a placeholder each and the loading line takes the
  // note's place: the card has its final height, so nothing below it moves when they arrive.
  return (
    <PhoneCollapseCard title="Payment account" label="Account details">
      <dl
        aria-hidden={details ? undefined : true}
        className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm break-words max-xs:gap-x-4"
      >
        {[
          ['Account name', details?.account_name],
          ['Provider', details?.provider],
          ['Account ID', details?.account_id],
          ['IBAN', details?.iban_masked],
          ['BIC', details?.bic],
          ['Currency', details?.currency],
          ['Balance', details && formatMoney(details.balance, details.currency)],
          ['Available balance', details && formatMoney(details.available_balance, details.currency)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">
              {details ? (
                value
              ) : (
                <span className="my-0.5 block h-4 w-32 max-w-full animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {details ? (
        // A definition list holds only its terms and descriptions: the note stands after it.
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
          Balances as of {format(parseISO(details.updated_at), 'd MMM yyyy, HH:mm')}.
        </p>
      ) : (
        <div className="mt-3">
          <LoadingState>Loading payment account details…</LoadingState>
        </div>
      )}
    </PhoneCollapseCard>
  );
}
