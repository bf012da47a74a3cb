import { useStore } from '@tanstack/react-form';
import { sendForm, useAppForm } from '@/components/form';
import type { Person } from '@/lib/person';
import { useAppChoices, type AppChoice } from '@/features/reach';
import { usePersonChoices } from '@/features/users';
import { CARD_WRITE_FALLBACKS, useCreateCardMutation, useUpdateCardMutation } from '../api/card-mutations';
import {
  LIMIT_PERIODS,
  TOPUP_MODES,
  type Card,
  type CardCreateInput,
  type LimitPeriod,
  type TopupMode,
} from '../api/schemas';
import { LIMIT_PERIOD_LABELS, TOPUP_MODE_LABELS } from '../model/card-facts';
import {
  amountOf,
  cardFieldValidators,
  type CardFormField,
  type CardFormValues,
} from '../model/card-form-rules';

interface FormValues {
  name: string;
  app: AppChoice | null;
  holder: Person | null;
  currency: string;
  /** Amounts as typed; the rules check them before they become numbers. */
  limit: string;
  limit_period: LimitPeriod;
  topup_mode: TopupMode;
  topup_amount: string;
}

const FIELDS = ['name', 'currency', 'limit', 'limit_period', 'topup_mode', 'topup_amount'] as const;
type FormField = (typeof FIELDS)[number] | 'app' | 'holder';
const FIELD_MAP: Record<string, FormField> = { app_id: 'app', holder_id: 'holder' };

const PERIOD_OPTIONS = LIMIT_PERIODS.map((value) => ({ value, label: LIMIT_PERIOD_LABELS[value] }));
const MODE_OPTIONS = TOPUP_MODES.map((value) => ({ value, label: TOPUP_MODE_LABELS[value] }));

/** The form's values as the card rules read them (the same checks the server runs). */
const checked = (values: FormValues): CardFormValues => ({
  ...values,
  app_id: values.app?.id ?? '',
  holder_id: values.holder?.user_id ?? '',
});

/** A field's check, given every value (the top-up amount is held to the limit). */
const rule =
  (field: CardFormField) =>
  ({ fieldApi }: { fieldApi: { form: { state: { values: FormValues } } } }) =>
    cardFieldValidators[field](checked(fieldApi.form.state.values)) ?? undefined;

const amountHint = (currency: string) => `In ${currency}.`;

export interface CardFormDialogProps {
  /** The card to edit; issues a new one when absent. */
  card?: Card;
  /** Currencies a new card may be issued in, the tenant's own first (the default). */
  currencies: readonly string[];
  /** A field to start in (the "raise the limit" fix starts in the limit). */
  focus?: 'limit';
  /** A limit to offer instead of the card's (the "raise the limit" fix). */
  suggestedLimit?: number;
  onClose: () => void;
}

/**
 * Issue a card or change one: its name, app and holder (people with card access), currency, limit
 * and period, and how it is funded each period (a fixed amount, at most the limit, or refilled to the
 * limit). A card's app and currency are fixed once it is issued. The rules' messages show beside the
 * fields before anything is sent; a refusal shows the server's messages beside the fields it names
 * (the holder's, when they have no card access) and keeps everything typed.
 */
export function CardFormDialog({ card, currencies, focus, suggestedLimit, onClose }: CardFormDialogProps) {
  const create = useCreateCardMutation();
  const update = useUpdateCardMutation();
  const form = useAppForm({
    defaultValues: {
      name: card?.name ?? '',
      app: card ? { id: card.app.id, name: card.app.name, slug: card.app.slug } : null,
      holder: card?.holder ?? null,
      currency: card?.currency ?? currencies[0] ?? '',
      limit: suggestedLimit !== undefined ? String(suggestedLimit) : card ? String(card.limit) : '',
      limit_period: card?.limit_period ?? 'monthly',
      topup_mode: card?.topup_mode ?? 'fixed',
      topup_amount: card?.topup_amount != null ? String(card.topup_amount) : '',
    } as FormValues,
    onSubmit: async ({ value, formApi }) => {
      const fixed = value.topup_mode === 'fixed';
      const changes = {
        name: value.name.trim(),
        // The rules have made sure a holder is chosen.
        holder_id: value.holder?.user_id ?? '',
        limit: amountOf(value.limit),
        limit_period: value.limit_period,
        topup_mode: value.topup_mode,
        topup_amount: fixed ? amountOf(value.topup_amount) : null,
      };
      await sendForm<FormField>(
        formApi,
        async () => {
          if (card) await update.mutateAsync({ cardId: card.card_id, changes });
          else {
            const input: CardCreateInput = {
              ...changes,
              app_id: value.app?.id ?? '',
              currency: value.currency,
            };
            await create.mutateAsync(input);
          }
          onClose();
        },
        { fields: FIELDS, map: FIELD_MAP, fallback: CARD_WRITE_FALLBACKS.save },
      );
    },
  });
  const apps = useAppChoices();
  const people = usePersonChoices({ cardsUsersOnly: true });
  const fixed = useStore(form.store, (state) => state.values.topup_mode === 'fixed');
  const currency = useStore(form.store, (state) => state.values.currency);

  return (
    <form.AppForm>
      <form.FormDialog
        size="lg"
        onClose={onClose}
        title={card ? 'Edit card' : 'New card'}
        description={
          card
            ? `Change the ${card.app.name} card in ${card.currency}; its app and currency stay.`
            : 'A virtual card for one app, held by one person with card access.'
        }
        submitLabel={card ? 'Save changes' : 'Create card'}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField name="name" validators={{ onSubmit: rule('name') }}>
            {(field) => (
              <field.TextField
                label="Name"
                placeholder="e.g. Design team"
                autoComplete="off"
                data-autofocus={focus === undefined || undefined}
              />
            )}
          </form.AppField>
          {!card && (
            <form.AppField name="app" validators={{ onSubmit: rule('app_id') }}>
              {(field) => <field.ComboboxField label="App" {...apps} />}
            </form.AppField>
          )}
          <form.AppField name="holder" validators={{ onSubmit: rule('holder_id') }}>
            {(field) => <field.ComboboxField label="Holder" hint="People with card access." {...people} />}
          </form.AppField>
          {!card && (
            <form.AppField name="currency" validators={{ onSubmit: rule('currency') }}>
              {(field) => <field.SelectField label="Currency" options={currencies} />}
            </form.AppField>
          )}
          <form.AppField name="limit" validators={{ onSubmit: rule('limit') }}>
            {(field) => (
              <field.AmountField
                label="Limit"
                hint={`${amountHint(currency)} The most the card may spend in a period.`}
                data-autofocus={focus === 'limit' || undefined}
              />
            )}
          </form.AppField>
          <form.AppField name="limit_period">
            {(field) => <field.SelectField label="Period" options={PERIOD_OPTIONS} />}
          </form.AppField>
          <form.AppField name="topup_mode">
            {(field) => (
              <field.SelectField
                label="Top-up"
                hint="How the card is funded at the start of each period."
                options={MODE_OPTIONS}
              />
            )}
          </form.AppField>
          {fixed && (
            <form.AppField name="topup_amount" validators={{ onSubmit: rule('topup_amount') }}>
              {(field) => (
                <field.AmountField
                  label="Top-up amount"
                  hint={`${amountHint(currency)} At most the limit.`}
                />
              )}
            </form.AppField>
          )}
        </div>
      </form.FormDialog>
    </form.AppForm>
  );
}
