import * as z from 'zod/mini';
import { words } from '@/lib/words';

/** The three audit-log sources (each with a tenant flag `is_<provider>_log_sync_authorized`). */
export const { values: AUDIT_LOG_PROVIDERS, schema: auditLogProviderSchema } = words('azure google okta');
export type AuditLogProvider = z.infer<typeof auditLogProviderSchema>;

export const PROVIDER_LABELS: Readonly<Record<AuditLogProvider, string>> = {
  azure: 'Azure',
  google: 'Google',
  okta: 'Okta',
};

/** A log sync's states: started, then complete, success, failed or invalidated. */
export const { values: SYNC_STATES, schema: syncStateSchema } = words(
  'started complete success failed invalidated',
);
export type SyncState = z.infer<typeof syncStateSchema>;

/** One provider's sync as `GET /tenants/audit_log_sync_status/` reports it. */
export const providerSyncSchema = z.object({
  authorized: z.boolean(),
  /** null until the first sync. */
  state: z.nullable(syncStateSchema),
  started_at: z.nullable(z.string()),
  /** End of the last sync that brought the data up to date (success or complete). */
  last_synced_at: z.nullable(z.string()),
  /** The outcome's explanation (failure reason, what was imported); null while none. */
  message: z.nullable(z.string()),
  /** What was authorised: the Azure tenant id, the Google admin's e-mail or the Okta domain. */
  account: z.nullable(z.string()),
});
export type ProviderSync = z.infer<typeof providerSyncSchema>;

export const serviceNowStatusSchema = z.object({
  connected: z.boolean(),
  instance_url: z.nullable(z.string()),
});

/** `GET /tenants/audit_log_sync_status/` (designed here; see README "Settings and integrations"). */
export const integrationStatusSchema = z.object({
  azure: providerSyncSchema,
  google: providerSyncSchema,
  okta: providerSyncSchema,
  service_now: serviceNowStatusSchema,
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

/** `POST /tenants/sync_audit_logs/` replies 202 with the provider's new (started) state. */
export const syncStartedReplySchema = z.extend(providerSyncSchema, { provider: auditLogProviderSchema });

export const authorizeAzureInputSchema = z.object({ azure_tenant_id: z.string() });
export const authorizeGoogleInputSchema = z.object({ auth_code: z.string() });
export const authorizeOktaInputSchema = z.object({ domain: z.string(), token: z.string() });
export const syncAuditLogsInputSchema = z.object({ provider: z.string() });
export const connectServiceNowInputSchema = z.object({ instance_url: z.string(), code: z.string() });

/** The authorise calls reply with their message and the flag they turned on. */
export const authorizeReplySchema = z.object({
  message: z.optional(z.string()),
  account: z.optional(z.nullable(z.string())),
});

export const connectServiceNowReplySchema = z.object({
  message: z.optional(z.string()),
  is_service_now_connected: z.boolean(),
  instance_url: z.string(),
});

/** `GET /tenants/get_payment_account_details/`. */
export const paymentAccountSchema = z.object({
  account_name: z.string(),
  provider: z.string(),
  account_id: z.string(),
  iban_masked: z.string(),
  bic: z.string(),
  currency: z.string(),
  balance: z.number(),
  available_balance: z.number(),
  updated_at: z.string(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;
