import { ApiError, DemoReadOnlyError } from '@/lib/errors';

/** A failed submit split for display: messages beside fields, and the one form-level alert. */
export interface ServerErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** The form alert's text, or null when every message has a field to sit beside. */
  form: string | null;
}

export interface ServerErrorOptions<F extends string> {
  /** The form's fields that carry the API's name unchanged. */
  fields?: readonly F[];
  /** API field name → the form's field name, where they differ. */
  map?: Readonly<Record<string, F>>;
  /** The call's own text for when the reply says nothing usable (or there is no reply at all). */
  fallback: string;
}

/**
 * The one mapping of a failed call onto a form. A reply's field errors (`{ field: ["message"] }`) go
 * beside the form's fields; whatever has no field of the form (a `detail`, another field's error) goes
 * into the form alert, joined with ', '. When no field got a message the alert carries the reply's
 * text, else the call's fallback. The demo account's refusal shows its own warning, and a failure
 * without a reply (offline, timeout) shows the fallback.
 */
export function serverErrors<F extends string>(
  error: unknown,
  { fields = [], map = {}, fallback }: ServerErrorOptions<F>,
): ServerErrors<F> {
  if (error instanceof DemoReadOnlyError) return { fields: {}, form: error.message };
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const found: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const field = Object.hasOwn(map, key)
      ? map[key]
      : (fields as readonly string[]).includes(key)
        ? (key as F)
        : undefined;
    if (field !== undefined) found[field] = message;
    else rest.push(message);
  }
  if (Object.keys(found).length === 0) return { fields: {}, form: error.serverMessage || fallback };
  return { fields: found, form: rest.length > 0 ? rest.join(', ') : null };
}
