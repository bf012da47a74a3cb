/**
 * What every area's query-options factory shares: a GET through `request` that passes the query's
 * abort signal on, with the call's fallback text also set as the query's error fallback.
 */
import type * as z from 'zod/mini';
import { request, type RequestOptions } from './http';

export interface ApiGetOptions {
  searchParams?: RequestOptions['searchParams'];
  /** Shown when the call fails without a server message; also the query's `meta.errorFallback`. */
  fallback?: string;
}

/** `queryFn` (and `meta`) for a `GET path` whose reply `schema` parses; spread into `queryOptions`. */
export function apiGet<S extends z.ZodMiniType>(path: string, schema: S, options: ApiGetOptions = {}) {
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) => request('get', path, schema, { ...options, signal }),
    ...(options.fallback === undefined ? {} : { meta: { errorFallback: options.fallback } }),
  };
}
