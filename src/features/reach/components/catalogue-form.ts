/** What the catalogue's forms (apps, vendors, categories) share: how they send, the website field. */
import type { AnyFormApi } from '@tanstack/react-form';
import { showServerErrors } from '@/components/form';
import { serverErrors } from '@/lib/server-errors';

/**
 * Sends a catalogue form: `send` resolves once the server has saved it. On a refusal the server's
 * field errors stand beside the same fields and anything else above the buttons; the dialog stays
 * open with everything typed.
 */
export async function sendCatalogueForm<F extends string>(
  formApi: AnyFormApi,
  send: () => Promise<void>,
  errors: { fields: readonly F[]; fallback: string },
): Promise<void> {
  try {
    await send();
  } catch (error) {
    showServerErrors(formApi, serverErrors(error, errors));
  }
}

/** The website field of an app's and a vendor's form: a URL, `https://` added when left out. */
export const WEBSITE_FIELD = {
  label: 'Website',
  type: 'url',
  inputMode: 'url',
  autoComplete: 'off',
  placeholder: 'https://example.com',
} as const;
