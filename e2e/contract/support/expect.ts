/** The API's reply shapes as assertions: a `detail` refusal, DRF field errors, a body that fits a schema. */
import { expect } from 'vitest';
import * as z from 'zod/mini';
import type { Reply } from './api';

export const PERMISSION_DENIED = 'You do not have permission to perform this action.';
export const DEMO_READ_ONLY = 'Sorry, this is a read-only demo account.';
export const NOT_FOUND = 'Not found.';
export const REQUIRED = 'This field is required.';
export const BLANK = 'This field may not be blank.';

/** The status and `{ "detail": text }` (other keys such as `code` may come too, and `extra` must). */
export function expectDetail(reply: Reply, status: number, detail: string, extra: object = {}): void {
  expect({ status: reply.status, body: reply.body }).toMatchObject({ status, body: { detail, ...extra } });
}

/** A field's messages, or per item of a list field (`{ 0: [...] }`) and per key of an object field. */
type FieldErrorsShape = Record<string, string[] | Record<string, string[]>>;

/** A 400 whose body is exactly these field errors (every bad field at once, nothing else). */
export function expectFieldErrors(reply: Reply, errors: FieldErrorsShape): void {
  expect({ status: reply.status, body: reply.body }).toEqual({ status: 400, body: errors });
}

/** The reply's body parsed with the app's schema; a mismatch fails with zod's issues. */
export function parsed<S extends z.core.$ZodType>(schema: S, reply: Reply, status = 200): z.output<S> {
  expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(status);
  const result = z.safeParse(schema, reply.body);
  if (!result.success)
    throw new Error(`Reply does not fit the schema: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

/** `"x" is not a valid choice.` */
export const notAChoice = (value: string): string => `"${value}" is not a valid choice.`;
