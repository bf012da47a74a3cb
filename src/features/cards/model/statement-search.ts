/**
 * The statements' state in the URL: a card's statement (`/cards/<id>`: period, custom dates, status,
 * page) and the payment account's (`/account/statement`: period, custom dates, page). Every value has
 * a default that stays out of the URL; a value that does not parse falls back to it. Route validation
 * runs in the entry chunk, so this imports only the URL vocabulary (`api/list-words.ts`).
 */
import type * as z from 'zod/mini';
import { choiceParam, dateParam, listSearch, pageParams, pageSizes } from '@/lib/list-search';
import { STATEMENT_PERIODS, TRANSACTION_STATUSES } from '../api/list-words';

export const STATEMENT_PAGE_SIZES = pageSizes([25, 50, 100], 25);

/** The period (last 90 days unless chosen) and, for a custom range, its first and last days. */
const periodParams = {
  period: choiceParam(STATEMENT_PERIODS, 'last_90_days'),
  /** A custom range's first day; '' leaves it open. */
  from: dateParam(),
  /** A custom range's last day; '' is today. */
  to: dateParam(),
};

/** The period filters: a change to one starts the statement again at its first page. */
export const PERIOD_FILTERS = ['period', 'from', 'to'] as const;
export const CARD_STATEMENT_FILTERS = [...PERIOD_FILTERS, 'status'] as const;

export const { schema: cardStatementSearchSchema, defaults: CARD_STATEMENT_SEARCH_DEFAULTS } = listSearch({
  ...periodParams,
  status: choiceParam(['all', ...TRANSACTION_STATUSES] as const, 'all'),
  ...pageParams(STATEMENT_PAGE_SIZES),
});
export type CardStatementSearch = z.output<typeof cardStatementSearchSchema>;

export const { schema: accountStatementSearchSchema, defaults: ACCOUNT_STATEMENT_SEARCH_DEFAULTS } =
  listSearch({ ...periodParams, ...pageParams(STATEMENT_PAGE_SIZES) });
export type AccountStatementSearch = z.output<typeof accountStatementSearchSchema>;
