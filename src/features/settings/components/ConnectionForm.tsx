import type { AnyFormApi } from '@tanstack/react-form';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { fieldRules, firstError, useAppForm, type FieldValidator } from '@/components/form';
import type { TextFieldProps } from '@/components/ui/TextField';
import type { FieldSchema } from '@/lib/validation';

/** One text field of a connection form. */
export interface ConnectionField extends Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange'> {
  name: string;
  /** Its rules; their label is the field's unless `label` says otherwise. */
  rules: FieldSchema;
  label?: string;
  /** The value the rules judge and the form sends (default: trimmed). */
  clean?: (text: string) => string;
  /** A check after the rules. */
  check?: FieldValidator<string>;
}

const trimmed = (text: string) => text.trim();

function validatorOf({ rules, clean = trimmed, check }: ConnectionField): FieldValidator<string> {
  const byRules = fieldRules(rules, clean);
  return check ? firstError(byRules, check) : byRules;
}

/**
 * A few text fields and one button that connects an outside service (an audit-log provider's
 * credentials, a ServiceNow instance). `onSend` gets the cleaned values; its refusals go onto the form.
 */
export function ConnectionForm({
  fields,
  icon,
  busy,
  onSend,
  children,
}: {
  fields: readonly ConnectionField[];
  icon: LucideIcon;
  /** Keeps the button busy after the submit, e.g. while the page leaves for the service. */
  busy?: boolean;
  onSend: (values: Record<string, string>, form: AnyFormApi) => Promise<void> | void;
  /** The button's words. */
  children: ReactNode;
}) {
  const form = useAppForm({
    defaultValues: Object.fromEntries(fields.map(({ name }) => [name, ''])) as Record<string, string>,
    onSubmit: ({ value, formApi }) =>
      onSend(
        Object.fromEntries(fields.map(({ name, clean = trimmed }) => [name, clean(value[name] ?? '')])),
        formApi,
      ),
  });

  const inputs = fields.map((spec) => {
    const { name, rules, label = rules.label, clean, check, ...input } = spec;
    return (
      <form.AppField key={name} name={name} validators={{ onSubmit: validatorOf(spec) }}>
        {(field) => <field.TextField autoComplete="off" spellCheck={false} {...input} label={label} />}
      </form.AppField>
    );
  });
  return (
    <form.AppForm>
      <form.Form className="space-y-3">
        {inputs.length > 1 ? <div className="grid gap-3 sm:grid-cols-2">{inputs}</div> : inputs}
        <form.FormEnd icon={icon} busy={busy}>
          {children}
        </form.FormEnd>
      </form.Form>
    </form.AppForm>
  );
}
