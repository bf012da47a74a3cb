/**
 * What the discovered apps' list makes of its URL state: its filters and the API query it asks for.
 * Kept apart from the search schema, which the entry chunk carries for the route's validation.
 */
import { toListQuery } from '@/lib/list-query';
import type { FlowListQuery } from '../api/schemas';
import type { FlowSearch } from './flow-search';

/** The search's filters: a change to one starts the list again at its first page. */
export const FLOW_FILTERS = ['keyword', 'source', 'type', 'status', 'unmapped'] as const;

/**
 * The list page a search asks for (`GET /flows/`). 'all' sources and types are left out; the status
 * is sent unless it is the API's own default (`open`), since its 'all' is a value of its own there.
 */
export function flowListQueryOf(search: FlowSearch): FlowListQuery {
  const { status, unmapped, ...rest } = search;
  return {
    ...toListQuery(rest),
    ...(status === 'open' ? {} : { status }),
    ...(unmapped ? { unmapped } : {}),
  };
}
