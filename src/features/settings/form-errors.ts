import { ApiError, DemoReadOnlyError, extractErrorText } from '@/lib/errors';

export interface SplitErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** What is left for the form-level alert: a detail, errors of other fields, or the fallback. */
  form: string | null;
}

/**
 * A failed save, split for display: the server's field errors go beside the form's own fields,
 * everything else into one message (the server's text, else the seed's fallback).
 */
export function splitServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): SplitErrors<F> {
  // Without a reply (offline, timeout) there is no server text: the seed's fallback says it.
  if (error instanceof DemoReadOnlyError) return { fields: {}, form: error.message };
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const found: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) found[field as F] = message;
    else rest.push(message);
  }
  if (Object.keys(found).length === 0) return { fields: {}, form: extractErrorText(error, fallback) };
  return { fields: found, form: rest.length > 0 ? rest.join(', ') : null };
}
