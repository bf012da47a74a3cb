/**
 * The API's routes as the mock registers them (`authed.*` / `open.*`), in the OpenAPI spelling:
 * `GET /users/{id}/`. Read by the contract's generator and its test; the browser never imports it.
 * The demo controls (`/__demo__/…`) and the identity providers' simulated endpoints are not routes
 * of the API a server implements, so they are left out.
 */
import type { HttpHandler } from 'msw';
import { API_PREFIX } from '@/lib/api-url';
import { routeSpecs, UUID_PATTERN, type RouteSpec } from '../http/handler';
import { startUpAreaHandlers } from '../handlers';
import { laterAreaHandlers } from '../handlers/later-areas';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface PathParam {
  name: string;
  /** Record ids are UUIDs; other parameters (slugs, link tokens) are plain strings. */
  uuid: boolean;
}

export interface ApiRoute {
  /** `GET /users/{id}/`: the key of the route's entry in the operations table. */
  key: string;
  method: HttpMethod;
  /** The path after /api/v1 with OpenAPI parameters, `/users/{id}/`. */
  path: string;
  params: PathParam[];
  spec: RouteSpec;
}

/** A path parameter, followed by `~` where it was registered with the UUID pattern. */
const PARAM = /:([A-Za-z_]+)(~)?/g;

/** The route behind a declared handler; null for a handler not declared with `authed` / `open`. */
export function routeOf(handler: HttpHandler): ApiRoute | null {
  const spec = routeSpecs.get(handler);
  const registered = String(handler.info.path);
  if (!spec || !registered.startsWith(`*${API_PREFIX}/`)) return null;
  const params: PathParam[] = [];
  const path = registered
    .slice(API_PREFIX.length + 1)
    .split(UUID_PATTERN)
    .join('~')
    .replace(PARAM, (_, name: string, uuid?: string) => {
      params.push({ name, uuid: uuid !== undefined });
      return `{${name}}`;
    });
  const method = String(handler.info.method).toLowerCase() as HttpMethod;
  return { key: `${method.toUpperCase()} ${path}`, method, path, params, spec };
}

/** Every API route of every area, whether it loads with the mock API or on first use. */
export function apiRoutes(): ApiRoute[] {
  return [...startUpAreaHandlers, ...laterAreaHandlers]
    .map(routeOf)
    .filter((route): route is ApiRoute => route !== null);
}

/** Every handler of the areas, declared or not, with its path as registered (for the check that none is missed). */
export function registeredApiPaths(): string[] {
  return [...startUpAreaHandlers, ...laterAreaHandlers]
    .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`)
    .filter((route) => route.includes(` *${API_PREFIX}/`));
}
