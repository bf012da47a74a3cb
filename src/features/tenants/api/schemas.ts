import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';

/** A tenant as the API returns it. */
export const tenantSchema = z.object({
  id: z.string(),
  logo: z.nullable(z.string()),
  name: z.string(),
  currency: z.string(),
  country: z.string(),
  yordex_account_id: z.nullable(z.string()),
  is_live: z.boolean(),
  is_active: z.boolean(),
  tenant_data: z.nullable(z.string()),
  is_azure_authentication_active: z.boolean(),
  is_google_authentication_active: z.boolean(),
  tenant_manager: z.nullable(z.string()),
  shadow_sense_client_domain: z.nullable(z.string()),
  shadow_sense_sync_marketplace_apps_only: z.boolean(),
  card_topup_threshold: z.nullable(z.number()),
  azure_sync_non_interactive_logs: z.boolean(),
  is_survey_agent_active: z.boolean(),
  created_at: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** Headline figures the dashboard shows. Money is in the tenant's currency. */
export const tenantStatsSchema = z.object({
  annual_spend: z.number(),
  apps_in_use: z.number(),
  active_users: z.number(),
  unused_licences_pct: z.number(),
  identified_savings: z.number(),
  renewals_90d: z.number(),
});
export type TenantStats = z.infer<typeof tenantStatsSchema>;

export const tenantStaticDataSchema = z.object({
  currencies: z.array(z.string()),
  countries: z.array(z.string()),
});

/** Integration state the tenant reply carries. */
export const tenantIntegrationsSchema = z.object({
  is_azure_log_sync_authorized: z.boolean(),
  is_google_log_sync_authorized: z.boolean(),
  is_okta_log_sync_authorized: z.boolean(),
  is_service_now_connected: z.boolean(),
});

/**
 * A demo company's trial, as the server reads it now: a company that is not live is a demo; its
 * trial ends `trial_ends_at` (null for a live company), and once that has passed it is
 * `due_upgrade`.
 */
export const tenantTrialSchema = z.object({
  trial_ends_at: z.nullable(z.string()),
  due_upgrade: z.boolean(),
});
export type TenantTrial = z.infer<typeof tenantTrialSchema>;

/** A company as the companies list shows it: the tenant and its trial. */
export const tenantRowSchema = z.extend(tenantSchema, tenantTrialSchema.shape);
export type TenantRow = z.infer<typeof tenantRowSchema>;

/** `GET /tenants/retrieve_tenant/` and `GET /tenants/<id>/` reply `{ tenant, static_data, stats }`. */
export const tenantEnvelopeSchema = z.object({
  tenant: z.extend(tenantRowSchema, tenantIntegrationsSchema.shape),
  static_data: tenantStaticDataSchema,
  stats: tenantStatsSchema,
});
export type TenantEnvelope = z.infer<typeof tenantEnvelopeSchema>;

/** One page of companies, and how many demo companies match the search (`demo_count`). */
export const tenantListSchema = z.extend(listReply(tenantRowSchema), { demo_count: z.number() });
export type TenantList = z.infer<typeof tenantListSchema>;

/** `POST /tenants/` replies 201 `{ tenant, message? }`: the new company, its trial included. */
export const tenantCreateReplySchema = z.object({ tenant: tenantRowSchema, message: z.optional(z.string()) });

/** `PUT /tenants/<id>/` replies with the tenant's envelope and an optional `message`. */
export const tenantUpdateReplySchema = z.extend(tenantEnvelopeSchema, { message: z.optional(z.string()) });

export const tenantListQuerySchema = z.object({
  keyword: z.optional(z.string()),
  order: z.optional(z.enum(['asc', 'desc'])),
  skip: z.optional(z.int().check(z.minimum(0))),
  top: z.optional(z.int().check(z.minimum(1), z.maximum(500))),
  order_by: z.optional(z.string()),
  /** Only live companies (true) or only demo companies (false). */
  is_live: z.optional(z.boolean()),
});
export type TenantListQuery = z.infer<typeof tenantListQuerySchema>;

/** Creation input; the API accepts `company_name` and, for older clients, `name`. */
export const tenantCreateSchema = z.object({
  company_name: z.string(),
  is_live: z.optional(z.boolean()),
  yordex_account_id: z.optional(z.nullable(z.string())),
  tenant_data: z.optional(z.nullable(z.string())),
  currency: z.optional(z.string()),
});
export type TenantCreateInput = z.infer<typeof tenantCreateSchema>;

export const tenantUpdateSchema = z.partial(z.omit(tenantSchema, { id: true, created_at: true }));
export type TenantUpdateInput = z.infer<typeof tenantUpdateSchema>;
