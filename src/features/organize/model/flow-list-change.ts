/**
 * How a change to discovered apps shows in a cached page of `GET /flows/` before the server answers:
 * a changed row is replaced, or leaves the page when it no longer matches the page's filters; a
 * merged-away row leaves it; the summary moves by what the change adds or takes away.
 */
import type { Flow, FlowList, FlowListQuery, FlowSummary } from '../api/schemas';

const DAY_MS = 86_400_000;

/** Whether `flow` belongs on a page read with `query` (the keyword is the server's to judge). */
export function matchesListQuery(flow: Flow, query: FlowListQuery): boolean {
  const status = query.status ?? 'open';
  if (status === 'open' ? flow.status === 'ignored' : status !== 'all' && flow.status !== status)
    return false;
  if (query.unmapped && flow.app !== null) return false;
  if (query.source && !flow.sources.includes(query.source)) return false;
  if (query.type && !flow.types.includes(query.type)) return false;
  return true;
}

/** What one flow adds to the summary; `now` dates "this week". */
export function summaryShare(flow: Flow, now: number): FlowSummary {
  return {
    new_this_week: now - Date.parse(flow.first_seen) <= 7 * DAY_MS ? 1 : 0,
    awaiting_review: flow.status === 'new' || flow.status === 'in_review' ? 1 : 0,
    unmapped: flow.app === null && flow.status !== 'ignored' ? 1 : 0,
  };
}

function moveSummary(summary: FlowSummary, before: Flow[], after: Flow[], now: number): FlowSummary {
  const next = { ...summary };
  for (const key of Object.keys(next) as (keyof FlowSummary)[]) {
    const taken = before.reduce((sum, flow) => sum + summaryShare(flow, now)[key], 0);
    const added = after.reduce((sum, flow) => sum + summaryShare(flow, now)[key], 0);
    next[key] = Math.max(0, next[key] - taken + added);
  }
  return next;
}

/**
 * A page after `changed` (rows as they will be) replaced their former selves and `removed` ids left.
 * `before` holds every affected row as it was, wherever it is cached, so the summary moves once per
 * flow even when the flow is on another page.
 */
export function changeFlowList(
  list: FlowList,
  query: FlowListQuery,
  change: { before: Flow[]; changed: Flow[]; removed?: string[]; now: number },
): FlowList {
  const changed = new Map(change.changed.map((flow) => [flow.id, flow]));
  const removed = new Set(change.removed ?? []);
  let count = list.count;
  const rows: Flow[] = [];
  for (const row of list.rows) {
    const next = changed.get(row.id) ?? row;
    if (removed.has(row.id) || !matchesListQuery(next, query)) count -= 1;
    else rows.push(next);
  }
  return {
    ...list,
    rows,
    count: Math.max(rows.length, count),
    summary: moveSummary(list.summary, change.before, change.changed, change.now),
  };
}

/** Two rows of one app seen by two sources, as one row: the sums, the union, the wider dates. */
export function mergedFlow(kept: Flow, other: Flow): Flow {
  return {
    ...kept,
    app: kept.app ?? other.app,
    owner: kept.owner ?? other.owner,
    sources: [...new Set([...kept.sources, ...other.sources])],
    types: [...new Set([...kept.types, ...other.types])],
    users: kept.users + other.users,
    sign_ins_30d: kept.sign_ins_30d + other.sign_ins_30d,
    events: kept.events + other.events,
    first_seen: kept.first_seen < other.first_seen ? kept.first_seen : other.first_seen,
    last_seen: kept.last_seen > other.last_seen ? kept.last_seen : other.last_seen,
  };
}
