import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { tenantEnvelopeSchema, tenantListSchema, type TenantListQuery } from './schemas';

/** Shown when a tenant call fails without a server message. */
export const FETCH_TENANT_FALLBACK = 'Unable to fetch tenant';
export const LIST_TENANTS_FALLBACK = 'Unable to list tenants. Please try again';

export const tenantQueries = {
  all: () => ['tenants'] as const,
  /** The signed-in user's tenant with its static data and stats. */
  current: () =>
    queryOptions({
      queryKey: [...tenantQueries.all(), 'current'] as const,
      queryFn: ({ signal }) =>
        request('get', 'tenants/retrieve_tenant/', tenantEnvelopeSchema, {
          signal,
          fallback: FETCH_TENANT_FALLBACK,
        }),
      meta: { errorFallback: FETCH_TENANT_FALLBACK },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...tenantQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) =>
        request('get', `tenants/${encodeURIComponent(id)}/`, tenantEnvelopeSchema, {
          signal,
          fallback: FETCH_TENANT_FALLBACK,
        }),
      meta: { errorFallback: FETCH_TENANT_FALLBACK },
    }),
  list: (query: TenantListQuery) =>
    queryOptions({
      queryKey: [...tenantQueries.all(), 'list', query] as const,
      queryFn: ({ signal }) =>
        request('get', 'tenants/', tenantListSchema, {
          signal,
          searchParams: query,
          fallback: LIST_TENANTS_FALLBACK,
        }),
      meta: { errorFallback: LIST_TENANTS_FALLBACK },
    }),
};
