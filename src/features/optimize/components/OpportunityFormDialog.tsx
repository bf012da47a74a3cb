import { fieldRules, sendForm, useAppForm, ruledFields } from '@/components/form';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { useSignedInPerson } from '@/lib/use-signed-in-person';
import type { Person } from '@/lib/person';
import { useAppChoices } from '@/features/reach';
import { usePersonChoices } from '@/features/users';
import {
  OPPORTUNITY_WRITE_FALLBACKS,
  useCreateOpportunityMutation,
  useUpdateOpportunityMutation,
  type SaveOpportunityVariables,
} from '../api/opportunity-mutations';
import {
  OPPORTUNITY_STATUSES,
  STATUS_LABELS,
  type Opportunity,
  type OpportunityApp,
  type OpportunityStatus,
} from '../api/schemas';
import { opportunityFormRules } from '../model/form-rules';
import { personName } from '@/lib/person';
import { useTenantCurrency } from './use-money';

const ruled = ruledFields(opportunityFormRules);

interface OpportunityFormValues {
  title: string;
  app: OpportunityApp | null;
  /** '' until one is chosen. */
  status: OpportunityStatus | '';
  /** Amounts as typed; the rules check them before they become numbers. */
  savings_potential: string;
  arr: string;
  owner: Person | null;
  /** `YYYY-MM-DD`, '' for none. */
  due_date: string;
}

/** The form's fields; the API's `app_id` and `owner_id` are the form's `app` and `owner`. */
const FIELDS = ['title', 'status', 'savings_potential', 'arr', 'due_date'] as const;
type FormField = (typeof FIELDS)[number] | 'app' | 'owner';
/** Only a client admin has an owner field; anyone else's owner message goes above the buttons. */
const fieldMap = (clientAdmin: boolean): Record<string, FormField> =>
  clientAdmin ? { app_id: 'app', owner_id: 'owner' } : { app_id: 'app' };

const STATUS_OPTIONS = OPPORTUNITY_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

const amountText = (amount: number | undefined) => (amount === undefined ? '' : String(amount));
const trimmed = (value: string) => value.trim();

export interface OpportunityFormDialogProps {
  /** The opportunity to edit; adds a new one when absent. */
  opportunity?: Opportunity;
  /** A new opportunity's status (e.g. the board column it is added from); Identified by default. */
  status?: OpportunityStatus;
  onClose: () => void;
  /** After the server has saved it, with the opportunity as the server has it. */
  onSaved?: (opportunity: Opportunity) => void;
}

/**
 * Add or edit an opportunity: title, app (searched in the catalogue), status, savings potential and
 * ARR in the tenant's currency, owner (client admins choose anyone or nobody; everyone else owns
 * what they add) and an optional due date. The rules' messages show beside the fields before
 * anything is sent; the lists and totals change as soon as it is; a refusal puts them back and shows
 * the server's messages beside the fields it names (anything else above the buttons), keeping
 * everything typed.
 */
export function OpportunityFormDialog({ opportunity, status, onClose, onSaved }: OpportunityFormDialogProps) {
  const editing = opportunity !== undefined;
  const me = useSignedInPerson();
  const clientAdmin = useHasRole(CLIENT_ADMIN);
  const currency = useTenantCurrency();
  const create = useCreateOpportunityMutation();
  const update = useUpdateOpportunityMutation();

  const form = useAppForm({
    defaultValues: {
      title: opportunity?.title ?? '',
      app: opportunity?.app ?? null,
      status: opportunity?.status ?? status ?? 'identified',
      savings_potential: amountText(opportunity?.savings_potential),
      arr: amountText(opportunity?.arr),
      owner: opportunity ? opportunity.owner : me,
      due_date: opportunity?.due_date ?? '',
    } as OpportunityFormValues,
    onSubmit: async ({ value, formApi }) => {
      // The rules have made sure an app and a status are chosen.
      const app = value.app as OpportunityApp;
      // Someone who is not a client admin owns what they add and keeps what they edit.
      const owner = clientAdmin ? value.owner : (opportunity?.owner ?? me);
      const variables: SaveOpportunityVariables = {
        input: {
          title: value.title.trim(),
          app_id: app.id,
          status: value.status as OpportunityStatus,
          savings_potential: Number(value.savings_potential.trim()),
          arr: Number(value.arr.trim()),
          owner_id: owner?.user_id ?? null,
          due_date: value.due_date || null,
        },
        app,
        owner,
      };
      await sendForm<FormField>(
        formApi,
        async () => {
          const reply = opportunity
            ? await update.mutateAsync({ ...variables, previous: opportunity })
            : await create.mutateAsync(variables);
          onSaved?.(reply.opportunity);
          onClose();
        },
        { fields: FIELDS, map: fieldMap(clientAdmin), fallback: OPPORTUNITY_WRITE_FALLBACKS.save },
      );
    },
  });
  const apps = useAppChoices();
  const people = usePersonChoices({ enabled: clientAdmin });
  const amountHint = currency ? `In ${currency}, per year.` : 'Per year.';

  return (
    <form.AppForm>
      <form.FormDialog
        size="lg"
        onClose={onClose}
        title={editing ? 'Edit opportunity' : 'New opportunity'}
        description={
          editing ? `Change “${opportunity.title}”.` : 'A saving to be had on one of the apps you pay for.'
        }
        submitLabel={editing ? 'Save changes' : 'Create opportunity'}
      >
        <form.AppField
          name="title"
          validators={{ onSubmit: fieldRules(opportunityFormRules.title, trimmed) }}
        >
          {(field) => (
            <field.TextField
              label="Title"
              autoComplete="off"
              placeholder="Downgrade 40 inactive Zoom Pro seats"
              data-autofocus
            />
          )}
        </form.AppField>
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField
            name="app"
            validators={{
              onSubmit: fieldRules(
                opportunityFormRules.app_id,
                (app: OpportunityApp | null) => app?.id ?? '',
              ),
            }}
          >
            {(field) => <field.ComboboxField label="App" {...apps} />}
          </form.AppField>
          <form.AppField {...ruled('status')}>
            {(field) => (
              <field.SelectField label="Status" options={STATUS_OPTIONS} placeholder="Select a status" />
            )}
          </form.AppField>
          <form.AppField {...ruled('savings_potential')}>
            {(field) => <field.AmountField label="Savings potential" hint={amountHint} />}
          </form.AppField>
          <form.AppField {...ruled('arr')}>
            {(field) => <field.AmountField label="ARR" hint={amountHint} />}
          </form.AppField>
          {clientAdmin ? (
            <form.AppField name="owner">
              {(field) => <field.ComboboxField label="Owner" noneLabel="No owner" {...people} />}
            </form.AppField>
          ) : (
            <div>
              <p className="block text-sm font-medium text-slate-800 dark:text-slate-200">Owner</p>
              <p className="mt-1 py-2 text-sm text-slate-700 dark:text-slate-200">
                {personName(opportunity?.owner ?? me)}
                {(opportunity?.owner ?? me).user_id === me.user_id && ' (you)'}
              </p>
            </div>
          )}
          <form.AppField name="due_date">
            {(field) => <field.TextField label="Due date" type="date" hint="Optional." />}
          </form.AppField>
        </div>
      </form.FormDialog>
    </form.AppForm>
  );
}
