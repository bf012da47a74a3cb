/**
 * Savings opportunities and their comments. An opportunity belongs to a tenant, is about one
 * catalogue product (`app_id`) and may have an owner (an account of the tenant). `position` is its
 * place in its status's column on the board: every column is numbered 0, 1, 2, … without gaps, and
 * every write that changes a column renumbers it, so the board never shows two cards at one place.
 *
 * Nothing derived is stored: comment counts are counted and totals summed at read time, so a reply
 * always agrees with the rows held. The tenant's "identified savings" figure is one of those sums.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { commentSchema, opportunitySchema, OPEN_STATUSES } from '@/features/optimize/api/schemas';
import type { OpportunityStatus } from '@/features/optimize/api/schemas';
import { totalsOf } from '@/features/optimize/model/totals';
import { personSchema } from '@/lib/person';

export const opportunityRecordSchema = z.extend(
  z.omit(opportunitySchema, { app: true, owner: true, comment_count: true, can_edit: true }),
  {
    tenant_id: z.string(),
    /** The catalogue product it is about. */
    app_id: z.string(),
    /** An account of the tenant, or nobody yet. */
    owner_id: z.nullable(z.string()),
  },
);
export type OpportunityRecord = z.infer<typeof opportunityRecordSchema>;

export const commentRecordSchema = z.extend(z.omit(commentSchema, { mine: true }), {
  tenant_id: z.string(),
  /** The author as they were when they wrote it; replies prefer the account's current name. */
  author: personSchema,
});
export type CommentRecord = z.infer<typeof commentRecordSchema>;

export const opportunities = new Collection({ schema: opportunityRecordSchema });
export const opportunityComments = new Collection({ schema: commentRecordSchema });

export function findOpportunity(id: string, tenantId: string | null): OpportunityRecord | undefined {
  return opportunities.findFirst((q) => q.where((o) => o.id === id && o.tenant_id === tenantId));
}

export function tenantOpportunities(tenantId: string): OpportunityRecord[] {
  return opportunities.findMany((q) => q.where((o) => o.tenant_id === tenantId));
}

/** Cards of one column in board order (position, then id should two ever share a place). */
export function columnOf(tenantId: string, status: OpportunityStatus): OpportunityRecord[] {
  return opportunities
    .findMany((q) => q.where((o) => o.tenant_id === tenantId && o.status === status))
    .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Numbers `cards` 0, 1, 2, … in the order given, writing only the ones whose place changed. */
export async function renumber(cards: readonly Pick<OpportunityRecord, 'id' | 'position'>[]): Promise<void> {
  for (const [position, card] of cards.entries()) {
    if (card.position === position) continue;
    await opportunities.update((q) => q.where((o) => o.id === card.id), {
      data(row) {
        row.position = position;
      },
    });
  }
}

let writes: Promise<unknown> = Promise.resolve();

/**
 * Runs writes that renumber columns one after another. Each reads a column and then writes its
 * new numbering over several awaits; two interleaved (two quick drags on the board) would number
 * a column twice.
 */
export function oneAtATime<T>(write: () => Promise<T>): Promise<T> {
  const run = writes.then(write, write);
  writes = run.catch(() => undefined);
  return run;
}

/** How many comments each opportunity has, in one pass. */
export function commentCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const comment of opportunityComments.all()) {
    counts.set(comment.opportunity_id, (counts.get(comment.opportunity_id) ?? 0) + 1);
  }
  return counts;
}

/**
 * A tenant's identified savings: Σ savings_potential of its open opportunities (Identified, In
 * review, Negotiating), to the cent. Realised ones have been had; dismissed ones were let go.
 */
export function identifiedSavings(tenantId: string): number {
  const open = opportunities.findMany((q) =>
    q.where((o) => o.tenant_id === tenantId && OPEN_STATUSES.includes(o.status)),
  );
  return totalsOf(open).value;
}
