import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SelectField } from '@/components/ui/SelectField';
import { SwitchField } from '@/components/ui/SwitchField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { FormAlert } from '@/features/auth';
import {
  type Tenant,
  UPDATE_TENANT_FALLBACK,
  useCreateTenantMutation,
  useUpdateTenantMutation,
  LIST_TENANTS_FALLBACK,
} from '@/features/tenants';
import { ApiError, extractErrorText } from '@/lib/errors';
import { validateForm } from '@/lib/validation';
import { companyFormRules, CURRENCY_CHOICES, DEFAULT_CURRENCY, type CompanyFormField } from '../companies';

interface CompanyFormValues {
  company_name: string;
  is_live: boolean;
  yordex_account_id: string;
  tenant_data: string;
  currency: string;
}

type FieldErrors = Partial<Record<CompanyFormField | 'is_live', string>>;

const FORM_FIELDS = new Set<string>([
  'company_name',
  'is_live',
  'yordex_account_id',
  'tenant_data',
  'currency',
]);

function initialValues(tenant: Tenant | undefined): CompanyFormValues {
  return {
    company_name: tenant?.name ?? '',
    is_live: tenant?.is_live ?? false,
    yordex_account_id: tenant?.yordex_account_id ?? '',
    tenant_data: tenant?.tenant_data ?? '',
    currency: tenant?.currency ?? DEFAULT_CURRENCY,
  };
}

/** The server's field errors beside the form's fields (`name` on update is the form's company name). */
function serverFieldErrors(error: unknown): { fields: FieldErrors; rest: string[] } {
  const fields: FieldErrors = {};
  const rest: string[] = [];
  if (!(error instanceof ApiError)) return { fields, rest };
  for (const [key, text] of Object.entries(error.fieldErrors)) {
    const field = key === 'name' ? 'company_name' : key;
    if (FORM_FIELDS.has(field)) fields[field as keyof FieldErrors] = text;
    else rest.push(text);
  }
  return { fields, rest };
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
 * Create or edit a company (seed §3 creation input): the seed's rules beside each field before
 * anything is sent, the server's field errors beside the same fields after, and the server's text or
 * the seed's fallback above the buttons. The dialog stays open with everything typed on failure.
 */
export function CompanyFormDialog({ tenant, onClose, onSaved }: CompanyFormDialogProps) {
  const editing = tenant !== undefined;
  const [values, setValues] = useState<CompanyFormValues>(() => initialValues(tenant));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTenantMutation();
  const update = useUpdateTenantMutation({ silentError: true });
  const busy = create.isPending || update.isPending;
  const fallback = editing ? UPDATE_TENANT_FALLBACK : LIST_TENANTS_FALLBACK;

  const set = <F extends keyof CompanyFormValues>(field: F, value: CompanyFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onError = (error: unknown) => {
    const { fields, rest } = serverFieldErrors(error);
    setErrors(fields);
    const hasFieldErrors = Object.keys(fields).length > 0;
    setFailure(rest.length > 0 ? rest.join(', ') : hasFieldErrors ? null : extractErrorText(error, fallback));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateForm<CompanyFormField>(values, companyFormRules);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const common = {
      is_live: values.is_live,
      yordex_account_id: optionalText(values.yordex_account_id),
      tenant_data: optionalText(values.tenant_data),
      currency: values.currency,
    };
    const done = (saved: Tenant) => {
      onSaved?.(saved);
      onClose();
    };
    if (tenant) {
      update.mutate(
        { id: tenant.id, changes: { name: values.company_name.trim(), ...common } },
        { onSuccess: (reply) => done(reply.tenant), onError },
      );
    } else {
      create.mutate(
        { company_name: values.company_name.trim(), ...common },
        { onSuccess: (reply) => done(reply.tenant), onError },
      );
    }
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={editing ? `Edit ${tenant.name}` : 'New company'}
      description={editing ? 'Change the company’s details.' : 'Add a client company to the platform.'}
    >
      <form className="mt-5 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Company name"
          name="company_name"
          autoComplete="organization"
          data-autofocus
          value={values.company_name}
          onChange={(event) => set('company_name', event.target.value)}
          error={errors.company_name}
        />
        <SelectField
          label="Currency"
          name="currency"
          options={CURRENCY_CHOICES}
          placeholder="Select a currency"
          value={values.currency}
          onChange={(event) => set('currency', event.target.value)}
          error={errors.currency}
        />
        <TextField
          label="Yordex account ID"
          name="yordex_account_id"
          autoComplete="off"
          hint="Optional: the company’s payment account."
          value={values.yordex_account_id}
          onChange={(event) => set('yordex_account_id', event.target.value)}
          error={errors.yordex_account_id}
        />
        <TextAreaField
          label="Tenant data"
          name="tenant_data"
          hint="Optional notes kept with the company."
          value={values.tenant_data}
          onChange={(event) => set('tenant_data', event.target.value)}
          error={errors.tenant_data}
        />
        <SwitchField
          label="Live"
          description="A live company is a paying customer; others are trials or test companies."
          checked={values.is_live}
          onChange={(checked) => set('is_live', checked)}
        />
        {errors.is_live && <p className="text-sm text-red-700 dark:text-red-300">{errors.is_live}</p>}
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {editing ? 'Save changes' : 'Create company'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
