/**
 * The contract list's state in the URL (`/contracts`): the search text, the owner, renewal-window,
 * auto-renew and currency filters, the order and the page. Every value has a default that stays out
 * of the URL; a value that does not parse falls back to it instead of failing the page.
 */
import type * as z from 'zod/mini';
import {
  choiceParam,
  keywordParam,
  listSearch,
  orderParam,
  pageParams,
  pageSizes,
  textParam,
  toListQuery,
} from '@/lib/list-search';
import {
  AUTO_RENEW_FILTERS,
  CONTRACT_CURRENCIES,
  CONTRACT_ORDER_FIELDS,
  RENEWAL_WINDOWS,
  type ContractCurrency,
} from '../api/fields';

export const CONTRACT_PAGE_SIZES = pageSizes([10, 25, 50, 100], 25);

const ID_MAX_LENGTH = 64;

/** The soonest renewal first: the list leads with what needs a decision. */
const contractSearch = listSearch({
  keyword: keywordParam(),
  /** An owner's user id; '' is every owner. */
  owner: textParam(ID_MAX_LENGTH),
  /** An app (catalogue product) id, as License Management links to its contracts; '' is every app. */
  app: textParam(ID_MAX_LENGTH),
  window: choiceParam(RENEWAL_WINDOWS, 'all'),
  auto_renew: choiceParam(AUTO_RENEW_FILTERS, 'all'),
  currency: choiceParam(['all', ...CONTRACT_CURRENCIES] as const, 'all'),
  order_by: choiceParam(CONTRACT_ORDER_FIELDS, 'end_date'),
  order: orderParam('asc'),
  ...pageParams(CONTRACT_PAGE_SIZES),
});
export const contractSearchSchema = contractSearch.schema;
export const CONTRACT_SEARCH_DEFAULTS = contractSearch.defaults;
export type ContractSearch = z.output<typeof contractSearchSchema>;

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

/** The renewals calendar's state in the URL: month grid or list, and the month shown (`YYYY-MM`). */
export const RENEWAL_VIEWS = ['month', 'list'] as const;
const renewalsSearch = listSearch({
  view: choiceParam(RENEWAL_VIEWS, 'month'),
  /** '' is the current month. */
  month: textParam(7),
});
export const renewalsSearchSchema = renewalsSearch.schema;
export const RENEWALS_SEARCH_DEFAULTS = renewalsSearch.defaults;
export type RenewalsSearch = z.output<typeof renewalsSearchSchema>;
