/**
 * Which cached lists an opportunity belongs to. Optimistic writes use it to decide which lists (and
 * totals) a row joins or leaves; the server's next read is the final word.
 */
import { OPEN_STATUSES, type OpportunityStatus, type StatusFilter } from '../api/list-words';
import type { Opportunity, OpportunityListQuery } from '../api/schemas';

/** Whether a list's status filter (every status, the open ones, or one; none is every) takes `status`. */
export function statusMatches(filter: StatusFilter | undefined, status: OpportunityStatus): boolean {
  if (filter === undefined || filter === 'all') return true;
  if (filter === 'open') return OPEN_STATUSES.includes(status);
  return filter === status;
}

/**
 * Whether an opportunity belongs to the list a query selects: its status filter (every status, the
 * open ones, or one), app, owner and keyword (part of the title or of the app's name, in any case). Optimistic writes use it to decide which cached lists (and totals) a row joins or
 * leaves; the server's next read is the final word.
 */
export function matchesQuery(opportunity: Opportunity, query: OpportunityListQuery): boolean {
  const { status, app, owner } = query;
  if (!statusMatches(status, opportunity.status)) return false;
  if (app && opportunity.app.id !== app) return false;
  if (owner && opportunity.owner?.user_id !== owner) return false;
  const keyword = query.keyword?.trim().toLowerCase();
  if (!keyword) return true;
  return [opportunity.title, opportunity.app.name].some((text) => text.toLowerCase().includes(keyword));
}
