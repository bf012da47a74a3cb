/**
 * Organize: apps discovered from the tenant's sign-in logs (docs/api.md, "Organize"). Any user of a
 * tenant reads flows, their counts and suggestions; the people and events behind a flow are for
 * client admins; the super admin has no tenant (403). Another tenant's flow does not exist (404).
 * Every route first brings in what a finished audit-log sync read, and makes the tenant's seeded
 * flows on its first call. The writes are in flow-writes.ts.
 */
import * as z from 'zod/mini';
import {
  FLOW_LIST_MAX_TOP,
  FLOW_ORDER_FIELDS,
  FLOW_SOURCES,
  FLOW_STATUS_FILTERS,
  FLOW_STATUSES,
  flowSourceSchema,
  flowTypeSchema,
  type Flow,
  type FlowSourceState,
} from '@/features/organize/api/schemas';
import { catalogueIndex, findFlow, findTenantById, type ProductRecord } from '../db';
import { ensureFlows } from '../fixtures/flows';
import { suggestProducts, type SuggestionCandidate } from '../fixtures/flow-suggestions';
import { authed, ID, type AuthedContext } from '../http/handler';
import { intParam } from '../http/input';
import { pageOf, parseListQuery, sortRows } from '../http/list';
import { fieldErrors, json, notFound, permissionDenied, type FieldErrors } from '../http/replies';
import { hasKeyword } from '../http/text';
import { contractAppOf } from './contract-views';
import {
  flowEventOf,
  flowEventsOf,
  flowOf,
  flowUsersOf,
  peopleOf,
  summaryOf,
  tenantFlowViews,
  typesOf,
} from './flow-views';
import { AUDIT_LOG_FLAGS, settledAuditLogSyncs } from './integrations';

const ADMINS = ['client_admin'] as const;

/**
 * The caller's tenant once its flows are ready: seeded ones made, a finished sync's brought in.
 * Null for the super admin, who has none.
 */
export async function flowTenant({ tenantId }: Pick<AuthedContext<undefined>, 'tenantId'>) {
  const tenant = tenantId === null ? undefined : findTenantById(tenantId);
  if (!tenant) return null;
  await ensureFlows(tenant.id);
  const syncs = await settledAuditLogSyncs(tenant);
  return { tenant: findTenantById(tenant.id) ?? tenant, syncs };
}

const STATUS_RANK = Object.fromEntries(FLOW_STATUSES.map((s, i) => [s, i])) as Record<Flow['status'], number>;

interface SortRow {
  flow: Flow;
  id: string;
  name: string;
  app: string | null;
  users: number;
  sign_ins_30d: number;
  first_seen: string;
  last_seen: string;
  status: number;
}

/** `skip` and `top` (1–500) of a flow's users or events. */
function pageQuery(query: URLSearchParams) {
  const errors: FieldErrors = {};
  const skip = intParam(query, 'skip', 0);
  const top = intParam(query, 'top', 10, { min: 1, max: FLOW_LIST_MAX_TOP });
  if (!skip.ok) Object.assign(errors, skip.errors);
  if (!top.ok) Object.assign(errors, top.errors);
  if (!skip.ok || !top.ok) return { ok: false as const, response: fieldErrors(errors) };
  return { ok: true as const, page: { skip: skip.value ?? 0, top: top.value } };
}

let candidates: {
  of: ReturnType<typeof catalogueIndex>;
  list: (SuggestionCandidate & { product: ProductRecord })[];
} | null = null;

/** The catalogue's products as suggestion candidates, made again only after the catalogue changes. */
function suggestionCandidates() {
  const index = catalogueIndex();
  if (candidates?.of !== index) {
    candidates = {
      of: index,
      list: index.byName
        .filter((p) => !p.is_retired)
        .map((p) => ({
          id: p.id,
          name: p.name,
          vendor: index.vendorById.get(p.vendor_id)?.name ?? '',
          website: p.website,
          product: p,
        })),
    };
  }
  return candidates.list;
}

export const flowReadHandlers = [
  authed.get('/flows/', {}, async (context) => {
    const list = parseListQuery(context.query, {
      orderBy: FLOW_ORDER_FIELDS,
      defaultOrderBy: 'name',
      defaultTop: 10,
      maxTop: FLOW_LIST_MAX_TOP,
      filters: {
        source: flowSourceSchema,
        type: flowTypeSchema,
        status: z.enum(FLOW_STATUS_FILTERS),
        unmapped: z.enum(['true', 'false']),
      },
    });
    const ready = await flowTenant(context);
    if (!ready) return permissionDenied();
    if (!list.ok) return list.response;
    const { filters, order, order_by } = list.query;
    const { keyword } = list.query;
    const now = Date.now();
    const all = tenantFlowViews(ready.tenant.id, now).map(({ flow }) => flow);
    const status = filters.status ?? 'open';
    const rows: SortRow[] = all
      .filter(
        (f) =>
          (status === 'open' ? f.status !== 'ignored' : status === 'all' || f.status === status) &&
          (filters.unmapped !== 'true' || f.app === null) &&
          (filters.source === undefined || f.sources.includes(filters.source)) &&
          (filters.type === undefined || f.types.includes(filters.type)) &&
          hasKeyword(keyword, `${f.name}\n${f.domain ?? ''}\n${f.publisher ?? ''}\n${f.app?.name ?? ''}`),
      )
      .map((flow) => ({
        flow,
        id: flow.id,
        name: flow.name,
        app: flow.app?.name ?? null,
        users: flow.users,
        sign_ins_30d: flow.sign_ins_30d,
        first_seen: flow.first_seen,
        last_seen: flow.last_seen,
        status: STATUS_RANK[flow.status],
      }));
    sortRows(rows, { by: order_by, order, then: ['name', 'id'], plain: ['first_seen', 'last_seen', 'id'] });
    const sources: FlowSourceState[] = FLOW_SOURCES.map((source) => ({
      source,
      connected: ready.tenant[AUDIT_LOG_FLAGS[source]],
      last_synced_at: ready.syncs[source].last_synced_at,
    }));
    return json({
      rows: pageOf(rows, list.query).map((row) => row.flow),
      count: rows.length,
      types: typesOf(all),
      source: filters.source ?? null,
      sources,
      summary: summaryOf(all, now),
    });
  }),

  authed.get(`/flows/${ID}/`, {}, async (context) => {
    const ready = await flowTenant(context);
    if (!ready) return permissionDenied();
    const record = findFlow(context.params.id!, ready.tenant.id);
    if (!record) return notFound();
    return json({ flow: flowOf(record, peopleOf(ready.tenant.id), Date.now()) });
  }),

  authed.get(`/flows/${ID}/users/`, { roles: ADMINS }, async (context) => {
    const ready = await flowTenant(context);
    if (!ready) return permissionDenied();
    const paging = pageQuery(context.query);
    if (!paging.ok) return paging.response;
    const record = findFlow(context.params.id!, ready.tenant.id);
    if (!record) return notFound();
    const rows = flowUsersOf(record, peopleOf(ready.tenant.id));
    return json({ rows: pageOf(rows, paging.page), count: rows.length });
  }),

  authed.get(`/flows/${ID}/events/`, { roles: ADMINS }, async (context) => {
    const ready = await flowTenant(context);
    if (!ready) return permissionDenied();
    const paging = pageQuery(context.query);
    if (!paging.ok) return paging.response;
    const record = findFlow(context.params.id!, ready.tenant.id);
    if (!record) return notFound();
    const events = flowEventsOf(record);
    const people = peopleOf(ready.tenant.id);
    return json({
      rows: pageOf(events, paging.page).map((e) => flowEventOf(e, people)),
      count: events.length,
    });
  }),

  authed.get(`/flows/${ID}/suggestions/`, {}, async (context) => {
    const ready = await flowTenant(context);
    if (!ready) return permissionDenied();
    const record = findFlow(context.params.id!, ready.tenant.id);
    if (!record) return notFound();
    const rows = suggestProducts(record, suggestionCandidates()).map((s) => ({
      app: contractAppOf(s.candidate.id),
      confidence: s.confidence,
      reasons: s.reasons,
    }));
    return json({ rows });
  }),
];
