/**
 * A write on one record, in DRF's order (`get_object()` before the serializer): the record first, so
 * another tenant's or an unknown one is a 404 whatever the body, then the body (its 400).
 */
import type * as z from 'zod/mini';
import { parseBody, type Parsed } from './input';
import { notFound } from './replies';

export function recordThenBody<R, S extends z.core.$ZodType>(
  record: R | null | undefined,
  schema: S,
  raw: Record<string, unknown>,
  missing: () => Response = notFound,
): Parsed<{ record: R; body: z.output<S> }> {
  if (record == null) return { ok: false, response: missing() };
  const body = parseBody(schema, raw);
  return body.ok ? { ok: true, value: { record, body: body.value } } : body;
}
