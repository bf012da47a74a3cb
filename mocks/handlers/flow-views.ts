/**
 * Flows as the API shows them: a record's decisions with its figures read from its events
 * (fixtures/flows.ts), the people behind it, and the summary over a tenant's rows.
 */
import {
  FLOW_TYPES,
  type Flow,
  type FlowEvent,
  type FlowSummary,
  type FlowUser,
} from '@/features/organize/api/schemas';
import type { Person } from '@/lib/person';
import { accounts, tenantFlows, type Account, type FlowRecord } from '../db';
import { flowCounts, type NormalEvent } from '../fixtures/flow-derivation';
import { groupsOf } from '../fixtures/flows';
import { summaryShare } from '@/features/organize/model/flow-list-change';
import { contractAppOf } from './contract-views';
import { personOf } from './opportunity-views';

/** The tenant's people by lower-case e-mail, and by id. */
export interface People {
  byEmail: ReadonlyMap<string, Account>;
  byId: ReadonlyMap<string, Account>;
}

export function peopleOf(tenantId: string): People {
  const rows = accounts.findMany((q) => q.where((a) => a.tenant_id === tenantId));
  return {
    byEmail: new Map(rows.map((a) => [a.email.toLowerCase(), a])),
    byId: new Map(rows.map((a) => [a.user_id, a])),
  };
}

/** A person the logs name: the tenant's user with that address, or the bare address. */
export function personFor(email: string, people: People): Person {
  const account = people.byEmail.get(email);
  return account ? personOf(account) : { user_id: '', first_name: '', last_name: '', email, avatar: null };
}

export function flowOf(record: FlowRecord, people: People, now: number): Flow {
  const counts = flowCounts(groupsOf(record), now);
  const owner = record.owner_id === null ? undefined : people.byId.get(record.owner_id);
  return {
    id: record.id,
    name: record.name,
    domain: record.domain,
    publisher: record.publisher,
    app: record.app_id === null ? null : contractAppOf(record.app_id),
    sources: counts?.sources ?? [],
    types: counts?.types ?? [],
    users: counts?.users ?? 0,
    sign_ins_30d: counts?.sign_ins_30d ?? 0,
    events: counts?.events ?? 0,
    first_seen: counts?.first_seen ?? record.reviewed_at ?? new Date(0).toISOString(),
    last_seen: counts?.last_seen ?? record.reviewed_at ?? new Date(0).toISOString(),
    status: record.status,
    owner: owner ? personOf(owner) : null,
    reviewed_at: record.reviewed_at,
  };
}

/** Every row of the tenant as shown now. */
export function tenantFlowViews(tenantId: string, now: number): { record: FlowRecord; flow: Flow }[] {
  const people = peopleOf(tenantId);
  return tenantFlows(tenantId).map((record) => ({ record, flow: flowOf(record, people, now) }));
}

/** The figures above the list: the app's own rule for what one flow adds, summed. */
export function summaryOf(rows: readonly Flow[], now: number): FlowSummary {
  const summary: FlowSummary = { new_this_week: 0, awaiting_review: 0, unmapped: 0 };
  for (const flow of rows) {
    const share = summaryShare(flow, now);
    summary.new_this_week += share.new_this_week;
    summary.awaiting_review += share.awaiting_review;
    summary.unmapped += share.unmapped;
  }
  return summary;
}

export function typesOf(rows: readonly Flow[]) {
  const seen = new Set(rows.flatMap((f) => f.types));
  return FLOW_TYPES.filter((t) => seen.has(t));
}

/** The people behind a row: each their first and last event, sign-ins and sources; most sign-ins first. */
export function flowUsersOf(record: FlowRecord, people: People): FlowUser[] {
  const byEmail = new Map<
    string,
    { first: number; last: number; signIns: number; sources: Set<Flow['sources'][number]> }
  >();
  for (const group of groupsOf(record)) {
    for (const user of group.users.values()) {
      const seen = byEmail.get(user.email);
      if (seen) {
        seen.first = Math.min(seen.first, user.first);
        seen.last = Math.max(seen.last, user.last);
        seen.signIns += user.signIns;
        seen.sources.add(group.source);
      } else {
        byEmail.set(user.email, { ...user, sources: new Set([group.source]) });
      }
    }
  }
  return [...byEmail.entries()]
    .sort(([ea, a], [eb, b]) => b.signIns - a.signIns || b.last - a.last || (ea < eb ? -1 : ea > eb ? 1 : 0))
    .map(([email, u]) => ({
      user: personFor(email, people),
      first_seen: new Date(u.first).toISOString(),
      last_seen: new Date(u.last).toISOString(),
      sign_ins: u.signIns,
      sources: (['azure', 'google', 'okta'] as const).filter((s) => u.sources.has(s)),
    }));
}

/** A row's events, newest first, over all its groups. */
export function flowEventsOf(record: FlowRecord): NormalEvent[] {
  const events = groupsOf(record).flatMap((g) => g.events);
  return events.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export function flowEventOf(e: NormalEvent, people: People): FlowEvent {
  return {
    id: e.id,
    source: e.source,
    time: e.time,
    user_email: e.user_email,
    user: people.byEmail.has(e.user_email) ? personFor(e.user_email, people) : null,
    event: e.event,
    type: e.type,
    outcome: e.outcome,
    client: e.client,
    ip_address: e.ip_address,
    location: e.location,
    scopes: e.scopes,
  };
}
