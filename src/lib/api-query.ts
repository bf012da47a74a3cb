/**
 * What every area's query-options factory shares: a GET through `request` that passes the query's
 * abort signal on, with the call's fallback text also set as the query's error fallback.
 */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { request, type RequestOptions } from './http';

type SearchParams = NonNullable<RequestOptions['searchParams']>;

export interface ApiGetOptions {
  searchParams?: SearchParams;
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

/** A factory entry that is one GET: `queryKey` and `apiGet(path, schema, options)`, typed by the schema. */
export function apiQuery<const K extends QueryKey, S extends z.ZodMiniType>(
  queryKey: K,
  path: string,
  schema: S,
  options: ApiGetOptions = {},
) {
  return queryOptions({ queryKey, ...apiGet(path, schema, options) });
}

/**
 * One page of a list: keyed `[...lists, query]` under the list's family, `query` sent as the search
 * parameters (unless `options.searchParams` says otherwise, as it must for a query that is not plain
 * parameters), and the previous page kept on screen while the next one loads.
 */
export function pagedQuery<const K extends QueryKey, Q extends object, S extends z.ZodMiniType>(
  lists: K,
  query: Q,
  path: string,
  schema: S,
  options: ApiGetOptions & (Q extends SearchParams ? unknown : { searchParams: SearchParams }),
) {
  return queryOptions({
    queryKey: [...lists, query] as const,
    ...apiGet(path, schema, { searchParams: query as SearchParams, ...options }),
    placeholderData: keepPreviousData,
  });
}
