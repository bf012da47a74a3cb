/**
 * Apps discovered from sign-in logs ("flows"): one record per row of Organize, holding what people
 * decide (status, catalogue product, owner) and which groups of log events it is made of. Counts
 * are never stored: they are read from the events (fixtures/flows.ts) whenever a flow is shown.
 *
 * The seed's records are made on a tenant's first flows call (`ensureFlows`); a sync that finds new
 * events stores a `flowImports` record, from which its events are generated again on every read.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import type { FlowSource, FlowStatus } from '@/features/organize/api/schemas';

/** A field typed by the contract's word list without loading the contract's schemas. */
const word = <T extends string>() => z.custom<T>((value) => typeof value === 'string');

export const flowRecordSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  /** The groups of events (`<source>:<the source's app id>`) it is made of; a merge joins two lists. */
  keys: z.array(z.string()),
  name: z.string(),
  domain: z.nullable(z.string()),
  publisher: z.nullable(z.string()),
  app_id: z.nullable(z.string()),
  status: word<FlowStatus>(),
  owner_id: z.nullable(z.string()),
  reviewed_at: z.nullable(z.string()),
  /** The flow it was merged into: kept (not deleted) so a restored session never makes it again. */
  merged_into: z.nullable(z.string()),
});
export type FlowRecord = z.infer<typeof flowRecordSchema>;

/** One successful audit-log sync of a source: the window its events were read from. */
export const flowImportRecordSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  source: word<FlowSource>(),
  /** 1 for the source's first sync after the seed, and so on. */
  number: z.number(),
  from: z.string(),
  to: z.string(),
});
export type FlowImportRecord = z.infer<typeof flowImportRecordSchema>;

export const flows = new Collection({ schema: flowRecordSchema });
export const flowImports = new Collection({ schema: flowImportRecordSchema });

/** The tenant's rows (merged-away ones left out). */
export function tenantFlows(tenantId: string): FlowRecord[] {
  return flows.findMany((q) => q.where((f) => f.tenant_id === tenantId && f.merged_into === null));
}

/** A row of `tenantId`; another tenant's, or one merged away, does not exist. */
export function findFlow(id: string, tenantId: string | null): FlowRecord | undefined {
  return flows.findFirst((q) =>
    q.where((f) => f.id === id && f.tenant_id === tenantId && f.merged_into === null),
  );
}

export function tenantFlowImports(tenantId: string): FlowImportRecord[] {
  return flowImports
    .findMany((q) => q.where((i) => i.tenant_id === tenantId))
    .sort((a, b) => a.source.localeCompare(b.source) || a.number - b.number);
}

/**
 * Catalogue products the tenant uses because a discovered app of theirs was approved, beyond
 * `besides` (the products it has contracts for, already counted).
 */
export function approvedFlowProducts(tenantId: string, besides: ReadonlySet<string>): string[] {
  const ids = new Set<string>();
  for (const flow of tenantFlows(tenantId)) {
    if (flow.status === 'approved' && flow.app_id !== null && !besides.has(flow.app_id)) ids.add(flow.app_id);
  }
  return [...ids];
}
