/**
 * Contracts of the caller's tenant, their renewal calendar and spend by month (the super admin has
 * none: 403; another tenant's id does not exist: 404 `Contract not found.`).
 *
 * - `GET /contracts/`: the list with Σ annual_cost_tenant of every row the filters select (not only
 *   the page): `{ rows, count, total_annual_cost, currency }`; `keyword` (app, vendor, owner name),
 *   `owner` (a user id), `window` (`all` or the end date within the next 30/60/90/120/365 days,
 *   today included), `auto_renew` (`all`, `yes`, `no`), `currency`, `app` (a product id),
 *   `order_by`, `order`, `skip`, `top` (at most 500). Soonest end date first by default.
 * - `POST /contracts/`, `GET`/`PUT`/`DELETE /contracts/<id>/`: `{ contract, message }`; deleting a
 *   contract deletes its documents.
 * - `GET /contracts/renewals/?from&months`: every end and cancel-by date in [from, from + months).
 * - `GET /contracts/spend/`: the last 12 months' spend and the annual spend of running contracts.
 *
 * Anyone of the tenant reads; client admins write (403 for everyone else). Checks run in the API's
 * one order: token, role, the record (404), then the body, every bad field at once with the form's
 * own rules (src/features/contracts/model/form-rules.ts), the types, choices and related records.
 */
import * as z from 'zod/mini';
import {
  AUTO_RENEW_FILTERS,
  BILLING_FREQUENCIES,
  CONTRACT_CURRENCIES,
  CONTRACT_LIST_MAX_TOP,
  CONTRACT_ORDER_FIELDS,
  RENEWAL_WINDOWS,
  type ContractInput,
  type ContractOrderField,
  type RenewalEvent,
} from '@/features/contracts/api/schemas';
import { isCalendarDate, validateContract } from '@/features/contracts/model/form-rules';
import {
  addDays,
  addMonths,
  cancelByDate,
  lastDayOfMonth,
  monthOf,
  roundCents,
  utcToday,
} from '@/lib/calendar';
import {
  catalogueIndex,
  contractDocuments,
  contracts,
  documentBytes,
  findContract,
  tenantContracts,
  type ContractRecord,
} from '../db';
import { authed, ID } from '../http/handler';
import { hasKeyword } from '../http/text';
import { intParam, parseInput, toFieldErrors, type Parsed } from '../http/input';
import { pageOf, parseListQuery, sortRows } from '../http/list';
import { fieldErrors, json, notFound, permissionDenied, type FieldErrors } from '../http/replies';
import {
  annualSpend,
  contractContext,
  contractFor,
  contractOf,
  costInTenant,
  endsWithin,
  tenantCurrency,
} from './contract-views';
import { accountsById } from './opportunity-views';
import { personName } from '@/lib/person';
import { SELECT_VALID_CHOICE } from './reach-views';

export const CONTRACT_NOT_FOUND = 'Contract not found.';
const contractNotFound = () => notFound(CONTRACT_NOT_FOUND);
const ADMINS = ['client_admin'] as const;

/** A number or its text (DRF reads both); the form's rules decide which text is one. */
const numberish = z.union([z.number(), z.string()]);

const contractBodySchema = z.object({
  app_id: z.string(),
  owner_id: z.optional(z.nullable(z.string())),
  start_date: z.string(),
  end_date: z.string(),
  notice_days: numberish,
  billing_frequency: z.enum(BILLING_FREQUENCIES),
  annual_cost: numberish,
  currency: z.enum(CONTRACT_CURRENCIES),
  auto_renew: z.boolean(),
  seats: numberish,
  notes: z.optional(z.string()),
});

/** A related id as DRF reads it: blank or absent is none, else the trimmed text. */
function relatedId(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * A create or edit body checked as the API does: the form's rules (on the raw values, so a blank or
 * malformed field gets the form's message), the types and the choices, and the related records: a
 * catalogue product, an owner who is a user of `tenantId`. A related record that does not exist is a
 * field error like any other, so every bad field is reported at once.
 */
function readContractInput(raw: Record<string, unknown>, tenantId: string): Parsed<ContractInput> {
  const errors: FieldErrors = {};
  const typed = parseInput(contractBodySchema, raw);
  if (!typed.success) Object.assign(errors, toFieldErrors(typed.error, raw));
  for (const [field, message] of Object.entries(validateContract(raw))) {
    if (message) errors[field] = [message];
  }
  const appId = relatedId(raw.app_id);
  if (!errors.app_id && appId !== null && !catalogueIndex().productById.has(appId))
    errors.app_id = [SELECT_VALID_CHOICE];
  const ownerId = relatedId(raw.owner_id);
  if (!errors.owner_id && ownerId !== null && accountsById([ownerId]).get(ownerId)?.tenant_id !== tenantId)
    errors.owner_id = [SELECT_VALID_CHOICE];
  if (!typed.success || Object.keys(errors).length > 0) return { ok: false, response: fieldErrors(errors) };
  const body = typed.data;
  return {
    ok: true,
    value: {
      app_id: body.app_id.trim(),
      owner_id: ownerId,
      start_date: body.start_date.trim(),
      end_date: body.end_date.trim(),
      notice_days: Number(body.notice_days),
      billing_frequency: body.billing_frequency,
      annual_cost: roundCents(Number(body.annual_cost)),
      currency: body.currency,
      auto_renew: body.auto_renew,
      seats: Number(body.seats),
      notes: (body.notes ?? '').trim(),
    },
  };
}

/** A list row with the value of every column `order_by` may name. */
type SortRow = { record: ContractRecord; id: string; cost: number } & Record<
  ContractOrderField,
  string | number | null
>;

function matchesAutoRenew(record: ContractRecord, filter: string | undefined): boolean {
  if (filter === undefined || filter === 'all') return true;
  return record.auto_renew === (filter === 'yes');
}

function appLabel(appId: string): { name: string; vendor: string } {
  const index = catalogueIndex();
  const product = index.productById.get(appId);
  return {
    name: product?.name ?? '',
    vendor: (product && index.vendorById.get(product.vendor_id)?.name) ?? '',
  };
}

function spendMonths(records: readonly ContractRecord[], currency: string) {
  const day = utcToday();
  return Array.from({ length: 12 }, (_, i) => {
    const month = monthOf(day, i - 11);
    const first = `${month}-01`;
    const last = lastDayOfMonth(month);
    let amount = 0;
    for (const c of records) {
      if (c.start_date > last || c.end_date < first) continue;
      const cost = costInTenant(c, currency);
      const startMonth = c.start_date.slice(0, 7);
      const monthsIn =
        (Number(month.slice(0, 4)) - Number(startMonth.slice(0, 4))) * 12 +
        (Number(month.slice(5, 7)) - Number(startMonth.slice(5, 7)));
      if (c.billing_frequency === 'monthly') amount += cost / 12;
      else if (c.billing_frequency === 'quarterly') amount += monthsIn % 3 === 0 ? cost / 4 : 0;
      else amount += monthsIn % 12 === 0 ? cost : 0;
    }
    return { month, amount: roundCents(amount) };
  });
}

export const contractHandlers = [
  authed.get('/contracts/', {}, ({ query, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const list = parseListQuery(query, {
      orderBy: CONTRACT_ORDER_FIELDS,
      defaultOrderBy: 'end_date',
      defaultOrder: 'asc',
      defaultTop: 10,
      maxTop: CONTRACT_LIST_MAX_TOP,
      filters: {
        window: z.enum(RENEWAL_WINDOWS),
        auto_renew: z.enum(AUTO_RENEW_FILTERS),
        currency: z.string(),
        app: z.string(),
        owner: z.string(),
      },
    });
    if (!list.ok) return list.response;
    const { keyword, filters, order, order_by } = list.query;
    const records = tenantContracts(tenantId);
    const context = contractContext(tenantId, records);
    const day = utcToday();
    const rows: SortRow[] = records
      .filter(
        (r) =>
          (filters.window === undefined ||
            filters.window === 'all' ||
            endsWithin(r, Number(filters.window), day)) &&
          matchesAutoRenew(r, filters.auto_renew) &&
          (filters.currency === undefined || r.currency === filters.currency) &&
          (filters.app === undefined || r.app_id === filters.app) &&
          (filters.owner === undefined || r.owner_id === filters.owner),
      )
      .map((record) => {
        const owner = record.owner_id === null ? undefined : context.people.get(record.owner_id);
        const { name, vendor } = appLabel(record.app_id);
        const cost = costInTenant(record, context.currency);
        return {
          record,
          id: record.id,
          cost,
          app: name,
          vendor,
          owner: owner ? personName(owner) : null,
          start_date: record.start_date,
          end_date: record.end_date,
          cancel_by: cancelByDate(record.end_date, record.notice_days),
          notice_days: record.notice_days,
          // Costs compare in one currency: the tenant's.
          annual_cost: cost,
          seats: record.seats,
        };
      })
      .filter((row) => hasKeyword(keyword, `${row.app}\n${row.vendor}\n${row.owner ?? ''}`));
    sortRows(rows, {
      by: order_by,
      order,
      then: ['app', 'id'],
      plain: ['start_date', 'end_date', 'cancel_by', 'id'],
    });
    return json({
      rows: pageOf(rows, list.query).map((row) => contractOf(row.record, context)),
      count: rows.length,
      total_annual_cost: roundCents(rows.reduce((sum, row) => sum + row.cost, 0)),
      currency: context.currency,
    });
  }),

  authed.get('/contracts/renewals/', {}, ({ query, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const errors: FieldErrors = {};
    const fromText = query.get('from')?.trim() || utcToday();
    if (!isCalendarDate(fromText))
      errors.from = ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'];
    const months = intParam(query, 'months', 12, { min: 1, max: 36 });
    if (!months.ok) Object.assign(errors, months.errors);
    if (Object.keys(errors).length > 0 || !months.ok) return fieldErrors(errors);
    const until = addMonths(fromText, months.value ?? 12);
    const records = tenantContracts(tenantId);
    const context = contractContext(tenantId, records);
    const rows: RenewalEvent[] = [];
    for (const record of records) {
      const contract = contractOf(record, context);
      const events = [
        { kind: 'cancel_by', date: contract.cancel_by },
        { kind: 'end', date: contract.end_date },
      ] as const;
      for (const { kind, date } of events) {
        if (date < fromText || date >= until) continue;
        rows.push({
          contract_id: contract.id,
          app: contract.app,
          kind,
          date,
          auto_renew: contract.auto_renew,
          annual_cost_tenant: contract.annual_cost_tenant,
          owner: contract.owner,
        });
      }
    }
    // Date order; on one day, cancel-by dates first (they need acting on), then by app.
    rows.sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        (a.kind === b.kind ? 0 : a.kind === 'cancel_by' ? -1 : 1) ||
        a.app.name.localeCompare(b.app.name, 'en') ||
        a.contract_id.localeCompare(b.contract_id),
    );
    return json({
      from: fromText,
      // The last day included.
      to: addDays(until, -1),
      rows,
      count: rows.length,
      currency: context.currency,
    });
  }),

  authed.get('/contracts/spend/', {}, ({ tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const currency = tenantCurrency(tenantId);
    return json({
      currency,
      annual_spend: annualSpend(tenantId),
      months: spendMonths(tenantContracts(tenantId), currency),
    });
  }),

  authed.get(`/contracts/${ID}/`, {}, ({ params, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const record = findContract(params.id!, tenantId);
    if (!record) return contractNotFound();
    return json({ contract: contractFor(record) });
  }),

  authed.post('/contracts/', { body: 'object', roles: ADMINS }, async ({ body: raw, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const input = readContractInput(raw, tenantId);
    if (!input.ok) return input.response;
    const now = new Date().toISOString();
    const created = await contracts.create({
      id: crypto.randomUUID(),
      tenant_id: tenantId,
      ...input.value,
      created_at: now,
      updated_at: now,
    });
    const contract = contractFor(created);
    return json({ contract, message: `The ${contract.app.name} contract has been created.` }, 201);
  }),

  authed.put(
    `/contracts/${ID}/`,
    { body: 'object', roles: ADMINS },
    async ({ params, body: raw, tenantId }) => {
      if (tenantId === null) return permissionDenied();
      const record = findContract(params.id!, tenantId);
      if (!record) return contractNotFound();
      const input = readContractInput(raw, tenantId);
      if (!input.ok) return input.response;
      const updated = await contracts.update((q) => q.where((c) => c.id === record.id), {
        data(row) {
          Object.assign(row, input.value, { updated_at: new Date().toISOString() });
        },
      });
      const contract = contractFor(updated!);
      return json({ contract, message: `The ${contract.app.name} contract has been updated.` });
    },
  ),

  authed.delete(`/contracts/${ID}/`, { roles: ADMINS }, ({ params, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const record = findContract(params.id!, tenantId);
    if (!record) return contractNotFound();
    const contract = contractFor(record);
    contracts.delete((q) => q.where((c) => c.id === record.id));
    const documents = contractDocuments.deleteMany((q) => q.where((d) => d.contract_id === record.id));
    for (const d of documents ?? []) documentBytes.delete(d.id);
    return json({ contract, message: `The ${contract.app.name} contract has been deleted.` });
  }),
];
