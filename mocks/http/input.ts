/** Request parsing with DRF-style 400 replies, so handlers can stay about behaviour. */
import * as z from 'zod/mini';
import english from 'zod/v4/locales/en.js';
import { fieldErrors, json, type FieldErrors } from './replies';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** A JSON value's type as DRF's messages name it (`type(data).__name__`): `NoneType`, `str`, `list`, … */
export function pythonType(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return { string: 'str', boolean: 'bool', object: 'dict' }[typeof value as string] ?? typeof value;
}

/** A JSON object body; an empty body counts as `{}` like DRF's parsers treat it. */
export async function readJsonObject(request: Request): Promise<Parsed<Record<string, unknown>>> {
  const text = await request.text();
  if (text.trim() === '') return { ok: true, value: {} };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON';
    return { ok: false, response: json({ detail: `JSON parse error - ${reason}` }, 400) };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    const got = pythonType(data);
    return {
      ok: false,
      response: fieldErrors({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] }),
    };
  }
  return { ok: true, value: data as Record<string, unknown> };
}

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Not a valid string.',
  boolean: 'Must be a valid boolean.',
  number: 'A valid number is required.',
  int: 'A valid integer is required.',
};

/**
 * The words of an issue whose schema gives it no message of its own: zod's own English, as the
 * replies have always carried them (`Invalid input: expected array, received string`, `Too small:
 * expected string to have >=1 characters`). zod/mini loads no locale, so without it such an issue
 * would read "Invalid input". The locale is passed to each of the mock's parses, not installed with
 * `z.config`: a global locale would also reword the app's own schemas in the demo, which must read
 * exactly as the live app.
 */
export const replyWording: z.core.$ZodErrorMap = english().localeError;

/** `z.safeParse` with the replies' wording for issues without a message of their own. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown) {
  return z.safeParse(schema, input, { error: replyWording });
}

/** Zod issues as DRF field errors: `{ field: ["message"] }`, in DRF's wording where it has one. */
export function toFieldErrors(error: z.core.$ZodError, input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'non_field_errors';
    let message = issue.message;
    if (issue.code === 'invalid_type') {
      if (input[field] === undefined) message = 'This field is required.';
      else if (input[field] === null) message = 'This field may not be null.';
      else message = TYPE_MESSAGES[issue.expected] ?? message;
    } else if (issue.code === 'invalid_value') {
      // A missing choice is missing, as for any other field.
      if (input[field] === undefined) message = 'This field is required.';
      else if (input[field] === null) message = 'This field may not be null.';
      else message = `"${String(input[field])}" is not a valid choice.`;
    } else if (issue.code === 'too_small' && issue.origin === 'number') {
      message = `Ensure this value is greater than or equal to ${String(issue.minimum)}.`;
    } else if (issue.code === 'too_big' && issue.origin === 'number') {
      message = `Ensure this value is less than or equal to ${String(issue.maximum)}.`;
    }
    (errors[field] ??= []).push(message);
  }
  return errors;
}

export function parseBody<S extends z.core.$ZodType>(
  schema: S,
  input: Record<string, unknown>,
): Parsed<z.output<S>> {
  const result = parseInput(schema, input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, response: fieldErrors(toFieldErrors(result.error, input)) };
}

/**
 * An integer as DRF's `IntegerField` reads it: a whole number or its text, signed, with a zero
 * fraction allowed (`"3"`, `3.0`, `"-1"`); anything else is undefined.
 */
export function integerOf(value: unknown): number | undefined {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return /^[-+]?\d+(\.0*)?$/.test(text) ? parseInt(text, 10) : undefined;
}

/** Paging numbers from the query string; absent → fallback, junk → DRF's integer message. */
export function intParam(
  params: URLSearchParams,
  name: string,
  fallback: number | undefined,
  { min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
): { ok: true; value: number | undefined } | { ok: false; errors: FieldErrors } {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return { ok: true, value: fallback };
  const value = integerOf(raw);
  if (value === undefined) return { ok: false, errors: { [name]: ['A valid integer is required.'] } };
  if (value < min)
    return { ok: false, errors: { [name]: [`Ensure this value is greater than or equal to ${min}.`] } };
  if (value > max)
    return { ok: false, errors: { [name]: [`Ensure this value is less than or equal to ${max}.`] } };
  return { ok: true, value };
}
