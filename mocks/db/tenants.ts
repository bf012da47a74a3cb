/** Tenant (company) records: the app's tenant, its integration flags and its dashboard figures. */
import { Collection } from '@msw/data';
import { z } from 'zod';
import { tenantIntegrationsSchema, tenantSchema, tenantStatsSchema } from '@/features/tenants/api/schemas';

// The API schemas are zod/mini objects; spreading their shapes composes them with full zod here.
export const tenantRecordSchema = z.object({
  ...tenantSchema.shape,
  ...tenantIntegrationsSchema.shape,
  stats: tenantStatsSchema,
});
export type TenantRecord = z.infer<typeof tenantRecordSchema>;

export const tenants = new Collection({ schema: tenantRecordSchema });

export function findTenantById(id: string): TenantRecord | undefined {
  return tenants.findFirst((q) => q.where((t) => t.id === id));
}
