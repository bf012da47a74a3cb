/**
 * Savings opportunities of the caller's tenant (the super admin has none: 403; another tenant's id
 * does not exist: 404 `Opportunity not found.`).
 *
 * - `GET /opportunities/`: the list, with the totals of every row the filters select (not only the
 *   page): `{ rows, count, value, arr }`; `keyword` (title or app name), `status` (`all`, `open` or
 *   one status), `app` (a product id), `owner` (a user id), `order_by`, `order`, `skip`, `top`.
 * - `GET /opportunities/kanban/`: the board, five columns in board order, each in its cards' order,
 *   with column and board totals; `GET /opportunities/facets/`: the apps and owners in use.
 * - `POST /opportunities/`, `PUT`/`DELETE /opportunities/<id>/`, `POST /opportunities/<id>/move/`.
 *
 * Anyone of the tenant reads. Client admins change any opportunity; everyone else creates their own
 * (the owner defaults to them and may be nobody else) and changes, moves and deletes the ones they
 * own. Every column is numbered from 0 without gaps: a new card, or one whose status changes, goes
 * first in its column; a move puts the card at the place asked (clamped to the column) and
 * renumbers both columns. Totals are always summed from the rows held.
 */
import * as z from 'zod/mini';
import {
  moveInputSchema,
  OPEN_STATUSES,
  OPPORTUNITY_LIST_MAX_TOP,
  OPPORTUNITY_ORDER_FIELDS,
  OPPORTUNITY_STATUSES,
  STATUS_FILTERS,
  type OpportunityFacets,
  type OpportunityInput,
  type OpportunityOrderField,
  type OpportunityStatus,
  type StatusFilter,
} from '@/features/optimize/api/schemas';
import { totalsOf } from '@/features/optimize/model/totals';
import {
  columnOf,
  findOpportunity,
  oneAtATime,
  opportunities,
  opportunityComments,
  renumber,
  tenantOpportunities,
  type Account,
  type OpportunityRecord,
} from '../db';
import { authed, ID, type AuthedContext } from '../http/handler';
import { hasKeyword } from '../http/text';
import { integerOf, parseBody } from '../http/input';
import { compareValues, pageOf, parseListQuery, sortRows } from '../http/list';
import { detail, json, notFound, permissionDenied } from '../http/replies';
import {
  mayChange,
  NOT_YOUR_OPPORTUNITY,
  OPPORTUNITY_NOT_FOUND,
  opportunityFor,
  opportunityOf,
  ownerOf,
  personOf,
  readOpportunityInput,
  viewContext,
  type ViewContext,
} from './opportunity-views';
import { personName } from '@/lib/person';
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import { productRecordOf } from './reach-views';

/**
 * A place as DRF's IntegerField reads it (`integerOf`). Any other value goes on as a fraction, which
 * `z.int()` refuses with "A valid integer is required."; missing and null stay, for their own messages.
 */
const placeOf = (value: unknown): unknown => (value == null ? value : (integerOf(value) ?? 0.5));

const notYours = () => detail(403, NOT_YOUR_OPPORTUNITY);
const opportunityNotFound = () => notFound(OPPORTUNITY_NOT_FOUND);

/**
 * The opportunity a write names, if the caller may change it: the super admin has no tenant (403),
 * another tenant's or an unknown id is not found (404), and only client admins and the owner change
 * one (403).
 */
function editableOpportunity(
  id: string,
  user: AuthedContext<undefined>['user'],
  tenantId: string | null,
): { ok: true; record: OpportunityRecord; tenantId: string } | { ok: false; response: Response } {
  if (tenantId === null) return { ok: false, response: permissionDenied() };
  const record = findOpportunity(id, tenantId);
  if (!record) return { ok: false, response: opportunityNotFound() };
  if (!mayChange(record, user)) return { ok: false, response: notYours() };
  return { ok: true, record, tenantId };
}

/**
 * A write that renumbers columns, run once the one before it has finished (`oneAtATime`): its
 * checks then see the board as that write left it.
 */
function serially<B extends 'object' | undefined>(
  resolver: (context: AuthedContext<B>) => Promise<Response>,
): (context: AuthedContext<B>) => Promise<Response> {
  return (context) => oneAtATime(() => resolver(context));
}

function matchesStatus(status: OpportunityStatus, filter: StatusFilter | undefined): boolean {
  if (filter === undefined || filter === 'all') return true;
  if (filter === 'open') return OPEN_STATUSES.includes(status);
  return status === filter;
}

/** A list row with the value of every column `order_by` may name. */
type SortRow = { record: OpportunityRecord; id: string } & Record<
  OpportunityOrderField,
  string | number | null
>;

function sortRowOf(record: OpportunityRecord, context: ViewContext): SortRow {
  const owner = ownerOf(record, context);
  return {
    record,
    id: record.id,
    title: record.title,
    app: productRecordOf(record.app_id).name,
    owner: owner ? personName(owner) : null,
    // Statuses sort in board order, not alphabetically.
    status: OPPORTUNITY_STATUSES.indexOf(record.status),
    savings_potential: record.savings_potential,
    arr: record.arr,
    due_date: record.due_date,
    created_at: record.created_at,
  };
}

/**
 * The owner an edit asks for, by the caller's role: client admins choose anyone of the tenant or
 * nobody; anyone else is the owner themself (leaving it empty means them). null: refused.
 */
function ownerFor(input: OpportunityInput, caller: Account): { owner_id: string | null } | null {
  if (hasRole(caller, CLIENT_ADMIN)) return { owner_id: input.owner_id };
  if (input.owner_id === null || input.owner_id === caller.user_id) return { owner_id: caller.user_id };
  return null;
}

/** The stored fields an input sets (the owner is decided by `ownerFor`). */
function fieldsOf(input: OpportunityInput) {
  const { title, app_id, status, savings_potential, arr, due_date } = input;
  return { title, app_id, status, savings_potential, arr, due_date };
}

async function updateOpportunity(
  id: string,
  change: (row: OpportunityRecord) => void,
): Promise<OpportunityRecord> {
  const updated = await opportunities.update((q) => q.where((o) => o.id === id), {
    data(row) {
      change(row);
    },
  });
  return updated!;
}

/** A column without one card (the one being moved out of it or within it). */
const columnWithout = (tenantId: string, status: OpportunityStatus, id: string) =>
  columnOf(tenantId, status).filter((card) => card.id !== id);

export const opportunityHandlers = [
  authed.get('/opportunities/', {}, ({ query, user, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const list = parseListQuery(query, {
      orderBy: OPPORTUNITY_ORDER_FIELDS,
      // The largest savings first.
      defaultOrderBy: 'savings_potential',
      defaultOrder: 'desc',
      defaultTop: 10,
      maxTop: OPPORTUNITY_LIST_MAX_TOP,
      filters: { status: z.enum(STATUS_FILTERS), app: z.string(), owner: z.string() },
    });
    if (!list.ok) return list.response;
    const { keyword, filters, order, order_by } = list.query;
    const records = tenantOpportunities(tenantId);
    const context = viewContext(user, records);
    const rows = records
      .filter(
        (r) =>
          matchesStatus(r.status, filters.status) &&
          (filters.app === undefined || r.app_id === filters.app) &&
          (filters.owner === undefined || r.owner_id === filters.owner),
      )
      .map((r) => sortRowOf(r, context))
      .filter((row) => hasKeyword(keyword, `${row.title}\n${row.app}`));
    sortRows(rows, { by: order_by, order, then: ['title', 'id'], plain: ['due_date', 'created_at', 'id'] });
    const totals = totalsOf(rows.map((row) => row.record));
    return json({
      rows: pageOf(rows, list.query).map((row) => opportunityOf(row.record, context)),
      ...totals,
    });
  }),

  authed.get('/opportunities/kanban/', {}, ({ user, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const records = tenantOpportunities(tenantId);
    const context = viewContext(user, records);
    const kanban = OPPORTUNITY_STATUSES.map((status) => {
      const cards = columnOf(tenantId, status);
      return { status, cards: cards.map((card) => opportunityOf(card, context)), ...totalsOf(cards) };
    });
    return json({ kanban, ...totalsOf(records) });
  }),

  authed.get('/opportunities/facets/', {}, ({ user, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const records = tenantOpportunities(tenantId);
    const context = viewContext(user, records);
    const apps = new Map<string, OpportunityFacets['apps'][number]>();
    const owners = new Map<string, OpportunityFacets['owners'][number]>();
    for (const record of records) {
      const app = apps.get(record.app_id);
      if (app) app.count += 1;
      else {
        const { id, name, slug } = productRecordOf(record.app_id);
        apps.set(record.app_id, { id, name, slug, count: 1 });
      }
      const owner = ownerOf(record, context);
      if (!owner) continue;
      const known = owners.get(owner.user_id);
      if (known) known.count += 1;
      else owners.set(owner.user_id, { ...personOf(owner), count: 1 });
    }
    // Both by name, then id.
    const facets: OpportunityFacets = {
      apps: [...apps.values()].sort(
        (a, b) => compareValues(a.name, b.name) || compareValues(a.id, b.id, true),
      ),
      owners: [...owners.values()].sort(
        (a, b) => compareValues(personName(a), personName(b)) || compareValues(a.user_id, b.user_id, true),
      ),
    };
    return json(facets);
  }),

  authed.post(
    '/opportunities/',
    { body: 'object' },
    serially(async ({ body: raw, user, tenantId }) => {
      if (tenantId === null) return permissionDenied();
      const input = readOpportunityInput(raw, tenantId);
      if (!input.ok) return input.response;
      const owner = ownerFor(input.value, user);
      if (!owner) return notYours();
      // A new card goes first in its column; the others move down one place.
      const column = columnOf(tenantId, input.value.status);
      const now = new Date().toISOString();
      const created = await opportunities.create({
        id: crypto.randomUUID(),
        tenant_id: tenantId,
        ...fieldsOf(input.value),
        ...owner,
        position: 0,
        created_at: now,
        updated_at: now,
      });
      await renumber([created, ...column]);
      return json(
        {
          opportunity: opportunityFor(created, user),
          message: `Opportunity "${created.title}" has been created.`,
        },
        201,
      );
    }),
  ),

  authed.put(
    `/opportunities/${ID}/`,
    { body: 'object' },
    serially(async ({ params, body: raw, user, tenantId: callerTenantId }) => {
      const editable = editableOpportunity(params.id!, user, callerTenantId);
      if (!editable.ok) return editable.response;
      const { record, tenantId } = editable;
      const input = readOpportunityInput(raw, tenantId);
      if (!input.ok) return input.response;
      const owner = ownerFor(input.value, user);
      if (!owner) return notYours();
      const moved = input.value.status !== record.status;
      // A card whose status changes goes first in its new column; both columns close up.
      const source = moved ? columnWithout(tenantId, record.status, record.id) : [];
      const target = moved ? columnWithout(tenantId, input.value.status, record.id) : [];
      const updated = await updateOpportunity(record.id, (row) => {
        Object.assign(row, fieldsOf(input.value), owner);
        if (moved) row.position = 0;
        row.updated_at = new Date().toISOString();
      });
      if (moved) {
        await renumber(source);
        await renumber([updated, ...target]);
      }
      return json({
        opportunity: opportunityFor(updated, user),
        message: `Opportunity "${updated.title}" has been updated.`,
      });
    }),
  ),

  authed.delete(
    `/opportunities/${ID}/`,
    {},
    serially(async ({ params, user, tenantId: callerTenantId }) => {
      const editable = editableOpportunity(params.id!, user, callerTenantId);
      if (!editable.ok) return editable.response;
      const { record, tenantId } = editable;
      opportunities.delete((q) => q.where((o) => o.id === record.id));
      opportunityComments.deleteMany((q) => q.where((c) => c.opportunity_id === record.id));
      await renumber(columnOf(tenantId, record.status));
      return json({ message: `Opportunity "${record.title}" has been deleted.` });
    }),
  ),

  // No message: a card dragged on the board needs no toast.
  authed.post(
    `/opportunities/${ID}/move/`,
    { body: 'object' },
    serially(async ({ params, body: raw, user, tenantId: callerTenantId }) => {
      const editable = editableOpportunity(params.id!, user, callerTenantId);
      if (!editable.ok) return editable.response;
      const { record, tenantId } = editable;
      const body = parseBody(moveInputSchema, { ...raw, position: placeOf(raw.position) });
      if (!body.ok) return body.response;
      const { status, position } = body.value;

      const target = columnWithout(tenantId, status, record.id);
      const at = Math.max(0, Math.min(position, target.length));
      const changesStatus = status !== record.status;
      const source = changesStatus ? columnWithout(tenantId, record.status, record.id) : [];
      const updated = await updateOpportunity(record.id, (row) => {
        row.status = status;
        row.position = at;
        // Reordering a column is not an edit of the opportunity; a new status is.
        if (changesStatus) row.updated_at = new Date().toISOString();
      });
      await renumber([...target.slice(0, at), updated, ...target.slice(at)]);
      if (changesStatus) await renumber(source);
      return json({ opportunity: opportunityFor(updated, user) });
    }),
  ),
];
