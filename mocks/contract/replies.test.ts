/**
 * The contract's reply schemas are the mock's real replies: every call of the routing table that
 * succeeds on the default seed answers with the documented success status and a body that parses
 * with the documented schema and sends no field it does not name; every call it refuses answers
 * with an error status its operation lists, in that status's documented shape. A server team reads
 * both from openapi.json, so a schema that drifted from what the mock sends would mislead them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { handlers } from '../handlers';
import { answer, CONTRACT, requestFor, seedBetweenCalls, type Call } from '../handlers/contract-calls';
import { ERROR_REPLIES, ERROR_SCHEMAS, type ErrorStatus } from './errors';
import { operationTable } from './operations';

const operations = operationTable();
const operationOf = (route: string) => operations.get(operationKey(route))?.operation;

/** `GET /users/:id/` as the operations table keys it: `GET /users/{id}/`. */
const operationKey = (route: string) => route.replace(/:([A-Za-z_]+)/g, '{$1}');

const succeeding = CONTRACT.filter((call) => call.status >= 200 && call.status < 300);
const refused = CONTRACT.filter((call) => call.status >= 400);

/** The statuses the committed document lists for `route` (its freshness is scripts/openapi.test.ts's). */
const documented = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};
function documentedStatuses(route: string): string[] {
  const [method, path] = operationKey(route).split(' ') as [string, string];
  return Object.keys(documented.paths[path]?.[method.toLowerCase()]?.responses ?? {});
}

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

  it.each(refused.map((call) => [`${call.route} as ${call.as}`, call] as const))(
    '%s refuses with a documented error status and body',
    async (_name, call: Call) => {
      running(call);
      const { status, response } = await answer(handlers, await requestFor(call));
      expect(status).toBe(call.status);
      const key = String(status) as ErrorStatus;
      expect(documentedStatuses(call.route)).toContain(key);
      const body: unknown = await response!.json();
      const schema = ERROR_SCHEMAS[ERROR_REPLIES[key].schema];
      expect(issuesOf(schema, body)).toEqual([]);
      expect(unnamedFields(body, z.parse(schema, body))).toEqual([]);
    },
  );
});
