import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { fieldRules, sendForm, useAppForm } from '@/components/form';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { UPDATE_TENANT_FALLBACK } from '@/features/tenants';
import { extractErrorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { PAYMENT_ACCOUNT_FALLBACK, paymentAccountQueries } from '../api/payment-account-queries';
import { useSaveTenantSettingsMutation } from '../api/settings-mutations';
import { paymentRules } from '../model/form-rules';
import { ReadOnlyNote, useCanEditSettings, useSettingsTenant } from './SettingsShared';

function PaymentAccountCard() {
  const account = useQuery(paymentAccountQueries.detail());
  return (
    <Card title="Payment account">
      {account.isPending ? (
        <LoadingState>Loading payment account details…</LoadingState>
      ) : account.isError ? (
        <ErrorState
          message={extractErrorText(account.error, PAYMENT_ACCOUNT_FALLBACK)}
          onRetry={() => void account.refetch()}
        />
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
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
        </>
      )}
    </Card>
  );
}

const thresholdRules = fieldRules(paymentRules.card_topup_threshold, (text: string) => text.trim());

const thresholdHint = (currency: string) =>
  `When a card's balance falls below this amount (${currency}), it is topped up. Leave empty to turn automatic top-ups off.`;

function TopUpThresholdCard() {
  const { tenant } = useSettingsTenant();
  const canEdit = useCanEditSettings();
  const save = useSaveTenantSettingsMutation();
  const form = useAppForm({
    defaultValues: {
      card_topup_threshold: tenant.card_topup_threshold === null ? '' : String(tenant.card_topup_threshold),
    },
    onSubmit: ({ value, formApi }) => {
      const text = value.card_topup_threshold.trim();
      const changes = { card_topup_threshold: text === '' ? null : Number(text) };
      return sendForm(formApi, () => save.mutateAsync({ id: tenant.id, changes }), {
        fields: ['card_topup_threshold'],
        fallback: UPDATE_TENANT_FALLBACK,
      });
    },
  });

  return (
    <form.AppForm>
      <form.CardForm title="Card top-up" readOnly={!canEdit} submitLabel="Save threshold">
        <form.AppField name="card_topup_threshold" validators={{ onSubmit: thresholdRules }}>
          {(field) => (
            <field.TextField
              label="Card top-up threshold"
              inputMode="decimal"
              hint={thresholdHint(tenant.currency)}
            />
          )}
        </form.AppField>
      </form.CardForm>
    </form.AppForm>
  );
}

/** `/settings/payments`: the payment account (client admins) and the card top-up threshold. */
export function PaymentsSettingsPage() {
  const canEdit = useCanEditSettings();
  return (
    <div className="grid max-w-3xl gap-6">
      {canEdit ? (
        <PaymentAccountCard />
      ) : (
        <Card title="Payment account">
          <ReadOnlyNote>Payment account details are shown to company admins only.</ReadOnlyNote>
        </Card>
      )}
      <TopUpThresholdCard />
    </div>
  );
}
