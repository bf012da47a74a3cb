import { apiQuery, pagedQuery } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
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
    apiQuery([...tenantQueries.all(), 'current'], 'tenants/retrieve_tenant/', tenantEnvelopeSchema, {
      fallback: TENANT_FALLBACKS.detail,
    }),
  detail: (id: string) =>
    apiQuery([...tenantQueries.all(), 'detail', id], recordPath('tenants/', id), tenantEnvelopeSchema, {
      fallback: TENANT_FALLBACKS.detail,
    }),
  /** Every cached page of the companies list. */
  lists: () => [...tenantQueries.all(), 'list'] as const,
  list: (query: TenantListQuery) =>
    pagedQuery(tenantQueries.lists(), query, 'tenants/', tenantListSchema, {
      fallback: TENANT_FALLBACKS.list,
    }),
};
