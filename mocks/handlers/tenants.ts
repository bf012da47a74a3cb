/** Tenants: the caller's own envelope, updates, and the super admin's company list. */
import * as z from 'zod/mini';
import {
  tenantCreateSchema,
  tenantEnvelopeSchema,
  tenantRowSchema,
  tenantUpdateSchema,
  type TenantEnvelope,
  type TenantRow,
  type TenantTrial,
  type TenantUpdateInput,
} from '@/features/tenants/api/schemas';
import {
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_SORT_FIELDS,
  TENANT_DATA_MAX_LENGTH,
  YORDEX_ACCOUNT_ID_MAX_LENGTH,
} from '@/features/admin/model/form-rules';
import { findTenantById, identifiedSavings, tenants, type TenantRecord } from '../db';
import { ACME_TENANT_ID, GLOBEX_TENANT_ID, staticData } from '../fixtures';
import { annualSpend, appsInUseWithoutContract, renewalsIn90Days, unusedLicencesPct } from './contract-views';
import { COUNTRY_CURRENCY, COUNTRIES, CURRENCIES } from '../fixtures/reference-data';
import { buildTenant } from '../factories/tenants';
import { authed, ID, type AuthedContext } from '../http/handler';
import { hasKeyword } from '../http/text';
import { parseInput, toFieldErrors } from '../http/input';
import { pageOf, parseListQuery, sortRows } from '../http/list';
import { fieldErrors, json, notFound, permissionDenied, type FieldErrors } from '../http/replies';

/** Largest page `GET /tenants/` serves (`top`). */
const COMPANY_LIST_MAX_TOP = 500;
/**
 * Only the platform may change these: a client admin who sends them unchanged (a whole tenant back)
 * is fine, a different value is refused with 403.
 */
const PLATFORM_ONLY_FIELDS = ['is_live', 'is_active', 'yordex_account_id', 'tenant_manager'] as const;

const envelopeTenantSchema = tenantEnvelopeSchema.shape.tenant;

/** How long a demo (not live) company may try the product, from the day it was created. */
export const DEMO_TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;

/** A company's trial read now: none for a live company; a demo's ends 30 days after its creation. */
export function trialOf(record: Pick<TenantRecord, 'is_live' | 'created_at'>, now = Date.now()): TenantTrial {
  if (record.is_live) return { trial_ends_at: null, due_upgrade: false };
  const ends = Date.parse(record.created_at) + DEMO_TRIAL_DAYS * DAY_MS;
  return { trial_ends_at: new Date(ends).toISOString(), due_upgrade: now >= ends };
}

/** Tenants whose contract figures are read from their contracts and seats (the others' are stored). */
const CONTRACT_TENANTS: readonly string[] = [ACME_TENANT_ID, GLOBEX_TENANT_ID];

/**
 * The tenant with its figures, read now: identified savings from its open opportunities; for
 * Acme and Globex the annual spend (contracts running today), renewals in 90 days (the contract
 * list's 90-day window) and unused licences (seats bought but not used in 30 days) from their
 * contracts and seats, so the dashboard agrees with the contract and usage pages.
 */
export function envelopeOf(record: TenantRecord): TenantEnvelope {
  const contractFigures = CONTRACT_TENANTS.includes(record.id)
    ? {
        annual_spend: annualSpend(record.id),
        renewals_90d: renewalsIn90Days(record.id),
        unused_licences_pct: unusedLicencesPct(record.id),
      }
    : {};
  return {
    tenant: envelopeTenantSchema.parse({ ...record, ...trialOf(record) }),
    static_data: staticData(),
    stats: {
      ...record.stats,
      ...contractFigures,
      // Approving a discovered app adds its product, unless a contract already counts it.
      apps_in_use: record.stats.apps_in_use + appsInUseWithoutContract(record.id).length,
      identified_savings: identifiedSavings(record.id),
    },
  };
}

export function rowOf(record: TenantRecord): TenantRow {
  return tenantRowSchema.parse({ ...record, ...trialOf(record) });
}

/** Scoping: a tenant outside the caller's reach does not exist for them. */
function visibleTenant(
  caller: Pick<AuthedContext<undefined>, 'is' | 'tenantId'>,
  id: string,
): TenantRecord | undefined {
  const tenant = findTenantById(id);
  if (!tenant) return undefined;
  return caller.is('super_admin') || caller.tenantId === id ? tenant : undefined;
}

function nameTaken(name: string, exceptId?: string): boolean {
  const wanted = name.trim().toLowerCase();
  return (
    tenants.findFirst((q) => q.where((t) => t.id !== exceptId && t.name.trim().toLowerCase() === wanted)) !=
    null
  );
}

/** Optional text fields: surrounding space is dropped and a blank value is stored as null. */
function blankToNull(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

/**
 * Rules beyond the types: required, unique, not too long names; the Yordex id's and tenant data's lengths; the currency
 * and country choices. Checked on the raw input and merged with the type errors, so a form learns
 * about every bad field at once, as in DRF.
 */
function ruleErrors(
  input: Record<string, unknown>,
  nameField: 'name' | 'company_name',
  { required, exceptId }: { required: boolean; exceptId?: string },
): FieldErrors {
  const errors: FieldErrors = {};
  const name = input[nameField];
  if (typeof name === 'string' && name.trim() !== '') {
    if (name.trim().length > COMPANY_NAME_MAX_LENGTH) errors[nameField] = [tooLong(COMPANY_NAME_MAX_LENGTH)];
    else if (nameTaken(name, exceptId)) errors[nameField] = ['A company with this name already exists.'];
  } else if (name == null ? required : typeof name === 'string') {
    errors[nameField] = [required ? 'Company name is required.' : 'This field may not be blank.'];
  }
  for (const [field, max] of [
    ['yordex_account_id', YORDEX_ACCOUNT_ID_MAX_LENGTH],
    ['tenant_data', TENANT_DATA_MAX_LENGTH],
  ] as const) {
    const value = input[field];
    if (typeof value === 'string' && value.trim().length > max) errors[field] = [tooLong(max)];
  }
  for (const [field, choices] of [
    ['currency', CURRENCIES],
    ['country', COUNTRIES],
  ] as const) {
    const value = input[field];
    if (typeof value === 'string' && !choices.includes(value))
      errors[field] = [`"${value}" is not a valid choice.`];
  }
  return errors;
}

function validate<S extends z.core.$ZodType>(
  schema: S,
  input: Record<string, unknown>,
  rules: FieldErrors,
): { ok: true; value: z.output<S> } | { ok: false; response: Response } {
  const result = parseInput(schema, input);
  const errors = { ...(result.success ? {} : toFieldErrors(result.error, input)), ...rules };
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, response: fieldErrors(errors) };
  return { ok: true, value: result.data };
}

export const tenantHandlers = [
  authed.get('/tenants/retrieve_tenant/', {}, ({ tenantId }) => {
    const tenant = tenantId ? findTenantById(tenantId) : undefined;
    return tenant ? json(envelopeOf(tenant)) : notFound('Unable to fetch tenant');
  }),

  authed.get('/tenants/', { roles: ['super_admin'] }, ({ query: params }) => {
    const list = parseListQuery(params, {
      orderBy: COMPANY_SORT_FIELDS,
      defaultOrderBy: 'created_at',
      defaultTop: 10,
      maxTop: COMPANY_LIST_MAX_TOP,
      filters: { is_live: z.enum(['true', 'false']) },
    });
    if (!list.ok) return list.response;
    const { keyword, order, order_by, filters } = list.query;
    const named = tenants.findMany((q) => q.where((t) => hasKeyword(keyword, t.name)));
    const matches =
      filters.is_live === undefined ? named : named.filter((t) => String(t.is_live) === filters.is_live);
    sortRows(matches, { by: order_by, order, then: ['name', 'id'], plain: ['created_at', 'id'] });
    // The demo companies among those the search finds, whichever plan the list shows.
    const demoCount = named.filter((t) => !t.is_live).length;
    return json({
      rows: pageOf(matches, list.query).map(rowOf),
      count: matches.length,
      demo_count: demoCount,
    });
  }),

  authed.post('/tenants/', { roles: ['super_admin'], body: 'object' }, async ({ body }) => {
    // Older clients send `name`; both spellings create the same company.
    const { name, ...rest } = body;
    const input = { ...rest, company_name: rest.company_name ?? name };
    const parsed = validate(tenantCreateSchema, input, ruleErrors(input, 'company_name', { required: true }));
    if (!parsed.ok) return parsed.response;
    const companyName = parsed.value.company_name.trim();

    const currency = parsed.value.currency ?? 'USD';
    const record = await tenants.create(
      buildTenant({
        id: crypto.randomUUID(),
        name: companyName,
        currency,
        country: COUNTRY_CURRENCY.find(([, c]) => c === currency)?.[0] ?? 'United States',
        is_live: parsed.value.is_live ?? false,
        yordex_account_id: blankToNull(parsed.value.yordex_account_id),
        tenant_data: blankToNull(parsed.value.tenant_data),
        created_at: new Date().toISOString(),
      }),
    );
    return json({ tenant: rowOf(record), message: 'Company created successfully' }, 201);
  }),

  authed.get(`/tenants/${ID}/`, {}, (context) => {
    const tenant = visibleTenant(context, context.params.id!);
    return tenant ? json(envelopeOf(tenant)) : notFound();
  }),

  // Super admins and client admins (of their own tenant) write: the role first (403), then the
  // tenant (another one is a 404), the platform-only fields (403) and last the body (400).
  authed.put(
    `/tenants/${ID}/`,
    { roles: ['super_admin', 'client_admin'], body: 'object' },
    async (context) => {
      const tenant = visibleTenant(context, context.params.id!);
      if (!tenant) return notFound();
      const isSuperAdmin = context.is('super_admin');

      const input = { ...context.body };
      if (!isSuperAdmin) {
        const changed = PLATFORM_ONLY_FIELDS.filter(
          (field) => field in input && input[field] !== tenant[field],
        );
        if (changed.length > 0) return permissionDenied();
        PLATFORM_ONLY_FIELDS.forEach((field) => delete input[field]);
      }
      const rules = ruleErrors(input, 'name', { required: false, exceptId: tenant.id });
      const parsed = validate(tenantUpdateSchema, input, rules);
      if (!parsed.ok) return parsed.response;
      const changes: TenantUpdateInput = { ...parsed.value };
      if (changes.name !== undefined) changes.name = changes.name.trim();
      if (changes.yordex_account_id !== undefined)
        changes.yordex_account_id = blankToNull(changes.yordex_account_id);
      if (changes.tenant_data !== undefined) changes.tenant_data = blankToNull(changes.tenant_data);

      const updated = await tenants.update((q) => q.where((t) => t.id === tenant.id), {
        data(draft) {
          Object.assign(draft, changes);
        },
      });
      if (!updated) return notFound();
      return json({ ...envelopeOf(updated), message: 'Tenant updated successfully' });
    },
  ),
];
