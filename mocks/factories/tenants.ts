/** Tenants (companies) for tests and the seed: `buildTenant` gives a record, `createTenant` stores one. */
import { tenants, type StoredTenantStats, type TenantRecord } from '../db';
import { FACTORY_TIME, factoryId, nextNumber } from './sequence';

/** The stored figures of a new company (its identified savings are summed from its opportunities). */
export const ZERO_STATS: StoredTenantStats = {
  annual_spend: 0,
  apps_in_use: 0,
  active_users: 0,
  unused_licences_pct: 0,
  renewals_90d: 0,
};

/**
 * A tenant with the defaults a freshly created company gets (USD, United States, not live, active,
 * no integrations, zero figures); `fields` override any of them. Without an id or name it is the
 * `n`th factory company: `Company n`.
 */
export function buildTenant(fields: Partial<TenantRecord> = {}): TenantRecord {
  const n = fields.id === undefined || fields.name === undefined ? nextNumber('tenant') : 0;
  return {
    id: factoryId('tenant', n),
    name: `Company ${n}`,
    created_at: FACTORY_TIME,
    logo: null,
    currency: 'USD',
    country: 'United States',
    yordex_account_id: null,
    is_live: false,
    is_active: true,
    tenant_data: null,
    is_azure_authentication_active: false,
    is_google_authentication_active: false,
    tenant_manager: null,
    shadow_sense_client_domain: null,
    shadow_sense_sync_marketplace_apps_only: false,
    card_topup_threshold: null,
    azure_sync_non_interactive_logs: false,
    is_survey_agent_active: false,
    is_azure_log_sync_authorized: false,
    is_google_log_sync_authorized: false,
    is_okta_log_sync_authorized: false,
    is_service_now_connected: false,
    stats: ZERO_STATS,
    ...fields,
  };
}

export function createTenant(fields: Partial<TenantRecord> = {}): Promise<TenantRecord> {
  return tenants.create(buildTenant(fields));
}
