/**
 * How contracts, documents and seats look to a caller, and the figures derived from them at read
 * time: a contract's cost in its tenant's currency, its cancel-by date, the seats used of its app,
 * the tenant's spend and renewals, the usage of each app. "Today" is the current UTC day; the seed
 * is made relative to the same day, so its facts hold on the day it is made.
 */
import type { Contract, ContractApp, ContractDocument } from '@/features/contracts/api/schemas';
import { cancelByDate, daysBetween, monthOf, roundCents, utcToday } from '@/lib/calendar';
import type { SeatCounts, SeatHolder, UtilisationMonth } from '@/features/licenses/api/schemas';
import {
  approvedFlowProducts,
  catalogueIndex,
  documentCounts,
  findTenantById,
  seatHoldersOf,
  tenantContracts,
  tenantSeatAssignments,
  type Account,
  type ContractRecord,
  type DocumentRecord,
  type SeatAssignmentRecord,
  type SeatHolderRecord,
} from '../db';
import { convertAmount } from '../fixtures/reference-data';
import { fnv1a32 } from '../hash';
import { accountsById, personOf } from './opportunity-views';
import { productRecordOf } from './reach-views';
import { idleFor, isActiveAfterIdle } from './seat-activity';

export function tenantCurrency(tenantId: string): string {
  return findTenantById(tenantId)?.currency ?? 'GBP';
}

/** Running on `day`: started on or before it and ending on or after it. */
export const isRunning = (c: Pick<ContractRecord, 'start_date' | 'end_date'>, day = utcToday()): boolean =>
  c.start_date <= day && day <= c.end_date;

export function contractAppOf(appId: string): ContractApp {
  const product = productRecordOf(appId);
  const vendor = catalogueIndex().vendorById.get(product.vendor_id)?.name ?? '';
  return { id: product.id, name: product.name, slug: product.slug, vendor };
}

/** What replies about a tenant's contracts need once. */
export interface ContractContext {
  currency: string;
  people: ReadonlyMap<string, Account>;
  documents: ReadonlyMap<string, number>;
  /** Seats assigned per app id. */
  seatsUsed: ReadonlyMap<string, number>;
}

export function contractContext(tenantId: string, records: readonly ContractRecord[]): ContractContext {
  const owners = records.flatMap((r) => (r.owner_id === null ? [] : [r.owner_id]));
  const seatsUsed = new Map(tenantSeatAssignments(tenantId).map((s) => [s.app_id, seatHoldersOf(s).length]));
  return {
    currency: tenantCurrency(tenantId),
    people: accountsById(owners),
    documents: documentCounts(tenantId),
    seatsUsed,
  };
}

export const costInTenant = (c: ContractRecord, currency: string): number =>
  convertAmount(c.annual_cost, c.currency, currency);

export function contractOf(record: ContractRecord, context: ContractContext): Contract {
  const owner = record.owner_id === null ? undefined : context.people.get(record.owner_id);
  return {
    id: record.id,
    app: contractAppOf(record.app_id),
    owner: owner ? personOf(owner) : null,
    start_date: record.start_date,
    end_date: record.end_date,
    notice_days: record.notice_days,
    cancel_by: cancelByDate(record.end_date, record.notice_days),
    billing_frequency: record.billing_frequency,
    annual_cost: record.annual_cost,
    currency: record.currency,
    annual_cost_tenant: costInTenant(record, context.currency),
    auto_renew: record.auto_renew,
    seats: record.seats,
    seats_used: context.seatsUsed.get(record.app_id) ?? 0,
    document_count: context.documents.get(record.id) ?? 0,
    notes: record.notes,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

export function contractFor(record: ContractRecord): Contract {
  return contractOf(record, contractContext(record.tenant_id, [record]));
}

export function documentOf(record: DocumentRecord): ContractDocument {
  const { id, contract_id, name, size, content_type, uploaded_by, uploaded_at } = record;
  return {
    id,
    contract_id,
    name,
    size,
    content_type,
    uploaded_by,
    uploaded_at,
    url: `uploads/${id}/download/`,
  };
}

// ---- tenant figures ------------------------------------------------------------------------------

/** End date within the next `days` days, today included. */
export const endsWithin = (c: Pick<ContractRecord, 'end_date'>, days: number, day = utcToday()): boolean =>
  c.end_date >= day && daysBetween(day, c.end_date) <= days;

/** Σ annual_cost_tenant of the contracts running today, to the cent. */
export function annualSpend(tenantId: string): number {
  const currency = tenantCurrency(tenantId);
  const day = utcToday();
  return roundCents(
    tenantContracts(tenantId)
      .filter((c) => isRunning(c, day))
      .reduce((sum, c) => sum + costInTenant(c, currency), 0),
  );
}

// ---- usage ---------------------------------------------------------------------------------------

export { activeWithin, INACTIVE_AFTER_DAYS } from './seat-activity';

export interface AppUsage {
  appId: string;
  contracts: ContractRecord[];
  counts: SeatCounts;
  /** Annual cost of one seat in the tenant's currency. */
  seatCost: number;
  holders: SeatHolderRecord[];
}

/**
 * Apps the tenant uses without a contract: the products of its approved discovered apps (Organize).
 * They count among its apps in use and show in Usage with no seats.
 */
export function appsInUseWithoutContract(tenantId: string): string[] {
  return approvedFlowProducts(tenantId, new Set(tenantContracts(tenantId).map((c) => c.app_id)));
}

/** Every app the tenant has contracts for, with its seat counts, and its approved discovered apps (by app name). */
export function tenantUsage(tenantId: string): AppUsage[] {
  const currency = tenantCurrency(tenantId);
  const day = utcToday();
  const now = Date.now();
  const byApp = new Map<string, ContractRecord[]>();
  for (const c of tenantContracts(tenantId)) byApp.set(c.app_id, [...(byApp.get(c.app_id) ?? []), c]);
  for (const appId of appsInUseWithoutContract(tenantId)) byApp.set(appId, []);
  const seats = new Map<string, SeatAssignmentRecord>(
    tenantSeatAssignments(tenantId).map((s) => [s.app_id, s]),
  );
  return [...byApp.entries()]
    .map(([appId, list]) => {
      const running = list.filter((c) => isRunning(c, day));
      const licensed = running.reduce((n, c) => n + c.seats, 0);
      const cost = running.reduce((n, c) => n + costInTenant(c, currency), 0);
      const record = seats.get(appId);
      const holders = record ? seatHoldersOf(record) : [];
      return {
        appId,
        contracts: list,
        holders,
        seatCost: licensed > 0 ? roundCents(cost / licensed) : 0,
        counts: {
          licensed,
          assigned: holders.length,
          ...activeCounts(holders, now),
        },
      };
    })
    .sort((a, b) => byName().compare(productRecordOf(a.appId).name, productRecordOf(b.appId).name));
}

// `localeCompare(b, 'en')` builds a collator for every comparison; one, made on first use, does not.
let nameCollator: Intl.Collator | undefined;
const byName = () => (nameCollator ??= new Intl.Collator('en'));

/** Holders active in the last 30, 60 and 90 days (`activeWithin`), each one's date parsed once. */
function activeCounts(holders: readonly { last_active_at: string | null }[], now: number) {
  const counts = { active_30: 0, active_60: 0, active_90: 0 };
  for (const holder of holders) {
    const idle = idleFor(holder, now);
    if (isActiveAfterIdle(idle, 90)) counts.active_90 += 1;
    if (isActiveAfterIdle(idle, 60)) counts.active_60 += 1;
    if (isActiveAfterIdle(idle, 30)) counts.active_30 += 1;
  }
  return counts;
}

/**
 * The last 12 months of utilisation, oldest first, ending with today's counts: seats bought stay
 * at today's, activity climbs towards today's by a steady, app-specific wobble.
 */
export function utilisationTrend(appId: string, counts: SeatCounts): UtilisationMonth[] {
  const day = utcToday();
  const seed = fnv1a32(`trend:${appId}`);
  return Array.from({ length: 12 }, (_, i) => {
    const month = monthOf(day, i - 11);
    if (i === 11) return { month, licensed: counts.licensed, active: counts.active_30 };
    const wobble = (((seed >>> (i * 2)) & 0xf) - 7.5) / 100;
    const share = 0.82 + (0.18 * i) / 11 + wobble;
    return {
      month,
      licensed: counts.licensed,
      active: Math.min(counts.licensed, Math.round(counts.active_30 * share)),
    };
  });
}

/** Holders as the API shows them (people whose account is gone are left out), longest idle first. */
export function holdersOf(holders: readonly SeatHolderRecord[]): SeatHolder[] {
  const people = accountsById(holders.map((h) => h.user_id));
  return holders
    .flatMap((h) => {
      const account = people.get(h.user_id);
      return account
        ? [{ user: personOf(account), last_active_at: h.last_active_at, assigned_at: h.assigned_at }]
        : [];
    })
    .sort(
      (a, b) =>
        (a.last_active_at ?? '').localeCompare(b.last_active_at ?? '') ||
        a.user.last_name.localeCompare(b.user.last_name, 'en') ||
        a.user.user_id.localeCompare(b.user.user_id),
    );
}

/** (Σ licensed − Σ active_30) / Σ licensed × 100, to one decimal (0 with nothing licensed). */
export function unusedLicencesPct(tenantId: string): number {
  let licensed = 0;
  let active = 0;
  for (const app of tenantUsage(tenantId)) {
    licensed += app.counts.licensed;
    active += app.counts.active_30;
  }
  return licensed === 0 ? 0 : Math.round(((licensed - active) / licensed) * 1000) / 10;
}

/** Contracts whose end date is within the next 90 days, today included. */
export function renewalsIn90Days(tenantId: string): number {
  const day = utcToday();
  return tenantContracts(tenantId).filter((c) => endsWithin(c, 90, day)).length;
}
