import { IN_STACK, type Item } from '../api/schemas';

/** How an item stands for me, and so which action fits. */
export type ItemStanding =
  | { kind: 'in-stack'; stackId: string | null }
  | { kind: 'pending'; requestId: string }
  | { kind: 'rejected'; requestId: string; rejectionReason: string | null }
  | { kind: 'none' };

export function itemStanding(item: Pick<Item, 'in_stack' | 'stack_id' | 'request'>): ItemStanding {
  if (item.in_stack === IN_STACK) return { kind: 'in-stack', stackId: item.stack_id };
  if (item.in_stack === 'pending' && item.request) return { kind: 'pending', requestId: item.request.id };
  if (item.request?.status === 'rejected') {
    return { kind: 'rejected', requestId: item.request.id, rejectionReason: item.request.rejection_reason };
  }
  return { kind: 'none' };
}
