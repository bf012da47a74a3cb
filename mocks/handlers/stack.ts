/**
 * Each person's stack and the requests for it, within the caller's tenant (the super admin has no
 * stack: 403; another tenant's request does not exist: 404).
 *
 * - `GET /stack/`, `POST /stack/` (client admins and buyers add directly; a pending request of
 *   theirs for the product is approved with it, a rejected one dropped), `DELETE /stack/<id>/`.
 * - `GET /stack_requests/` (`scope=mine`: the caller's pending and rejected requests; `scope=tenant`,
 *   client admins: every pending one of the tenant), `POST /stack_requests/` (a reason of 10–500
 *   characters; replaces the caller's rejected request for the product), `POST
 *   /stack_requests/<id>/approve/` and `/reject/` (client admins; approving adds the product to the
 *   requester's stack), `DELETE /stack_requests/<id>/` (the requester cancels).
 *
 * Retired products stay in stacks but cannot be added, requested or approved.
 */
import * as z from 'zod/mini';
import {
  addToStackInputSchema,
  ITEM_LIST_MAX_TOP,
  rejectRequestInputSchema,
  stackRequestInputSchema,
} from '@/features/reach/api/schemas';
import { requestFormRules } from '@/features/reach/model/form-rules';
import { validate } from '@/lib/validation';
import {
  catalogueIndex,
  findAccountById,
  ratingsByProduct,
  stackEntries,
  stackRequests,
  type Account,
  type ProductRecord,
  type StackEntryRecord,
  type StackRequestRecord,
} from '../db';
import { authed, ID } from '../http/handler';
import { recordThenBody } from '../http/record-body';
import { hasKeyword } from '../http/text';
import { clientAdminIds, sendNotification } from '../notify';
import { parseBody } from '../http/input';
import { byCreatedAt, listReply, parseListQuery } from '../http/list';
import { detail, fieldErrors, json, notFound, permissionDenied, type FieldErrors } from '../http/replies';
import { personName } from '@/lib/person';
import {
  productRecordOf,
  ratingsFrom,
  retiredReply,
  SELECT_VALID_CHOICE,
  stackEntryOf,
  stackRequestOf,
} from './reach-views';

export const ADD_TO_STACK_REFUSED =
  'Only client admins and buyers can add apps directly. Request it instead.';
export const REQUEST_ALREADY_DECIDED = 'This request has already been decided.';

const alreadyInStack = (product: ProductRecord) => detail(400, `${product.name} is already in your stack.`);

function entryOf(account: Pick<Account, 'user_id'>, productId: string): StackEntryRecord | undefined {
  return stackEntries.findFirst((q) =>
    q.where((e) => e.user_id === account.user_id && e.product_id === productId),
  );
}

function pendingRequestOf(
  account: Pick<Account, 'user_id'>,
  productId: string,
): StackRequestRecord | undefined {
  return stackRequests.findFirst((q) =>
    q.where((r) => r.user_id === account.user_id && r.product_id === productId && r.status === 'pending'),
  );
}

/** A request of the caller's tenant (another tenant's does not exist for them). */
function tenantRequest(id: string, tenantId: string | null): StackRequestRecord | undefined {
  return stackRequests.findFirst((q) => q.where((r) => r.id === id && r.tenant_id === tenantId));
}

async function decide(
  request: StackRequestRecord,
  change: Pick<StackRequestRecord, 'status' | 'rejection_reason'>,
): Promise<StackRequestRecord> {
  const updated = await stackRequests.update((q) => q.where((r) => r.id === request.id), {
    data(row) {
      row.status = change.status;
      row.rejection_reason = change.rejection_reason;
      row.decided_at = new Date().toISOString();
    },
  });
  return updated!;
}

/** The product's stack entry for `person`, added now unless they have it already. */
async function addToStack(person: Account, productId: string): Promise<StackEntryRecord> {
  return (
    entryOf(person, productId) ??
    stackEntries.create({
      id: crypto.randomUUID(),
      user_id: person.user_id,
      tenant_id: person.tenant_id!,
      product_id: productId,
      added_at: new Date().toISOString(),
    })
  );
}

/** A product a stack or request body names: unknown is the field's "Select a valid choice." */
function namedProduct(productId: string): ProductRecord | undefined {
  return catalogueIndex().productById.get(productId);
}

/** A reason by the form's rule (Reason, 10–500 characters). */
function reasonErrors(reason: string): FieldErrors {
  const message = validate(reason, requestFormRules.reason.rules, requestFormRules.reason.label);
  return message ? { reason: [message] } : {};
}

function matchesRequest(record: StackRequestRecord, keyword: string): boolean {
  if (keyword === '') return true;
  const requester = findAccountById(record.user_id);
  const product = productRecordOf(record.product_id);
  const text = requester ? `${product.name} ${personName(requester)} ${requester.email}` : product.name;
  return hasKeyword(keyword, text);
}

const PAGE = { defaultTop: 10, maxTop: ITEM_LIST_MAX_TOP } as const;

export const stackHandlers = [
  authed.get('/stack/', {}, ({ query, user, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const list = parseListQuery(query, { orderBy: ['name'], defaultOrderBy: 'name', ...PAGE });
    if (!list.ok) return list.response;
    const { keyword, order } = list.query;
    const index = catalogueIndex();
    const rank = (e: StackEntryRecord) => index.nameRank.get(e.product_id) ?? 0;
    const mine = stackEntries
      .findMany((q) => q.where((e) => e.user_id === user.user_id && e.tenant_id === tenantId))
      .filter((e) => hasKeyword(keyword, productRecordOf(e.product_id).name))
      .sort((a, b) => (order === 'desc' ? rank(b) - rank(a) : rank(a) - rank(b)));
    const ratings = ratingsFrom(ratingsByProduct());
    return listReply(mine, list.query, (entry) => stackEntryOf(entry, ratings));
  }),

  // The role check comes before the body, as on every route (hence the body is read here).
  authed.post('/stack/', { body: 'object' }, async ({ body: raw, user, is }) => {
    if (!is('client_admin') && !user.is_buyer) return detail(403, ADD_TO_STACK_REFUSED);
    const body = parseBody(addToStackInputSchema, raw);
    if (!body.ok) return body.response;
    const product = namedProduct(body.value.product_id);
    if (!product) return fieldErrors({ product_id: [SELECT_VALID_CHOICE] });
    if (product.is_retired) return retiredReply(product);
    if (entryOf(user, product.id)) return alreadyInStack(product);
    const entry = await addToStack(user, product.id);
    // Adding settles the caller's own request for it: a pending one is approved, a rejected one dropped.
    const pending = pendingRequestOf(user, product.id);
    if (pending) await decide(pending, { status: 'approved', rejection_reason: null });
    stackRequests.deleteMany((q) =>
      q.where((r) => r.user_id === user.user_id && r.product_id === product.id && r.status === 'rejected'),
    );
    return json(
      { stack: stackEntryOf(entry), message: `${product.name} has been added to your stack.` },
      201,
    );
  }),

  authed.delete(`/stack/${ID}/`, {}, ({ params, user }) => {
    const entry = stackEntries.findFirst((q) =>
      q.where((e) => e.id === params.id && e.user_id === user.user_id),
    );
    if (!entry) return notFound();
    stackEntries.delete((q) => q.where((e) => e.id === entry.id));
    return json({ message: `${productRecordOf(entry.product_id).name} has been removed from your stack.` });
  }),

  authed.get('/stack_requests/', {}, ({ query, user, tenantId, is }) => {
    if (tenantId === null) return permissionDenied();
    const list = parseListQuery(query, {
      orderBy: ['created_at'],
      defaultOrderBy: 'created_at',
      defaultOrder: 'desc',
      ...PAGE,
      filters: { scope: z.enum(['mine', 'tenant']) },
    });
    if (!list.ok) return list.response;
    const scope = list.query.filters.scope ?? 'mine';
    if (scope === 'tenant' && !is('client_admin')) return permissionDenied();
    const { keyword, order } = list.query;
    const rows = stackRequests
      .findMany((q) =>
        q.where((r) =>
          scope === 'tenant'
            ? r.tenant_id === tenantId && r.status === 'pending'
            : r.tenant_id === tenantId && r.user_id === user.user_id && r.status !== 'approved',
        ),
      )
      .filter((r) => matchesRequest(r, keyword));
    rows.sort(byCreatedAt(order));
    const ratings = ratingsFrom(ratingsByProduct());
    return listReply(rows, list.query, (record) => stackRequestOf(record, ratings));
  }),

  authed.post('/stack_requests/', { body: stackRequestInputSchema }, async ({ body, user, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const product = namedProduct(body.product_id);
    const errors: FieldErrors = {
      ...(product ? {} : { product_id: [SELECT_VALID_CHOICE] }),
      ...reasonErrors(body.reason),
    };
    if (!product || Object.keys(errors).length > 0) return fieldErrors(errors);
    if (product.is_retired) return retiredReply(product);
    if (entryOf(user, product.id)) return alreadyInStack(product);
    if (pendingRequestOf(user, product.id)) return detail(400, `You have already requested ${product.name}.`);
    // A new request replaces a rejected one, so the item shows the newest.
    stackRequests.deleteMany((q) =>
      q.where((r) => r.user_id === user.user_id && r.product_id === product.id && r.status === 'rejected'),
    );
    const created = await stackRequests.create({
      id: crypto.randomUUID(),
      user_id: user.user_id,
      tenant_id: tenantId,
      product_id: product.id,
      status: 'pending',
      reason: body.reason.trim(),
      rejection_reason: null,
      created_at: new Date().toISOString(),
      decided_at: null,
    });
    await sendNotification({
      userIds: clientAdminIds(tenantId).filter((id) => id !== user.user_id),
      kind: 'stack_request_created',
      title: `New request for ${product.name}`,
      text: `${personName(user)} asked for ${product.name}: “${created.reason}”`,
      link: '/reach?view=requests',
    });
    return json(
      { request: stackRequestOf(created), message: `Your request for ${product.name} has been sent.` },
      201,
    );
  }),

  authed.post(`/stack_requests/${ID}/approve/`, { roles: ['client_admin'] }, async ({ params, tenantId }) => {
    const request = tenantRequest(params.id!, tenantId);
    if (!request) return notFound();
    if (request.status !== 'pending') return detail(400, REQUEST_ALREADY_DECIDED);
    const product = productRecordOf(request.product_id);
    if (product.is_retired) return retiredReply(product);
    const requester = findAccountById(request.user_id);
    if (!requester) return notFound();
    const entry = await addToStack(requester, product.id);
    const approved = await decide(request, { status: 'approved', rejection_reason: null });
    await sendNotification({
      userIds: [requester.user_id],
      kind: 'stack_request_approved',
      title: `${product.name} request approved`,
      text: `${product.name} has been added to your stack.`,
      link: '/reach?view=stack',
    });
    return json({
      request: stackRequestOf(approved),
      stack: stackEntryOf(entry),
      message: `${product.name} has been added to ${personName(requester)}'s stack.`,
    });
  }),

  authed.post(
    `/stack_requests/${ID}/reject/`,
    { roles: ['client_admin'], body: 'object' },
    async ({ params, tenantId, body: raw }) => {
      const found = recordThenBody(tenantRequest(params.id!, tenantId), rejectRequestInputSchema, raw);
      if (!found.ok) return found.response;
      const { record: request, body } = found.value;
      const errors = reasonErrors(body.reason);
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      if (request.status !== 'pending') return detail(400, REQUEST_ALREADY_DECIDED);
      const rejected = await decide(request, { status: 'rejected', rejection_reason: body.reason.trim() });
      const { name } = productRecordOf(request.product_id);
      await sendNotification({
        userIds: [request.user_id],
        kind: 'stack_request_rejected',
        title: `${name} request declined`,
        text: `Your request for ${name} was declined: “${rejected.rejection_reason}”`,
        link: '/reach?view=my-requests',
      });
      return json({
        request: stackRequestOf(rejected),
        message: `The request for ${name} has been rejected.`,
      });
    },
  ),

  authed.delete(`/stack_requests/${ID}/`, {}, ({ params, user }) => {
    const request = stackRequests.findFirst((q) =>
      q.where((r) => r.id === params.id && r.user_id === user.user_id && r.status !== 'approved'),
    );
    if (!request) return notFound();
    stackRequests.delete((q) => q.where((r) => r.id === request.id));
    return json({
      message: `Your request for ${productRecordOf(request.product_id).name} has been cancelled.`,
    });
  }),
];
