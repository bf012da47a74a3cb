/**
 * The pieces every area's query-options factory shares: a GET through `request` that passes the
 * query's abort signal on, with the call's fallback text also set as the query's error fallback,
 * and the `{ rows, count }` reply every list call answers with.
 */
import * as z from 'zod/mini';
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

/** A list reply: one page of rows and how many rows there are in all. */
export function listReply<S extends z.ZodMiniType>(rowSchema: S) {
  return z.object({ rows: z.array(rowSchema), count: z.number() });
}
