/**
 * Contracts, their documents and the seats of each app. A contract belongs to a tenant and is for
 * one catalogue product (`app_id`); its cost is stored in its own currency only. Everything
 * derived is computed at read time (the cost in the tenant's currency, the cancel-by date, the
 * seats used, the document count, the tenant's spend and renewal figures), so a reply always
 * agrees with the rows held.
 *
 * Seats are held per app, not per contract: one record per tenant and app lists who holds a seat
 * (an app's contracts share them). A document's bytes live in memory only (`documentBytes`), never
 * in the persisted collections: an upload lasts until the page reloads; seeded documents have
 * stand-in contents generated on download.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { BILLING_FREQUENCIES, CONTRACT_CURRENCIES } from '@/features/contracts/api/schemas';
import { personSchema } from '@/lib/person';

export const contractRecordSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  /** The catalogue product it is for. */
  app_id: z.string(),
  /** An account of the tenant, or nobody. */
  owner_id: z.nullable(z.string()),
  start_date: z.string(),
  end_date: z.string(),
  notice_days: z.number(),
  billing_frequency: z.enum(BILLING_FREQUENCIES),
  /** In `currency`. */
  annual_cost: z.number(),
  currency: z.enum(CONTRACT_CURRENCIES),
  auto_renew: z.boolean(),
  seats: z.number(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContractRecord = z.infer<typeof contractRecordSchema>;

export const documentRecordSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  contract_id: z.string(),
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
  uploaded_by: personSchema,
  uploaded_at: z.string(),
  /** Seeded: its contents are generated on download rather than kept. */
  seeded: z.boolean(),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

export const seatHolderRecordSchema = z.object({
  user_id: z.string(),
  assigned_at: z.string(),
  /** Last activity in the app; null: never used it. */
  last_active_at: z.nullable(z.string()),
});
export type SeatHolderRecord = z.infer<typeof seatHolderRecordSchema>;

/**
 * Who holds a seat of one app in one tenant. The holders are stored as text, one
 * `user_id assigned_at last_active_at` line each (`-` for never active): Acme has about 19,500 of
 * them, and as objects each was copied and validated on insert, which made seeding them the slowest
 * part of the demo's start. Read them with `seatHoldersOf`, write them with `encodeSeatHolders`.
 */
export const seatAssignmentRecordSchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  app_id: z.string(),
  holders: z.string(),
});
export type SeatAssignmentRecord = z.infer<typeof seatAssignmentRecordSchema>;

const NEVER = '-';

export function encodeSeatHolders(holders: readonly SeatHolderRecord[]): string {
  return holders.map((h) => `${h.user_id} ${h.assigned_at} ${h.last_active_at ?? NEVER}`).join('\n');
}

/** Decoded once per stored record (an update stores a new record object). */
const decoded = new WeakMap<object, SeatHolderRecord[]>();

export function seatHoldersOf(record: Pick<SeatAssignmentRecord, 'holders'>): SeatHolderRecord[] {
  let holders = decoded.get(record);
  if (!holders) {
    holders = record.holders
      ? record.holders.split('\n').map((line) => {
          const [user_id = '', assigned_at = '', last = NEVER] = line.split(' ');
          return { user_id, assigned_at, last_active_at: last === NEVER ? null : last };
        })
      : [];
    decoded.set(record, holders);
  }
  return holders;
}

export const contracts = new Collection({ schema: contractRecordSchema });
export const contractDocuments = new Collection({ schema: documentRecordSchema });
export const seatAssignments = new Collection({ schema: seatAssignmentRecordSchema });

/** Uploaded files' bytes by document id (in memory only: see the header). */
export const documentBytes = new Map<string, Uint8Array>();

export function tenantContracts(tenantId: string): ContractRecord[] {
  return contracts.findMany((q) => q.where((c) => c.tenant_id === tenantId));
}

export function findContract(id: string, tenantId: string | null): ContractRecord | undefined {
  return contracts.findFirst((q) => q.where((c) => c.id === id && c.tenant_id === tenantId));
}

export function findDocument(id: string, tenantId: string | null): DocumentRecord | undefined {
  return contractDocuments.findFirst((q) => q.where((d) => d.id === id && d.tenant_id === tenantId));
}

/** How many documents each contract has, in one pass. */
export function documentCounts(tenantId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of contractDocuments.findMany((q) => q.where((row) => row.tenant_id === tenantId))) {
    counts.set(d.contract_id, (counts.get(d.contract_id) ?? 0) + 1);
  }
  return counts;
}

export function tenantSeatAssignments(tenantId: string): SeatAssignmentRecord[] {
  return seatAssignments.findMany((q) => q.where((s) => s.tenant_id === tenantId));
}

export function findSeatAssignment(tenantId: string, appId: string): SeatAssignmentRecord | undefined {
  return seatAssignments.findFirst((q) => q.where((s) => s.tenant_id === tenantId && s.app_id === appId));
}
