/**
 * Tenant integrations: audit-log sync authorisation for Azure, Google and
 * Okta, 'Sync now' and its state machine (started → complete, success, failed or invalidated),
 * ServiceNow's connection, and the payment account (its balances are the cards' ledger:
 * handlers/card-views.ts). Client admins only; the demo account is refused by `authed` like every write.
 *
 * A started sync stores when it will end and how, so its progress is a function of the clock: it
 * survives reloads and needs no timers. The per-tenant state lives here (persisted to
 * sessionStorage in the browser) and the authorisation flags live on the tenant rows.
 */
import {
  AUDIT_LOG_PROVIDERS,
  PROVIDER_LABELS,
  authorizeAzureInputSchema,
  authorizeGoogleInputSchema,
  authorizeOktaInputSchema,
  connectServiceNowInputSchema,
  syncAuditLogsInputSchema,
  type AuditLogProvider,
  type IntegrationStatus,
  type ProviderSync,
} from '@/features/settings/api/schemas';
import { onReseed } from '../control';
import { findTenantById, state, tenants, type TenantRecord } from '../db';
import { ACME_TENANT_ID } from '../fixtures';
import {
  acmeIntegrations,
  AUTHORIZE_REFUSALS,
  defaultIntegrations,
  emptyProvider,
  INVALID_OKTA_TOKEN,
  normaliseInstanceUrl,
  paymentAccountFor,
  planOutcome,
  redeemServiceNowCode,
  SYNC_DURATION_MS,
  UNKNOWN_AZURE_TENANT_ID,
  type IntegrationsRecord,
  type ProviderRecord,
} from '../fixtures/integrations';
import { ensureCards } from '../fixtures/cards';
import { redeemGoogleCode } from '../identity/google-tokens';
import { settleSync } from './card-sync';
import { importSyncedEvents, importWords } from './flow-sync';
import { cardsContext, fundsOf } from './card-views';
import { authed, type AuthedContext } from '../http/handler';
import { detail, fieldErrors, json, notFound, type FieldErrors } from '../http/replies';

const GOOGLE_REPORTS_SCOPE = 'https://www.googleapis.com/auth/admin.reports.audit.readonly';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

const FLAG = {
  azure: 'is_azure_log_sync_authorized',
  google: 'is_google_log_sync_authorized',
  okta: 'is_okta_log_sync_authorized',
} as const satisfies Record<AuditLogProvider, keyof TenantRecord>;

/** The tenant's flag that says a provider's audit-log sync is authorised. */
export const AUDIT_LOG_FLAGS = FLAG;

// ---------------------------------------------------------------------------------------------
// The store: only tenants whose integrations changed are kept; the rest come from the fixtures.
// ---------------------------------------------------------------------------------------------

const STORAGE_KEY = 'stackwise:mock-api:integrations';

interface StoredIntegrations {
  scenario: string;
  referenceDate: string;
  tenants: Record<string, IntegrationsRecord>;
}

const changed = new Map<string, IntegrationsRecord>();
let loaded = false;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Restores this browser session's changes, unless they belong to another seed. */
function load(): void {
  if (loaded) return;
  loaded = true;
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as StoredIntegrations) : null;
    if (stored?.scenario === state.scenario && stored.referenceDate === state.referenceDate) {
      Object.entries(stored.tenants).forEach(([id, record]) => changed.set(id, record));
    }
  } catch {
    // unreadable: start from the fixtures
  }
}

function save(): void {
  const stored: StoredIntegrations = {
    scenario: state.scenario,
    referenceDate: state.referenceDate,
    tenants: Object.fromEntries(changed),
  };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // storage full or disabled: the demo keeps working, it just forgets on reload
  }
}

onReseed(() => {
  changed.clear();
  loaded = true;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
});

function fixtureFor(tenant: TenantRecord): IntegrationsRecord {
  const reference = new Date(state.referenceDate);
  if (tenant.id === ACME_TENANT_ID) return acmeIntegrations(reference);
  return defaultIntegrations(reference, {
    azure: tenant.is_azure_log_sync_authorized,
    google: tenant.is_google_log_sync_authorized,
    okta: tenant.is_okta_log_sync_authorized,
    service_now: tenant.is_service_now_connected,
  });
}

function read(tenant: TenantRecord): IntegrationsRecord {
  load();
  return structuredClone(changed.get(tenant.id) ?? fixtureFor(tenant));
}

function write(tenantId: string, record: IntegrationsRecord): void {
  changed.set(tenantId, record);
  save();
}

async function setTenantFlags(
  tenantId: string,
  flags: Partial<TenantRecord>,
): Promise<TenantRecord | undefined> {
  return tenants.update((q) => q.where((t) => t.id === tenantId), {
    data(draft) {
      Object.assign(draft, flags);
    },
  });
}

/**
 * Moves every started sync whose time has come to its planned end. An invalidated authorisation
 * turns the tenant's flag off (authorisation flags turn on and off with the sync's verdicts); a
 * success brings the source's new sign-in events into Organize, and its message says what came.
 */
async function settleNow(tenant: TenantRecord, now: number): Promise<IntegrationsRecord> {
  const record = read(tenant);
  const invalidated: Partial<TenantRecord> = {};
  let moved = false;
  for (const provider of AUDIT_LOG_PROVIDERS) {
    const sync = record[provider];
    if (sync.state !== 'started' || !sync.settles_at || !sync.outcome) continue;
    if (Date.parse(sync.settles_at) > now) continue;
    const { state: end } = sync.outcome;
    let { message } = sync.outcome;
    if (end === 'success') {
      const window = { from: sync.last_synced_at, to: sync.settles_at };
      message = importWords(await importSyncedEvents(tenant.id, provider, window));
    }
    record[provider] = {
      ...sync,
      state: end,
      message,
      outcome: null,
      settles_at: null,
      last_synced_at: end === 'success' || end === 'complete' ? sync.settles_at : sync.last_synced_at,
    };
    if (end === 'invalidated') invalidated[FLAG[provider]] = false;
    moved = true;
  }
  if (moved) {
    write(tenant.id, record);
    if (Object.keys(invalidated).length > 0) await setTenantFlags(tenant.id, invalidated);
  }
  return record;
}

const settling = new Map<string, Promise<IntegrationsRecord>>();

/** One settling at a time per tenant, so two reads at once bring a sync's events in once. */
async function settle(tenant: TenantRecord, now = Date.now()): Promise<IntegrationsRecord> {
  const running = settling.get(tenant.id);
  if (running) await running.catch(() => undefined);
  const work = settleNow(tenant, now);
  settling.set(tenant.id, work);
  try {
    return await work;
  } finally {
    if (settling.get(tenant.id) === work) settling.delete(tenant.id);
  }
}

/** The tenant's audit-log syncs once every finished one has settled (Organize reads its sources from it). */
export async function settledAuditLogSyncs(tenant: TenantRecord): Promise<IntegrationsRecord> {
  return settle(tenant);
}

function publicSync(tenant: TenantRecord, provider: AuditLogProvider, sync: ProviderRecord): ProviderSync {
  return {
    authorized: tenant[FLAG[provider]],
    state: sync.state,
    started_at: sync.started_at,
    last_synced_at: sync.last_synced_at,
    message: sync.state === 'started' ? null : sync.message,
    account: sync.account,
  };
}

function statusOf(tenant: TenantRecord, record: IntegrationsRecord): IntegrationStatus {
  return {
    azure: publicSync(tenant, 'azure', record.azure),
    google: publicSync(tenant, 'google', record.google),
    okta: publicSync(tenant, 'okta', record.okta),
    service_now: {
      connected: tenant.is_service_now_connected,
      instance_url: tenant.is_service_now_connected ? record.service_now.instance_url : null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Handlers
// ---------------------------------------------------------------------------------------------

const ADMINS = { roles: ['client_admin'] } as const;

/** The caller's own tenant; the super admin has none to configure (404 like a missing tenant). */
function ownTenant({ tenantId }: Pick<AuthedContext<undefined>, 'tenantId'>): TenantRecord | undefined {
  return tenantId ? findTenantById(tenantId) : undefined;
}

const noTenant = () => notFound('Unable to fetch tenant');

/** DRF's CharField refuses a blank string: every blank text field of the body, or null. */
function blankFields(body: object): Response | null {
  const blank: FieldErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.trim() === '') blank[key] = ['This field may not be blank.'];
  }
  return Object.keys(blank).length > 0 ? fieldErrors(blank) : null;
}

/** A new authorisation replaces the old one and clears an `invalidated` verdict. */
async function authorize(
  tenant: TenantRecord,
  provider: AuditLogProvider,
  { account, secret = null }: { account: string; secret?: string | null },
): Promise<Response> {
  const record = await settle(tenant);
  const previous = record[provider];
  record[provider] = emptyProvider({
    account,
    secret,
    last_synced_at: previous.account === account ? previous.last_synced_at : null,
  });
  write(tenant.id, record);
  await setTenantFlags(tenant.id, { [FLAG[provider]]: true });
  return json({ message: `${PROVIDER_LABELS[provider]} audit-log sync authorised`, account });
}

export const integrationHandlers = [
  authed.get('/tenants/audit_log_sync_status/', ADMINS, async (context) => {
    const tenant = ownTenant(context);
    if (!tenant) return noTenant();
    const record = await settle(tenant);
    return json(statusOf(findTenantById(tenant.id) ?? tenant, record));
  }),

  authed.post(
    '/tenants/authorize_azure_audit_log_sync/',
    { ...ADMINS, body: authorizeAzureInputSchema },
    async (context) => {
      const tenant = ownTenant(context);
      if (!tenant) return noTenant();
      const blank = blankFields(context.body);
      if (blank) return blank;
      const input = context.body;
      const id = input.azure_tenant_id.trim().toLowerCase();
      if (!GUID.test(id)) {
        return fieldErrors({ azure_tenant_id: ['Enter a valid Azure tenant ID (a GUID).'] });
      }
      if (id === UNKNOWN_AZURE_TENANT_ID) return detail(400, AUTHORIZE_REFUSALS.azureUnknownTenant(id));
      return authorize(tenant, 'azure', { account: id });
    },
  ),

  authed.post(
    '/tenants/authorize_google_audit_log_sync/',
    { ...ADMINS, body: authorizeGoogleInputSchema },
    async (context) => {
      const tenant = ownTenant(context);
      if (!tenant) return noTenant();
      const blank = blankFields(context.body);
      if (blank) return blank;
      const input = context.body;
      const grant = redeemGoogleCode(input.auth_code.trim());
      if (!grant.ok) return detail(400, AUTHORIZE_REFUSALS.googleBadCode);
      const { email, hd } = grant.claims;
      if (!hd) return detail(400, AUTHORIZE_REFUSALS.googleConsumerAccount);
      const domain = tenant.shadow_sense_client_domain?.toLowerCase();
      if (domain && hd !== domain) return detail(400, AUTHORIZE_REFUSALS.googleOtherDomain(email, domain));
      if (!grant.claims.scope.split(/\s+/).includes(GOOGLE_REPORTS_SCOPE)) {
        return detail(400, AUTHORIZE_REFUSALS.googleMissingScope);
      }
      return authorize(tenant, 'google', { account: email });
    },
  ),

  authed.post(
    '/tenants/authorize_okta_audit_log_sync/',
    { ...ADMINS, body: authorizeOktaInputSchema },
    async (context) => {
      const tenant = ownTenant(context);
      if (!tenant) return noTenant();
      const blank = blankFields(context.body);
      if (blank) return blank;
      const input = context.body;
      const domain = input.domain
        .trim()
        .toLowerCase()
        .replace(/^https:\/\//, '')
        .replace(/\/+$/, '');
      if (!HOSTNAME.test(domain)) {
        return fieldErrors({ domain: ['Enter your Okta domain, e.g. acme.okta.com.'] });
      }
      const token = input.token.trim();
      if (token === INVALID_OKTA_TOKEN) return detail(400, AUTHORIZE_REFUSALS.oktaInvalidToken);
      return authorize(tenant, 'okta', { account: domain, secret: token });
    },
  ),

  authed.post('/tenants/sync_audit_logs/', { ...ADMINS, body: syncAuditLogsInputSchema }, async (context) => {
    const tenant = ownTenant(context);
    if (!tenant) return noTenant();
    const blank = blankFields(context.body);
    if (blank) return blank;
    const input = context.body;
    const provider = input.provider as AuditLogProvider;
    if (!(AUDIT_LOG_PROVIDERS as readonly string[]).includes(provider)) {
      return fieldErrors({ provider: [`"${input.provider}" is not a valid choice.`] });
    }
    const record = await settle(tenant);
    const current = findTenantById(tenant.id) ?? tenant;
    const label = PROVIDER_LABELS[provider];
    if (!current[FLAG[provider]]) {
      return detail(400, `${label} audit-log sync is not authorised. Authorise it first.`, {
        code: 'not_authorized',
      });
    }
    if (record[provider].state === 'started') {
      return detail(409, `A ${label} sync is already running.`, { code: 'sync_running' });
    }
    const now = Date.now();
    const sync = record[provider];
    record[provider] = {
      ...sync,
      state: 'started',
      started_at: new Date(now).toISOString(),
      settles_at: new Date(now + SYNC_DURATION_MS).toISOString(),
      outcome: planOutcome(provider, sync, { tenantId: current.id, startedAt: now }),
      message: null,
    };
    write(current.id, record);
    return json(
      { provider, ...publicSync(current, provider, record[provider]), message: `${label} sync started` },
      202,
    );
  }),

  authed.post(
    '/tenants/connect_service_now/',
    { ...ADMINS, body: connectServiceNowInputSchema },
    async (context) => {
      const tenant = ownTenant(context);
      if (!tenant) return noTenant();
      const blank = blankFields(context.body);
      if (blank) return blank;
      const input = context.body;
      const instanceUrl = normaliseInstanceUrl(input.instance_url);
      if (!instanceUrl) {
        return fieldErrors({
          instance_url: ['Enter your ServiceNow instance URL, e.g. https://acme.service-now.com.'],
        });
      }
      if (!redeemServiceNowCode(input.code.trim(), instanceUrl)) {
        return detail(
          400,
          'The ServiceNow authorisation code is invalid or has expired. Please connect again.',
        );
      }
      const record = read(tenant);
      record.service_now = { instance_url: instanceUrl };
      write(tenant.id, record);
      await setTenantFlags(tenant.id, { is_service_now_connected: true });
      return json({
        message: 'ServiceNow connected',
        is_service_now_connected: true,
        instance_url: instanceUrl,
      });
    },
  ),

  authed.get('/tenants/get_payment_account_details/', ADMINS, async (context) => {
    const tenant = ownTenant(context);
    if (!tenant) return noTenant();
    if (!tenant.yordex_account_id) {
      return notFound('No payment account is set up for this company yet.');
    }
    // The balances are the cards' ledger: available outside the cards, balance with what they hold.
    await ensureCards();
    await settleSync(tenant.id);
    const funds = fundsOf(cardsContext(tenant.id, null));
    return json({
      ...paymentAccountFor(
        { name: tenant.name, currency: tenant.currency, yordex_account_id: tenant.yordex_account_id },
        new Date(state.referenceDate),
      ),
      balance: funds.balance,
      available_balance: funds.available,
    });
  }),
];
