/**
 * What the contract list makes of its URL state: whether it is filtered, the filters cleared, and
 * the API query it asks for. Kept apart from the search schema, which the entry chunk carries for
 * the route's validation, so the entry holds only what validation needs.
 */
import { toListQuery } from '@/lib/list-search';
import type { ContractCurrency } from '../api/list-words';
import { CONTRACT_SEARCH_DEFAULTS, type ContractSearch } from './contract-search';

const FILTERS = ['keyword', 'owner', 'app', 'window', 'auto_renew', 'currency'] as const;

/** Whether the search narrows the list (a keyword or a filter), so an empty page is the filter's doing. */
export function isFiltered(search: Pick<ContractSearch, (typeof FILTERS)[number]>): boolean {
  return FILTERS.some((name) => search[name] !== CONTRACT_SEARCH_DEFAULTS[name]);
}

/** The filters back at their defaults (and the first page). */
export function clearedFilters(): Partial<ContractSearch> {
  return {
    keyword: CONTRACT_SEARCH_DEFAULTS.keyword,
    owner: CONTRACT_SEARCH_DEFAULTS.owner,
    app: CONTRACT_SEARCH_DEFAULTS.app,
    window: CONTRACT_SEARCH_DEFAULTS.window,
    auto_renew: CONTRACT_SEARCH_DEFAULTS.auto_renew,
    currency: CONTRACT_SEARCH_DEFAULTS.currency,
    page: 1,
  };
}

/** The list page a search asks for (`GET /contracts/`); 'all' and '' filters are left out. */
export function contractListQueryOf(search: ContractSearch) {
  const { keyword, owner, app, window, auto_renew, currency, order_by, order, skip, top } =
    toListQuery(search);
  return {
    keyword,
    owner,
    app,
    window,
    auto_renew,
    currency: currency as ContractCurrency | undefined,
    order_by,
    order,
    skip,
    top,
  };
}
