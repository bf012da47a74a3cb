import { fieldRules, sendForm, useAppForm, ruledFields } from '@/components/form';
import type { Person } from '@/lib/person';
import { useAppChoices, type AppChoice } from '@/features/reach';
import { usePersonChoices } from '@/features/users';
import {
  CONTRACT_WRITE_FALLBACKS,
  useCreateContractMutation,
  useUpdateContractMutation,
} from '../api/contract-mutations';
import {
  BILLING_FREQUENCIES,
  BILLING_LABELS,
  CONTRACT_CURRENCIES,
  type BillingFrequency,
  type Contract,
  type ContractCurrency,
  type ContractInput,
} from '../api/schemas';
import { contractFieldValidators, contractFormRules, type ContractFormValues } from '../model/form-rules';

const ruled = ruledFields(contractFormRules);

interface FormValues {
  app: AppChoice | null;
  owner: Person | null;
  start_date: string;
  end_date: string;
  /** Numbers as typed; the rules check them before they become numbers. */
  notice_days: string;
  billing_frequency: BillingFrequency;
  annual_cost: string;
  currency: ContractCurrency;
  auto_renew: boolean;
  seats: string;
  notes: string;
}

const FIELDS = [
  'start_date',
  'end_date',
  'notice_days',
  'billing_frequency',
  'annual_cost',
  'currency',
  'auto_renew',
  'seats',
  'notes',
] as const;
type FormField = (typeof FIELDS)[number] | 'app' | 'owner';
const FIELD_MAP: Record<string, FormField> = { app_id: 'app', owner_id: 'owner' };

const BILLING_OPTIONS = BILLING_FREQUENCIES.map((value) => ({ value, label: BILLING_LABELS[value] }));
const CURRENCY_OPTIONS = CONTRACT_CURRENCIES.map((value) => ({ value, label: value }));

/** The form's values as the shared field checks read them (the same checks the server runs). */
const checked = (values: FormValues): ContractFormValues => ({ ...values, app_id: values.app?.id ?? '' });

/** A check that needs other fields (the end after the start, the notice inside the term). */
const crossCheck =
  (field: 'end_date' | 'notice_days' | 'start_date') =>
  ({ fieldApi }: { fieldApi: { form: { state: { values: FormValues } } } }) =>
    contractFieldValidators[field](checked(fieldApi.form.state.values)) ?? undefined;

export interface ContractFormDialogProps {
  /** The contract to edit; adds a new one when absent. */
  contract?: Contract;
  /** A new contract's currency (the tenant's when it is one contracts may use). */
  defaultCurrency?: ContractCurrency;
  onClose: () => void;
}

/**
 * Add or edit a contract: the app (searched in the catalogue), its owner, the term (start and end),
 * the vendor's notice period, billing, annual cost and currency, auto-renewal, seats bought and
 * notes. The shared field rules' messages show beside the fields before anything is sent; a refusal
 * shows the server's messages beside the fields it names (anything else above the buttons) and keeps
 * everything typed.
 */
export function ContractFormDialog({ contract, defaultCurrency = 'USD', onClose }: ContractFormDialogProps) {
  const editing = contract !== undefined;
  const create = useCreateContractMutation();
  const update = useUpdateContractMutation();

  const form = useAppForm({
    defaultValues: {
      app: contract ? { id: contract.app.id, name: contract.app.name, slug: contract.app.slug } : null,
      owner: contract?.owner ?? null,
      start_date: contract?.start_date ?? '',
      end_date: contract?.end_date ?? '',
      notice_days: contract ? String(contract.notice_days) : '30',
      billing_frequency: contract?.billing_frequency ?? 'annually',
      annual_cost: contract ? String(contract.annual_cost) : '',
      currency: contract?.currency ?? defaultCurrency,
      auto_renew: contract?.auto_renew ?? true,
      seats: contract ? String(contract.seats) : '',
      notes: contract?.notes ?? '',
    } as FormValues,
    onSubmit: async ({ value, formApi }) => {
      const input: ContractInput = {
        // The rules have made sure an app is chosen.
        app_id: value.app?.id ?? '',
        owner_id: value.owner?.user_id ?? null,
        start_date: value.start_date.trim(),
        end_date: value.end_date.trim(),
        notice_days: Number(value.notice_days.trim()),
        billing_frequency: value.billing_frequency,
        annual_cost: Number(value.annual_cost.trim()),
        currency: value.currency,
        auto_renew: value.auto_renew,
        seats: Number(value.seats.trim()),
        notes: value.notes.trim(),
      };
      await sendForm<FormField>(
        formApi,
        async () => {
          if (contract) await update.mutateAsync({ id: contract.id, input });
          else await create.mutateAsync(input);
          onClose();
        },
        { fields: FIELDS, map: FIELD_MAP, fallback: CONTRACT_WRITE_FALLBACKS.save },
      );
    },
  });
  const apps = useAppChoices();
  const people = usePersonChoices();

  return (
    <form.AppForm>
      <form.FormDialog
        size="lg"
        onClose={onClose}
        title={editing ? 'Edit contract' : 'New contract'}
        description={
          editing ? `Change the contract for ${contract.app.name}.` : 'A contract with one of your vendors.'
        }
        submitLabel={editing ? 'Save changes' : 'Create contract'}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField
            name="app"
            validators={{
              onSubmit: fieldRules(contractFormRules.app_id, (app: AppChoice | null) => app?.id ?? ''),
            }}
          >
            {(field) => <field.ComboboxField label="App" {...apps} />}
          </form.AppField>
          <form.AppField name="owner">
            {(field) => <field.ComboboxField label="Owner" noneLabel="No owner" {...people} />}
          </form.AppField>
          <form.AppField name="start_date" validators={{ onSubmit: crossCheck('start_date') }}>
            {(field) => <field.TextField label="Start date" type="date" />}
          </form.AppField>
          <form.AppField name="end_date" validators={{ onSubmit: crossCheck('end_date') }}>
            {(field) => <field.TextField label="End date" type="date" />}
          </form.AppField>
          <form.AppField name="notice_days" validators={{ onSubmit: crossCheck('notice_days') }}>
            {(field) => (
              <field.CountField
                label="Notice period"
                hint="Days before the end date the vendor must be told."
              />
            )}
          </form.AppField>
          <form.AppField name="billing_frequency">
            {(field) => <field.SelectField label="Billing" options={BILLING_OPTIONS} />}
          </form.AppField>
          <form.AppField {...ruled('annual_cost')}>
            {(field) => <field.AmountField label="Annual cost" hint="Per year." />}
          </form.AppField>
          <form.AppField name="currency">
            {(field) => <field.SelectField label="Currency" options={CURRENCY_OPTIONS} />}
          </form.AppField>
          <form.AppField {...ruled('seats')}>{(field) => <field.CountField label="Seats" />}</form.AppField>
          <form.AppField name="auto_renew">
            {(field) => (
              <field.SwitchField
                label="Auto-renew"
                description="Renews unless cancelled by the cancel-by date."
              />
            )}
          </form.AppField>
        </div>
        <form.AppField {...ruled('notes')}>
          {(field) => <field.TextAreaField label="Notes" hint="Optional." />}
        </form.AppField>
      </form.FormDialog>
    </form.AppForm>
  );
}
