/**
 * The one way to declare a mock API route. `authed.get('/users/', options, resolver)` gives the
 * resolver a typed context after these steps, each answering the way Django REST framework does:
 *
 * 1. the bearer access token and the account behind it (401 `token_not_valid`, `user_not_found`,
 *    `user_inactive`: see `authenticate`);
 * 2. the read-only demo account: any write is refused (403 `DEMO_READ_ONLY_MESSAGE`), but a POST
 *    declared `changesNothing`;
 * 3. `roles`: the caller must hold one of them (403 "You do not have permission…");
 * 4. `body`: a JSON object (400 on a parse error or a non-object) validated by a zod schema
 *    (400 `{ field: ["message"] }`); `'object'` hands over the raw object for handlers that merge
 *    their own rules with the schema's errors;
 * 5. a write carrying the demo journal's id runs once (`answerOnce`, a repeat is a 409).
 *
 * `open.post(...)` is the same without steps 1–3, for the routes anyone may call (sign-in,
 * registration, password reset). With `optionalAuth`, an open route still reads a bearer token when
 * one is sent: a valid one gives the resolver its `caller`, a bad one gets step 1's 401 (so the
 * client's refresh works there too); without a token `caller` is null. Paths are written after
 * `/api/v1` (`'/users/:id/'`); use `ID` (or `idParam('review_id')`) for a record id so that literal
 * action paths (`/users/staff/`) can never be taken for one.
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import type { Role } from '@/lib/identity';
import { hasRole } from '@/lib/roles';
import type { Account } from '../db';
import type { TokenClaims } from '../jwt';
import { authenticate, type Principal } from './auth';
import { parseBody, readJsonObject } from './input';
import { apiPath } from './paths';
import { quietHttp } from './quiet-http';
import { answerOnce } from '../write-ledger';

/** The pattern a record id matches in a path: a UUID (every id the API hands out is one). */
export const UUID_PATTERN = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';

/** A path parameter named `name` that only a UUID fills (`/items/${ID}/reviews/${idParam('review_id')}/`). */
export function idParam(name: string): string {
  return `:${name}${UUID_PATTERN}`;
}

/**
 * A record id in a path (`params.id`). Because the pattern cannot match a word like `staff` or
 * `retrieve_tenant`, `/users/:id/` and `/users/staff/` may be registered in any order.
 */
export const ID = idParam('id');

type BodySpec = z.core.$ZodType | 'object' | undefined;
type BodyOf<B extends BodySpec> = B extends z.core.$ZodType
  ? z.output<B>
  : B extends 'object'
    ? Record<string, unknown>
    : undefined;

interface BodyOptions<B extends BodySpec> {
  /** A zod schema for the JSON body, or `'object'` for the raw JSON object. */
  body?: B;
}

export interface OpenOptions<B extends BodySpec> extends BodyOptions<B> {
  /**
   * Public, but caller-aware: a bearer token, when sent, is checked as on `authed` routes (a bad one
   * is their 401) and its account handed over as `caller`.
   */
  optionalAuth?: boolean;
}

export interface AuthedOptions<B extends BodySpec> extends BodyOptions<B> {
  /** The caller must hold one of these roles. */
  roles?: readonly Role[];
  /**
   * A POST that changes nothing (a preview, a question to the agent): the read-only demo account
   * may call it.
   */
  changesNothing?: boolean;
}

interface RouteContext<B extends BodySpec> {
  request: Request;
  body: BodyOf<B>;
  /** Path parameters, e.g. `params.id` for `/users/${ID}/`. */
  params: Record<string, string>;
  query: URLSearchParams;
}

export interface OpenContext<B extends BodySpec> extends RouteContext<B> {
  /** With `optionalAuth`: the account of a valid bearer token; null when none was sent. */
  caller: Principal | null;
}

export interface AuthedContext<B extends BodySpec> extends RouteContext<B> {
  /** The signed-in caller. */
  user: Account;
  claims: TokenClaims;
  /** The caller's tenant (null for the platform's super admin). */
  tenantId: string | null;
  /** Whether the caller holds `role`. */
  is: (role: Role) => boolean;
}

type Resolver<C> = (context: C) => Response | Promise<Response>;
type Method = 'get' | 'post' | 'put' | 'delete';

/** How a route was declared: open or signed-in, and its options (roles, body schema, …). */
export interface RouteSpec {
  open: boolean;
  options: OpenOptions<BodySpec> & AuthedOptions<BodySpec>;
}

/** Every declared route's spec, read by the API contract's generator (scripts/openapi.ts). */
export const routeSpecs = new WeakMap<HttpHandler, RouteSpec>();

function declared(handler: HttpHandler, spec: RouteSpec): HttpHandler {
  routeSpecs.set(handler, spec);
  return handler;
}

function stringParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

async function readBody<B extends BodySpec>(
  request: Request,
  spec: B,
): Promise<{ ok: true; value: BodyOf<B> } | { ok: false; response: Response }> {
  if (spec === undefined) return { ok: true, value: undefined as BodyOf<B> };
  const object = await readJsonObject(request);
  if (!object.ok) return object;
  if (spec === 'object') return { ok: true, value: object.value as BodyOf<B> };
  const parsed = parseBody(spec as z.core.$ZodType, object.value);
  return parsed.ok ? { ok: true, value: parsed.value as BodyOf<B> } : parsed;
}

function routeContext<B extends BodySpec>(
  request: Request,
  body: BodyOf<B>,
  params: Record<string, string | readonly string[] | undefined>,
): RouteContext<B> {
  return { request, body, params: stringParams(params), query: new URL(request.url).searchParams };
}

function openRoute(method: Method) {
  return <B extends BodySpec = undefined>(
    path: string,
    options: OpenOptions<B>,
    resolver: Resolver<OpenContext<B>>,
  ): HttpHandler =>
    declared(
      quietHttp[method](apiPath(path), async ({ request, params }) => {
        let caller: Principal | null = null;
        if (options.optionalAuth && request.headers.has('Authorization')) {
          const auth = authenticate(request);
          if (!auth.ok) return auth.response;
          caller = auth.principal;
        }
        const body = await readBody(request, options.body as B);
        if (!body.ok) return body.response;
        return answerOnce(request, () => resolver({ ...routeContext(request, body.value, params), caller }));
      }),
      { open: true, options },
    );
}

function authedRoute(method: Method) {
  return <B extends BodySpec = undefined>(
    path: string,
    options: AuthedOptions<B>,
    resolver: Resolver<AuthedContext<B>>,
  ): HttpHandler =>
    declared(
      quietHttp[method](apiPath(path), async ({ request, params }) => {
        const auth = authenticate(request, { roles: options.roles, changesNothing: options.changesNothing });
        if (!auth.ok) return auth.response;
        const { account, claims } = auth.principal;
        const body = await readBody(request, options.body as B);
        if (!body.ok) return body.response;
        return answerOnce(request, () =>
          resolver({
            ...routeContext(request, body.value, params),
            user: account,
            claims,
            tenantId: account.tenant_id,
            is: (role) => hasRole(account, role),
          }),
        );
      }),
      { open: false, options },
    );
}

/** Routes that need a signed-in caller. */
export const authed = {
  get: authedRoute('get'),
  post: authedRoute('post'),
  put: authedRoute('put'),
  delete: authedRoute('delete'),
};

/** Routes anyone may call; only the body is parsed. */
export const open = {
  get: openRoute('get'),
  post: openRoute('post'),
  put: openRoute('put'),
  delete: openRoute('delete'),
};
