/**
 * How each stack transition changes what the client has cached, as pure functions over the API's
 * reply shapes. The same transition runs before the server answers (optimistic) and again with the
 * server's records when it does; each is idempotent per product, so running it twice is harmless.
 *
 * - added: the item shows the in-stack marker; the stack gains the entry; a pending request of mine
 *   for it leaves my requests (adding approves it).
 * - removed: the item goes back to `false`; the entry leaves the stack.
 * - requested: the item shows `'pending'` with the request; my requests gain it.
 * - cancelled: the item goes back to `false` without a request; the request leaves every list.
 * - approved: the request leaves every list; for the requester, the item shows the marker and the
 *   stack gains the entry.
 * - rejected: the request leaves the tenant's pending list; for the requester, the item goes back to
 *   `false` and carries the rejected request, whose reason my requests show.
 */
import type { QueryKey } from '@tanstack/react-query';
import {
  IN_STACK,
  type Item,
  type ItemDetail,
  type ItemList,
  type ItemRequest,
  type Product,
  type StackEntry,
  type StackList,
  type StackRequest,
  type StackRequestList,
} from '../api/schemas';

export type StackTransition =
  | { kind: 'added'; entry: StackEntry }
  | { kind: 'removed'; productId: string }
  | { kind: 'requested'; request: StackRequest }
  | { kind: 'cancelled'; request: Pick<StackRequest, 'id' | 'product'> }
  | { kind: 'approved'; request: StackRequest; entry: StackEntry; mine: boolean }
  | { kind: 'rejected'; request: StackRequest; mine: boolean };

type ItemState = Pick<Item, 'in_stack' | 'stack_id' | 'request'>;

function itemRequestOf({ id, status, reason, rejection_reason }: StackRequest): ItemRequest {
  return { id, status, reason, rejection_reason };
}

/** The item's new state for me, or null when the transition does not change how I see the item. */
function itemStateAfter(transition: StackTransition): { productId: string; state: ItemState } | null {
  switch (transition.kind) {
    case 'added':
      return {
        productId: transition.entry.product.id,
        state: { in_stack: IN_STACK, stack_id: transition.entry.id, request: null },
      };
    case 'removed':
      return { productId: transition.productId, state: { in_stack: false, stack_id: null, request: null } };
    case 'requested':
      return {
        productId: transition.request.product.id,
        state: { in_stack: 'pending', stack_id: null, request: itemRequestOf(transition.request) },
      };
    case 'cancelled':
      return {
        productId: transition.request.product.id,
        state: { in_stack: false, stack_id: null, request: null },
      };
    case 'approved':
      return transition.mine
        ? {
            productId: transition.request.product.id,
            state: { in_stack: IN_STACK, stack_id: transition.entry.id, request: null },
          }
        : null;
    case 'rejected':
      return transition.mine
        ? {
            productId: transition.request.product.id,
            state: { in_stack: false, stack_id: null, request: itemRequestOf(transition.request) },
          }
        : null;
  }
}

function patchItem(item: Item, productId: string, state: ItemState): Item {
  return item.product.id === productId ? { ...item, ...state } : item;
}

export function applyToItemList(list: ItemList, transition: StackTransition): ItemList {
  const change = itemStateAfter(transition);
  if (!change || !list.rows.some((item) => item.product.id === change.productId)) return list;
  return { ...list, rows: list.rows.map((item) => patchItem(item, change.productId, change.state)) };
}

export function applyToItemDetail(detail: ItemDetail, transition: StackTransition): ItemDetail {
  const change = itemStateAfter(transition);
  if (!change || detail.item.product.id !== change.productId) return detail;
  return { ...detail, item: patchItem(detail.item, change.productId, change.state) };
}

const byProductName = (a: { product: Product }, b: { product: Product }) =>
  a.product.name.localeCompare(b.product.name, 'en', { sensitivity: 'base' });

export function applyToStackList(list: StackList, transition: StackTransition): StackList {
  const entry =
    transition.kind === 'added' || (transition.kind === 'approved' && transition.mine)
      ? transition.entry
      : null;
  const productId = entry?.product.id ?? (transition.kind === 'removed' ? transition.productId : null);
  if (productId === null) return list;
  const rows = list.rows.filter((row) => row.product.id !== productId);
  const had = rows.length !== list.rows.length;
  if (entry) {
    return { rows: [...rows, entry].sort(byProductName), count: list.count + (had ? 0 : 1) };
  }
  return had ? { rows, count: list.count - 1 } : list;
}

/** Whether a cached request list is the tenant's pending list (`scope=tenant`) rather than my own. */
export function isTenantRequestList(queryKey: QueryKey): boolean {
  const query = queryKey[queryKey.length - 1];
  return typeof query === 'object' && query !== null && (query as { scope?: string }).scope === 'tenant';
}

function withoutRequest(list: StackRequestList, matches: (row: StackRequest) => boolean): StackRequestList {
  const rows = list.rows.filter((row) => !matches(row));
  return rows.length === list.rows.length
    ? list
    : { rows, count: list.count - (list.rows.length - rows.length) };
}

export function applyToRequestList(
  list: StackRequestList,
  transition: StackTransition,
  tenantList: boolean,
): StackRequestList {
  switch (transition.kind) {
    case 'added':
      // Adding approves my own pending request for the product.
      return tenantList
        ? list
        : withoutRequest(
            list,
            (row) => row.product.id === transition.entry.product.id && row.status === 'pending',
          );
    case 'removed':
      return list;
    case 'requested': {
      if (tenantList) return list;
      // A new request replaces my earlier (rejected) one for the same product.
      const rest = withoutRequest(list, (row) => row.product.id === transition.request.product.id);
      return { rows: [transition.request, ...rest.rows], count: rest.count + 1 };
    }
    case 'cancelled':
    case 'approved':
      return withoutRequest(list, (row) => row.id === transition.request.id);
    case 'rejected': {
      if (tenantList) return withoutRequest(list, (row) => row.id === transition.request.id);
      const { request } = transition;
      return list.rows.some((row) => row.id === request.id)
        ? { ...list, rows: list.rows.map((row) => (row.id === request.id ? request : row)) }
        : list;
    }
  }
}
