/**
 * The API contract (docs/openapi.json, docs/asyncapi.json) is generated, complete and valid: it
 * equals a fresh generation, lists every route the mock registers and nothing else, has an
 * operations-table entry per route, passes an OpenAPI 3.1 validator (the socket's document, AsyncAPI
 * 3.0's own JSON Schema), and says what a caller relies on.
 */
import { readFile } from 'node:fs/promises';
import { schemas as asyncApiSchemas } from '@asyncapi/specs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { socketMessageSchema } from '@/features/notifications/api/schemas';
import { operationTable } from '../mocks/contract/operations';
import { apiRoutes, registeredApiPaths } from '../mocks/contract/routes';
import { ASYNCAPI_PATH, contractFiles, OPENAPI_PATH } from './openapi-files';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let openapi: Json;
let asyncapi: Json;

beforeAll(async () => {
  openapi = JSON.parse(await readFile(OPENAPI_PATH, 'utf8')) as Json;
  asyncapi = JSON.parse(await readFile(ASYNCAPI_PATH, 'utf8')) as Json;
});

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** Every operation of the document as `GET /users/{id}/`. */
function documentedKeys(): string[] {
  return Object.entries(openapi.paths as Json).flatMap(([path, item]) =>
    Object.keys(item as Json)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const operation = (key: string): Json => {
  const [method, path] = key.split(' ') as [string, string];
  return (openapi.paths as Json)[path][method.toLowerCase()] as Json;
};

/** Every `$ref` in `value`. */
function refsIn(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);
}

function resolve(document: Json, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, part) => (at as Json | undefined)?.[part], document);
}

describe('the API contract', () => {
  it('is what `npm run openapi` generates now', async () => {
    for (const { path, text } of await contractFiles()) {
      const committed = await readFile(path, 'utf8').catch(() => '');
      expect(committed === text, `${path} is stale: run npm run openapi`).toBe(true);
    }
  });

  it('lists every route the mock registers under /api/v1, and only those', () => {
    const routes = apiRoutes();
    // Every API handler of the areas is declared through authed / open, so none is missed.
    expect(routes).toHaveLength(registeredApiPaths().length);
    expect(documentedKeys().sort()).toEqual(routes.map((route) => route.key).sort());
  });

  it('has an operations-table entry for every route, and none for a route that does not exist', () => {
    const routeKeys = new Set(apiRoutes().map((route) => route.key));
    const tableKeys = [...operationTable().keys()];
    expect([...routeKeys].filter((key) => !operationTable().has(key))).toEqual([]);
    expect(tableKeys.filter((key) => !routeKeys.has(key))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(openapi);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const unresolved = refsIn(openapi).filter((ref) => resolve(openapi, ref) === undefined);
    expect([...new Set(unresolved)]).toEqual([]);
  });

  it('signs in at POST /token/ without a token and replies with the token pair', () => {
    const signIn = operation('POST /token/');
    expect(signIn.security).toEqual([]);
    const reply = signIn.responses['200'].content['application/json'].schema as Json;
    const pair = resolve(openapi, reply.$ref as string) as Json;
    expect(pair.required).toEqual(expect.arrayContaining(['access', 'refresh']));
    expect(
      Object.keys(signIn.requestBody.content['application/json'].schema.properties as Json).sort(),
    ).toEqual(['password', 'username']);
  });

  it('takes the list parameters on GET /users/', () => {
    const names = (operation('GET /users/').parameters as Json[]).map((param) => `${param.in} ${param.name}`);
    expect(names).toEqual(
      expect.arrayContaining(['query skip', 'query top', 'query keyword', 'query order_by']),
    );
  });

  it('asks a bearer JWT of a signed-in route and names its roles, and record ids are UUIDs', () => {
    expect(openapi.security).toEqual([{ bearerAuth: [] }]);
    expect(openapi.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const edit = operation('PUT /users/{id}/');
    expect(edit.security).toBeUndefined();
    expect(edit['x-roles']).toEqual(['client_admin']);
    expect(edit.description).toContain('Roles: client_admin.');
    expect(Object.keys(edit.responses as Json)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '429', '5XX']),
    );
    expect(edit.parameters).toContainEqual({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    });
  });

  it('describes the upload as multipart and the downloads as files', () => {
    expect(Object.keys(operation('POST /uploads/').requestBody.content as Json)).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(operation('GET /uploads/{id}/download/').responses['200'].content as Json)).toEqual([
      'application/octet-stream',
    ]);
    expect(
      Object.keys(operation('GET /tenants/download_activity_logs/').responses['200'].content as Json),
    ).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });

  it('describes every message of the notification socket', () => {
    expect(asyncapi.asyncapi).toBe('3.0.0');
    const channel = asyncapi.channels.notifications as Json;
    expect(channel.address).toBe('/ws/notifications/');
    const names = Object.values(channel.messages as Json).map((message) => (message as Json).name as string);
    const types = socketMessageSchema._zod.def.options.map(
      (option) => option._zod.def.shape.type._zod.def.values[0],
    );
    expect(names.sort()).toEqual([...types, 'ping'].sort());
    const unresolved = refsIn(asyncapi).filter((ref) => resolve(asyncapi, ref) === undefined);
    expect(unresolved).toEqual([]);
  });

  it('validates against the AsyncAPI 3.0 schema', () => {
    // The official schema bundles its own copy of the draft-07 meta-schema, so Ajv's is left out.
    const ajv = new Ajv({ strict: false, allErrors: true, meta: false, validateSchema: false });
    addFormats(ajv);
    const validate = ajv.compile(asyncApiSchemas['3.0.0'] as Json);
    expect(validate(asyncapi), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The check bites: a channel without an address string is refused.
    const broken = structuredClone(asyncapi);
    broken.channels.notifications.address = 42;
    expect(validate(broken)).toBe(false);
  });
});
