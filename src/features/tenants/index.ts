// Tenants' public surface: what other areas may use. Re-exports only (no side effects); everything
// else in this folder is the area's own.
export {
  tenantEnvelopeSchema,
  tenantListSchema,
  tenantRowSchema,
  tenantSchema,
  tenantStatsSchema,
  type Tenant,
  type TenantCreateInput,
  type TenantEnvelope,
  type TenantList,
  type TenantListQuery,
  type TenantRow,
  type TenantTrial,
  type TenantStats,
  type TenantUpdateInput,
} from './api/schemas';
export { TENANT_FALLBACKS, tenantQueries } from './api/tenant-queries';
export {
  TENANT_WRITE_FALLBACKS,
  updateTenant,
  useCreateTenantMutation,
  useTenantFlagMutation,
  useUpdateTenantMutation,
  type TenantFlag,
} from './api/tenant-mutations';
