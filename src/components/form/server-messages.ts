import type { AnyFormApi } from '@tanstack/react-form';
import type { ServerErrors } from '@/lib/server-errors';

/**
 * Shows a failed submit on the form: each field message beside its field (it leaves when the field
 * changes) and the rest in the form alert (until the next submit).
 */
export function showServerErrors(form: AnyFormApi, errors: ServerErrors<string>): void {
  form.setErrorMap({
    onSubmit: { form: undefined, fields: errors.fields },
    onServer: errors.form ?? undefined,
  });
}

/** Shows one message in the form alert (a refusal decided before anything is sent). */
export function showFormAlert(form: AnyFormApi, message: string): void {
  form.setErrorMap({ onServer: message });
}

/** Forgets what the last submit left: its field messages and the form alert. */
export function clearServerErrors(form: AnyFormApi): void {
  form.setErrorMap({ onSubmit: { form: undefined, fields: {} }, onServer: undefined });
}
