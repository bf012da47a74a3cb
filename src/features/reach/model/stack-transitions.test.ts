import { describe, expect, it } from 'vitest';
import {
  IN_STACK,
  type Item,
  type ItemDetail,
  type ItemList,
  type Product,
  type StackEntry,
  type StackList,
  type StackRequest,
  type StackRequestList,
} from '../api/schemas';
import {
  applyToItemDetail,
  applyToItemList,
  applyToRequestList,
  applyToStackList,
  isTenantRequestList,
  type StackTransition,
} from './stack-transitions';

function product(name: string): Product {
  const slug = name.toLowerCase();
  return {
    id: `p-${slug}`,
    slug,
    name,
    vendor: { id: 'v', name: 'Vendor' },
    category: { id: 'c', name: 'Design' },
    description: `${name} does things.`,
    pricing_model: 'per_seat',
    website: `https://${slug}.com`,
    rating: 4.2,
    review_count: 3,
    is_retired: false,
  };
}

const figma = product('Figma');
const miro = product('Miro');
const slack = product('Slack');

const item = (p: Product, changes: Partial<Item> = {}): Item => ({
  id: p.id,
  in_stack: false,
  stack_id: null,
  request: null,
  product: p,
  ...changes,
});
const entry = (p: Product, id = `s-${p.slug}`): StackEntry => ({
  id,
  product: p,
  added_at: '2026-11-01T00:00:00Z',
});
const me = {
  user_id: 'u-me',
  first_name: 'Olivia',
  last_name: 'Bennett',
  email: 'user@acme.test',
  avatar: null,
};
const someoneElse = { ...me, user_id: 'u-other', first_name: 'Ana', email: 'ana@acme.test' };
const stackRequest = (p: Product, changes: Partial<StackRequest> = {}): StackRequest => ({
  id: `r-${p.slug}`,
  product: p,
  status: 'pending',
  reason: 'We need it for the design reviews.',
  rejection_reason: null,
  requested_by: me,
  created_at: '2026-11-20T00:00:00Z',
  decided_at: null,
  ...changes,
});

const catalogue: ItemList = {
  rows: [item(figma), item(miro), item(slack, { in_stack: IN_STACK, stack_id: 's-slack' })],
  count: 3,
};
const stack: StackList = { rows: [entry(slack)], count: 1 };
const mine: StackRequestList = { rows: [], count: 0 };

function run(transition: StackTransition) {
  return {
    catalogue: applyToItemList(catalogue, transition),
    stack: applyToStackList(stack, transition),
    mine: applyToRequestList(mine, transition, false),
  };
}

describe('stack transitions', () => {
  it('added: the item shows the in-stack marker and the stack gains the entry, in name order', () => {
    const after = run({ kind: 'added', entry: entry(figma) });
    expect(after.catalogue.rows[0]).toMatchObject({ in_stack: IN_STACK, stack_id: 's-figma', request: null });
    expect(after.catalogue.rows[1]).toBe(catalogue.rows[1]);
    expect(after.stack).toEqual({ rows: [entry(figma), entry(slack)], count: 2 });
  });

  it('added again with the server’s record replaces the placeholder instead of counting twice', () => {
    const optimistic = applyToStackList(stack, { kind: 'added', entry: entry(figma, 'pending-p-figma') });
    const confirmed = applyToStackList(optimistic, { kind: 'added', entry: entry(figma, 'srv-1') });
    expect(confirmed).toEqual({ rows: [entry(figma, 'srv-1'), entry(slack)], count: 2 });
    const items = applyToItemList(
      applyToItemList(catalogue, { kind: 'added', entry: entry(figma, 'pending-p-figma') }),
      {
        kind: 'added',
        entry: entry(figma, 'srv-1'),
      },
    );
    expect(items.rows[0]!.stack_id).toBe('srv-1');
  });

  it('added approves my own pending request for the product: it leaves my requests', () => {
    const pending: StackRequestList = { rows: [stackRequest(figma), stackRequest(miro)], count: 2 };
    const after = applyToRequestList(pending, { kind: 'added', entry: entry(figma) }, false);
    expect(after).toEqual({ rows: [stackRequest(miro)], count: 1 });
  });

  it('removed: the item goes back to false and the entry leaves the stack', () => {
    const after = run({ kind: 'removed', productId: slack.id });
    expect(after.catalogue.rows[2]).toMatchObject({ in_stack: false, stack_id: null, request: null });
    expect(after.stack).toEqual({ rows: [], count: 0 });
  });

  it('removing a product that is not in the list changes nothing (same object)', () => {
    expect(applyToStackList(stack, { kind: 'removed', productId: miro.id })).toBe(stack);
    expect(
      applyToItemList({ rows: [item(figma)], count: 1 }, { kind: 'removed', productId: miro.id }).rows[0],
    ).toEqual(item(figma));
  });

  it('requested: the item shows pending with the request, and my requests gain it first', () => {
    const request = stackRequest(figma);
    const after = run({ kind: 'requested', request });
    expect(after.catalogue.rows[0]).toMatchObject({
      in_stack: 'pending',
      request: { id: request.id, status: 'pending', reason: request.reason, rejection_reason: null },
    });
    expect(after.mine).toEqual({ rows: [request], count: 1 });
    expect(after.stack).toBe(stack);
  });

  it('requested again after a rejection replaces the rejected request', () => {
    const rejected = stackRequest(figma, {
      id: 'r-old',
      status: 'rejected',
      rejection_reason: 'Use Canva instead.',
    });
    const fresh = stackRequest(figma, { id: 'r-new' });
    const after = applyToRequestList(
      { rows: [rejected], count: 1 },
      { kind: 'requested', request: fresh },
      false,
    );
    expect(after).toEqual({ rows: [fresh], count: 1 });
  });

  it('a request never shows in the tenant’s list before the server has it', () => {
    const tenant: StackRequestList = { rows: [], count: 0 };
    expect(applyToRequestList(tenant, { kind: 'requested', request: stackRequest(figma) }, true)).toBe(
      tenant,
    );
  });

  it('cancelled: the item goes back to false without a request; the request leaves every list', () => {
    const request = stackRequest(figma);
    const withRequest = applyToItemList(catalogue, { kind: 'requested', request });
    const after = applyToItemList(withRequest, { kind: 'cancelled', request });
    expect(after.rows[0]).toMatchObject({ in_stack: false, stack_id: null, request: null });
    for (const tenantList of [true, false]) {
      expect(
        applyToRequestList({ rows: [request], count: 4 }, { kind: 'cancelled', request }, tenantList),
      ).toEqual({
        rows: [],
        count: 3,
      });
    }
  });

  it('approved (someone else’s): the request leaves the lists; my own items and stack do not change', () => {
    const request = stackRequest(figma, { requested_by: someoneElse });
    const transition: StackTransition = { kind: 'approved', request, entry: entry(figma), mine: false };
    expect(applyToRequestList({ rows: [request], count: 6 }, transition, true)).toEqual({
      rows: [],
      count: 5,
    });
    expect(applyToItemList(catalogue, transition)).toBe(catalogue);
    expect(applyToStackList(stack, transition)).toBe(stack);
  });

  it('approved (mine): the item shows the marker, my stack gains it and my request is gone', () => {
    const request = stackRequest(figma);
    const transition: StackTransition = { kind: 'approved', request, entry: entry(figma), mine: true };
    const pendingItems = applyToItemList(catalogue, { kind: 'requested', request });
    expect(applyToItemList(pendingItems, transition).rows[0]).toMatchObject({
      in_stack: IN_STACK,
      stack_id: 's-figma',
    });
    expect(applyToStackList(stack, transition).count).toBe(2);
    expect(applyToRequestList({ rows: [request], count: 1 }, transition, false)).toEqual({
      rows: [],
      count: 0,
    });
  });

  it('rejected: the tenant list loses it; my item goes back to false and carries the rejection’s reason', () => {
    const request = stackRequest(figma);
    const rejected = {
      ...request,
      status: 'rejected' as const,
      rejection_reason: 'Canva covers this already.',
    };
    const transition: StackTransition = { kind: 'rejected', request: rejected, mine: true };
    expect(applyToRequestList({ rows: [request], count: 2 }, transition, true)).toEqual({
      rows: [],
      count: 1,
    });
    expect(applyToRequestList({ rows: [request], count: 1 }, transition, false)).toEqual({
      rows: [rejected],
      count: 1,
    });
    const after = applyToItemList(applyToItemList(catalogue, { kind: 'requested', request }), transition);
    expect(after.rows[0]).toMatchObject({
      in_stack: false,
      request: { status: 'rejected', rejection_reason: 'Canva covers this already.' },
    });
  });

  it('the product page follows the same transitions', () => {
    const detail: ItemDetail = { item: item(figma), alternatives: [miro] };
    const added = applyToItemDetail(detail, { kind: 'added', entry: entry(figma) });
    expect(added.item).toMatchObject({ in_stack: IN_STACK, stack_id: 's-figma' });
    expect(added.alternatives).toBe(detail.alternatives);
    expect(applyToItemDetail(detail, { kind: 'removed', productId: miro.id })).toBe(detail);
  });

  it('tells the tenant’s request list from my own by its query', () => {
    expect(isTenantRequestList(['reach', 'requests', { scope: 'tenant' }])).toBe(true);
    expect(isTenantRequestList(['reach', 'requests', { scope: 'mine' }])).toBe(false);
    expect(isTenantRequestList(['reach', 'requests', {}])).toBe(false);
  });
});
