/** Tenants (seed §7): the caller's own envelope, updates, and the super admin's company list. */
import { http } from 'msw';
import { z } from 'zod';
import {
  tenantCreateSchema,
  tenantEnvelopeSchema,
  tenantListQuerySchema,
  tenantSchema,
  tenantUpdateSchema,
  type Tenant,
  type TenantEnvelope,
  type TenantUpdateInput,
} from '@/features/tenants/api/schemas';
import {
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_SORT_FIELDS,
  TENANT_DATA_MAX_LENGTH,
  YORDEX_ACCOUNT_ID_MAX_LENGTH,
} from '@/features/admin/companies';
import { findTenantById, tenants, type TenantRecord } from '../db';
import { staticData } from '../fixtures';
import { COUNTRY_CURRENCY, COUNTRIES, CURRENCIES } from '../fixtures/reference-data';
import { buildTenant } from '../fixtures/tenants';
import { authenticate, hasRole, type Principal } from '../http/auth';
import { intParam, readJsonObject, toFieldErrors } from '../http/input';
import { apiPath } from '../http/paths';
import { fieldErrors, json, notFound, permissionDenied, type FieldErrors } from '../http/replies';

const ORDER_FIELDS = COMPANY_SORT_FIELDS;
type OrderField = (typeof ORDER_FIELDS)[number];
/**
 * Only the platform may change these: a client admin who sends them unchanged (a whole tenant back)
 * is fine, a different value is refused with 403.
 */
const PLATFORM_ONLY_FIELDS = ['is_live', 'is_active', 'yordex_account_id', 'tenant_manager'] as const;

const envelopeTenantSchema = tenantEnvelopeSchema.shape.tenant;

export function envelopeOf(record: TenantRecord): TenantEnvelope {
  return {
    tenant: envelopeTenantSchema.parse(record),
    static_data: staticData(),
    stats: { ...record.stats },
  };
}

export function rowOf(record: TenantRecord): Tenant {
  return tenantSchema.parse(record);
}

/** Scoping: a tenant outside the caller's reach does not exist for them. */
function visibleTenant(principal: Principal, id: string): TenantRecord | undefined {
  const tenant = findTenantById(id);
  if (!tenant) return undefined;
  return hasRole(principal, 'super_admin') || principal.account.tenant_id === id ? tenant : undefined;
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
  const result = z.safeParse(schema, input);
  const errors = { ...(result.success ? {} : toFieldErrors(result.error, input)), ...rules };
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, response: fieldErrors(errors) };
  return { ok: true, value: result.data };
}

function compareBy(field: OrderField): (a: TenantRecord, b: TenantRecord) => number {
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'boolean' || typeof y === 'boolean') return Number(x) - Number(y);
    return String(x).localeCompare(String(y), 'en', { sensitivity: 'base' });
  };
}

export const tenantHandlers = [
  http.get(apiPath('/tenants/retrieve_tenant/'), ({ request }) => {
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const tenantId = auth.principal.account.tenant_id;
    const tenant = tenantId ? findTenantById(tenantId) : undefined;
    return tenant ? json(envelopeOf(tenant)) : notFound('Unable to fetch tenant');
  }),

  http.get(apiPath('/tenants/'), ({ request }) => {
    const auth = authenticate(request, { roles: ['super_admin'] });
    if (!auth.ok) return auth.response;
    const params = new URL(request.url).searchParams;
    const skip = intParam(params, 'skip', 0);
    const top = intParam(params, 'top', 10);
    if (!skip.ok || !top.ok)
      return fieldErrors({ ...(skip.ok ? {} : skip.errors), ...(top.ok ? {} : top.errors) });
    const raw = {
      keyword: params.get('keyword') ?? undefined,
      order: params.get('order') || undefined,
      order_by: params.get('order_by') || undefined,
      skip: skip.value,
      top: top.value,
    };
    const query = tenantListQuerySchema.safeParse(raw);
    if (!query.success) return fieldErrors(toFieldErrors(query.error, raw));
    const orderBy = query.data.order_by ?? 'created_at';
    if (!(ORDER_FIELDS as readonly string[]).includes(orderBy)) {
      return fieldErrors({ order_by: [`"${orderBy}" is not a valid choice.`] });
    }

    const keyword = (query.data.keyword ?? '').trim().toLowerCase();
    const primary = compareBy(orderBy as OrderField);
    const direction = query.data.order === 'desc' ? -1 : 1;
    const matches = tenants
      .findMany((q) => q.where((t) => keyword === '' || t.name.toLowerCase().includes(keyword)))
      .sort((a, b) => direction * primary(a, b) || compareBy('name')(a, b) || a.id.localeCompare(b.id));
    const start = query.data.skip ?? 0;
    const rows = matches.slice(start, start + (query.data.top ?? 10)).map(rowOf);
    return json({ rows, count: matches.length });
  }),

  http.post(apiPath('/tenants/'), async ({ request }) => {
    const auth = authenticate(request, { roles: ['super_admin'] });
    if (!auth.ok) return auth.response;
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    // Older clients send `name` (seed §7); both spellings create the same company.
    const { name, ...rest } = body.value;
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

  http.get(apiPath('/tenants/:id/'), ({ request, params }) => {
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const tenant = visibleTenant(auth.principal, String(params.id));
    return tenant ? json(envelopeOf(tenant)) : notFound();
  }),

  http.put(apiPath('/tenants/:id/'), async ({ request, params }) => {
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const { principal } = auth;
    const tenant = visibleTenant(principal, String(params.id));
    if (!tenant) return notFound();
    const isSuperAdmin = hasRole(principal, 'super_admin');
    if (!isSuperAdmin && !hasRole(principal, 'client_admin')) return permissionDenied();

    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const input = { ...body.value };
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
  }),
];
