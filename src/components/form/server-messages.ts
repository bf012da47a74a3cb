import type { AnyFormApi } from '@tanstack/react-form';
import { serverErrors, type ServerErrorOptions, type ServerErrors } from '@/lib/server-errors';

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

/**
 * Sends a form: `send` resolves once the server has saved it. A refusal is shown on the form (see
 * `showServerErrors`), which keeps everything typed.
 */
export async function sendForm<F extends string>(
  form: AnyFormApi,
  send: () => Promise<unknown>,
  errors: ServerErrorOptions<F>,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    showServerErrors(form, serverErrors(error, errors));
  }
}
