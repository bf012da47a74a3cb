import { fieldRules, sendForm, useAppForm } from '@/components/form';
import { Card } from '@/components/ui/Card';
import { TENANT_WRITE_FALLBACKS } from '@/features/tenants';
import { useSaveTenantSettingsMutation } from '../api/settings-mutations';
import { paymentRules } from '../model/form-rules';
import { PaymentAccountCard } from './PaymentAccountCard';
import { ReadOnlyNote, useCanEditSettings, useSettingsTenant } from './SettingsShared';

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
        fallback: TENANT_WRITE_FALLBACKS.update,
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
