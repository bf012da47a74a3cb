import { sendForm, useAppForm, ruledFields } from '@/components/form';
import {
  type Tenant,
  TENANT_WRITE_FALLBACKS,
  useCreateTenantMutation,
  useUpdateTenantMutation,
  TENANT_FALLBACKS,
} from '@/features/tenants';
import { companyFormRules, CURRENCY_CHOICES, DEFAULT_CURRENCY } from '../model/form-rules';

const ruled = ruledFields(companyFormRules);

interface CompanyFormValues {
  company_name: string;
  is_live: boolean;
  yordex_account_id: string;
  tenant_data: string;
  currency: string;
}

const FIELDS = ['company_name', 'is_live', 'yordex_account_id', 'tenant_data', 'currency'] as const;
/** An update names the company `name`; the form calls it `company_name`. */
const SERVER_NAMES = { name: 'company_name' } as const;

function initialValues(tenant: Tenant | undefined): CompanyFormValues {
  return {
    company_name: tenant?.name ?? '',
    is_live: tenant?.is_live ?? false,
    yordex_account_id: tenant?.yordex_account_id ?? '',
    tenant_data: tenant?.tenant_data ?? '',
    currency: tenant?.currency ?? DEFAULT_CURRENCY,
  };
}

function optionalText(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}

export interface CompanyFormDialogProps {
  /** The company to edit; creates a new one when absent. */
  tenant?: Tenant;
  onClose: () => void;
  /** After a successful create or save, with the company as the server has it. */
  onSaved?: (tenant: Tenant) => void;
}

/**
 * Create or edit a company: the field rules' messages beside each field before
 * anything is sent, the server's field errors beside the same fields after, and the server's text or
 * the call's fallback above the buttons. The dialog stays open with everything typed on failure.
 */
export function CompanyFormDialog({ tenant, onClose, onSaved }: CompanyFormDialogProps) {
  const editing = tenant !== undefined;
  const create = useCreateTenantMutation();
  const update = useUpdateTenantMutation({ silentError: true });
  const fallback = editing ? TENANT_WRITE_FALLBACKS.update : TENANT_FALLBACKS.list;
  const form = useAppForm({
    defaultValues: initialValues(tenant),
    onSubmit: async ({ value, formApi }) => {
      const common = {
        is_live: value.is_live,
        yordex_account_id: optionalText(value.yordex_account_id),
        tenant_data: optionalText(value.tenant_data),
        currency: value.currency,
      };
      await sendForm(
        formApi,
        async () => {
          const reply = tenant
            ? await update.mutateAsync({
                id: tenant.id,
                changes: { name: value.company_name.trim(), ...common },
              })
            : await create.mutateAsync({ company_name: value.company_name.trim(), ...common });
          onSaved?.(reply.tenant);
          onClose();
        },
        { fields: FIELDS, map: SERVER_NAMES, fallback },
      );
    },
  });

  return (
    <form.AppForm>
      <form.FormDialog
        onClose={onClose}
        title={editing ? `Edit ${tenant.name}` : 'New company'}
        description={editing ? 'Change the company’s details.' : 'Add a client company to the platform.'}
        submitLabel={editing ? 'Save changes' : 'Create company'}
      >
        <form.AppField {...ruled('company_name')}>
          {(field) => <field.TextField label="Company name" autoComplete="organization" data-autofocus />}
        </form.AppField>
        <form.AppField {...ruled('currency')}>
          {(field) => (
            <field.SelectField label="Currency" options={CURRENCY_CHOICES} placeholder="Select a currency" />
          )}
        </form.AppField>
        <form.AppField {...ruled('yordex_account_id')}>
          {(field) => (
            <field.TextField
              label="Yordex account ID"
              autoComplete="off"
              hint="Optional: the company’s payment account."
            />
          )}
        </form.AppField>
        <form.AppField {...ruled('tenant_data')}>
          {(field) => (
            <field.TextAreaField label="Tenant data" hint="Optional notes kept with the company." />
          )}
        </form.AppField>
        <form.AppField name="is_live">
          {(field) => (
            <field.SwitchField
              label="Live"
              description="A live company is a paying customer; others are trials or test companies."
            />
          )}
        </form.AppField>
      </form.FormDialog>
    </form.AppForm>
  );
}
