/**
 * The contract list's state in the URL (`/contracts`): the search text, the owner, renewal-window,
 * auto-renew and currency filters, the order and the page. Every value has a default that stays out
 * of the URL; a value that does not parse falls back to it instead of failing the page.
 */
import type * as z from 'zod/mini';
import {
  choiceParam,
  idParam,
  keywordParam,
  listSearch,
  orderParams,
  pageParams,
  textParam,
} from '@/lib/list-search';
import {
  AUTO_RENEW_FILTERS,
  CONTRACT_CURRENCIES,
  CONTRACT_ORDER_FIELDS,
  RENEWAL_WINDOWS,
} from '../api/list-words';

/** The soonest renewal first: the list leads with what needs a decision. */
export const { schema: contractSearchSchema, defaults: CONTRACT_SEARCH_DEFAULTS } = listSearch({
  keyword: keywordParam(),
  /** An owner's user id; '' is every owner. */
  owner: idParam(),
  /** An app (catalogue product) id, as License Management links to its contracts; '' is every app. */
  app: idParam(),
  window: choiceParam(RENEWAL_WINDOWS, 'all'),
  auto_renew: choiceParam(AUTO_RENEW_FILTERS, 'all'),
  currency: choiceParam(['all', ...CONTRACT_CURRENCIES] as const, 'all'),
  ...orderParams(CONTRACT_ORDER_FIELDS, 'end_date', 'asc'),
  ...pageParams(),
});
export type ContractSearch = z.output<typeof contractSearchSchema>;

/** The renewals calendar's state in the URL: month grid or list, and the month shown (`YYYY-MM`). */
export const RENEWAL_VIEWS = ['month', 'list'] as const;
export const { schema: renewalsSearchSchema, defaults: RENEWALS_SEARCH_DEFAULTS } = listSearch({
  view: choiceParam(RENEWAL_VIEWS, 'month'),
  /** '' is the current month. */
  month: textParam(7),
});
export type RenewalsSearch = z.output<typeof renewalsSearchSchema>;
