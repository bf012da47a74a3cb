// Tenants' public surface: what other areas may use. Re-exports only (no side effects); everything
// else in this folder is the area's own.
export {
  tenantEnvelopeSchema,
  tenantListSchema,
  tenantSchema,
  tenantStatsSchema,
  type Tenant,
  type TenantCreateInput,
  type TenantEnvelope,
  type TenantList,
  type TenantListQuery,
  type TenantStats,
  type TenantUpdateInput,
} from './api/schemas';
export { FETCH_TENANT_FALLBACK, LIST_TENANTS_FALLBACK, tenantQueries } from './api/tenant-queries';
export {
  UPDATE_TENANT_FALLBACK,
  updateTenant,
  useCreateTenantMutation,
  useTenantFlagMutation,
  useUpdateTenantMutation,
  type TenantFlag,
} from './api/tenant-mutations';
