/**
 * Tenant (company) records: the app's tenant, its integration flags and its dashboard figures. The
 * identified-savings figure is not stored: it is the sum of the tenant's open opportunities, counted
 * when the tenant is read (`identifiedSavings` in ./opportunities), so it follows every change.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { tenantIntegrationsSchema, tenantSchema, tenantStatsSchema } from '@/features/tenants/api/schemas';

export const tenantRecordSchema = z.object({
  ...tenantSchema.shape,
  ...tenantIntegrationsSchema.shape,
  stats: z.omit(tenantStatsSchema, { identified_savings: true }),
});
export type TenantRecord = z.infer<typeof tenantRecordSchema>;
export type StoredTenantStats = TenantRecord['stats'];

export const tenants = new Collection({ schema: tenantRecordSchema });

export function findTenantById(id: string): TenantRecord | undefined {
  return tenants.findFirst((q) => q.where((t) => t.id === id));
}
