/**
 * What the contract list makes of its URL state: its filters and the API query it asks for. Kept apart from the search schema, which the entry chunk carries for
 * the route's validation, so the entry holds only what validation needs.
 */
import { toListQuery } from '@/lib/list-query';
import type { ContractSearch } from './contract-search';

/** The search's filters: a change to one starts the list again at its first page. */
export const CONTRACT_FILTERS = ['keyword', 'owner', 'app', 'window', 'auto_renew', 'currency'] as const;

/** The list page a search asks for (`GET /contracts/`); 'all' and '' filters are left out. */
export function contractListQueryOf(search: ContractSearch) {
  return toListQuery(search);
}
