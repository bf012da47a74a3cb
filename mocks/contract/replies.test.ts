/**
 * The contract's reply schemas are the mock's real replies: every call of the routing table that
 * succeeds on the default seed answers with the documented success status and a body that parses
 * with the documented schema. A server team reads both from openapi.json, so a schema that drifted
 * from what the mock sends would mislead them.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { handlers } from '../handlers';
import { answer, CONTRACT, requestFor, seedBetweenCalls, type Call } from '../handlers/contract-calls';
import { operationTable } from './operations';

const operations = operationTable();
const operationOf = (route: string) => operations.get(operationKey(route))?.operation;

/** `GET /users/:id/` as the operations table keys it: `GET /users/{id}/`. */
const operationKey = (route: string) => route.replace(/:([A-Za-z_]+)/g, '{$1}');

const succeeding = CONTRACT.filter((call) => call.status >= 200 && call.status < 300);

/** Zod's issues, one line each (`path: message`), so a failure names every field that drifted. */
function issuesOf(schema: z.core.$ZodType, body: unknown): string[] {
  const result = z.safeParse(schema, body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
}

/**
 * The fields of `body` the schema does not name, as paths (`rows.0.extra`): zod objects drop keys
 * they do not know, so what parsing left out is what the document leaves out.
 */
function unnamedFields(body: unknown, parsed: unknown, path: string[] = []): string[] {
  if (Array.isArray(body) && Array.isArray(parsed)) {
    return body.flatMap((item, index) => unnamedFields(item, parsed[index], [...path, String(index)]));
  }
  if (!isPlainObject(body) || !isPlainObject(parsed)) return [];
  return Object.keys(body).flatMap((key) =>
    key in parsed ? unnamedFields(body[key], parsed[key], [...path, key]) : [[...path, key].join('.')],
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describe('the documented replies', () => {
  const running = seedBetweenCalls();

  it('cover every route the table calls with success', () => {
    const missing = succeeding.map((call) => operationKey(call.route)).filter((key) => !operations.has(key));
    expect(missing).toEqual([]);
  });

  it.each(succeeding.map((call) => [`${call.route} as ${call.as}`, call] as const))(
    '%s answers with the documented status and body',
    async (_name, call: Call) => {
      running(call);
      const operation = operationOf(call.route)!;
      const { status, response } = await answer(handlers, await requestFor(call));
      expect(status).toBe(operation.status ?? 200);
      if (!operation.reply || !response) return;
      const body: unknown = await response.json();
      expect(issuesOf(operation.reply, body)).toEqual([]);
      // Every field sent is documented: a server team builds the replies from the document alone.
      expect(unnamedFields(body, z.parse(operation.reply, body))).toEqual([]);
    },
  );
});
