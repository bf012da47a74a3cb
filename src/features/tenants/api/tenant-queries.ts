import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import { tenantEnvelopeSchema, tenantListSchema, type TenantListQuery } from './schemas';

/** Shown when a tenant call fails without a server message. */
export const TENANT_FALLBACKS = {
  detail: 'Unable to fetch tenant',
  list: 'Unable to list tenants. Please try again',
} as const;

export const tenantQueries = {
  all: () => ['tenants'] as const,
  /** The signed-in user's tenant with its static data and stats. */
  current: () =>
    queryOptions({
      queryKey: [...tenantQueries.all(), 'current'] as const,
      ...apiGet('tenants/retrieve_tenant/', tenantEnvelopeSchema, { fallback: TENANT_FALLBACKS.detail }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...tenantQueries.all(), 'detail', id] as const,
      ...apiGet(`tenants/${encodeURIComponent(id)}/`, tenantEnvelopeSchema, {
        fallback: TENANT_FALLBACKS.detail,
      }),
    }),
  /** Every cached page of the companies list. */
  lists: () => [...tenantQueries.all(), 'list'] as const,
  list: (query: TenantListQuery) =>
    queryOptions({
      queryKey: [...tenantQueries.lists(), query] as const,
      ...apiGet('tenants/', tenantListSchema, { searchParams: query, fallback: TENANT_FALLBACKS.list }),
    }),
};
