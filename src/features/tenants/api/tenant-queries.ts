import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
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
      ...apiGet('tenants/retrieve_tenant/', tenantEnvelopeSchema, { fallback: FETCH_TENANT_FALLBACK }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...tenantQueries.all(), 'detail', id] as const,
      ...apiGet(`tenants/${encodeURIComponent(id)}/`, tenantEnvelopeSchema, {
        fallback: FETCH_TENANT_FALLBACK,
      }),
    }),
  /** Every cached page of the companies list. */
  lists: () => [...tenantQueries.all(), 'list'] as const,
  list: (query: TenantListQuery) =>
    queryOptions({
      queryKey: [...tenantQueries.lists(), query] as const,
      ...apiGet('tenants/', tenantListSchema, { searchParams: query, fallback: LIST_TENANTS_FALLBACK }),
    }),
};
