import { ApiError, extractErrorText } from '@/lib/errors';

/**
 * Splits a failed submit into messages beside the form's fields (DRF field errors, mapped from the
 * API's field names to the form's) and one form-level alert for everything else (a `detail`, an
 * unknown field, a network failure: the server's text first, else `fallback`).
 */
export function serverFormErrors<F extends string>(
  error: unknown,
  fieldMap: Readonly<Record<string, F>>,
  fallback: string,
): { fields: Partial<Record<F, string>>; alert: string | null } {
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  if (error instanceof ApiError) {
    for (const [key, text] of Object.entries(error.fieldErrors)) {
      const field = fieldMap[key];
      if (field) fields[field] = text;
      else rest.push(text);
    }
  }
  if (Object.keys(fields).length === 0) return { fields, alert: extractErrorText(error, fallback) };
  return { fields, alert: rest.length > 0 ? rest.join(' ') : null };
}
