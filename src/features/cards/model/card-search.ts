/**
 * The card list's state in the URL (`/cards`): the search text, the status, holder and app filters,
 * the order and the page. Every value has a default that stays out of the URL; a value that does not
 * parse falls back to it instead of failing the page. Route validation runs in the entry chunk, so
 * this imports only the cards' URL vocabulary (`api/list-words.ts`), never the payload schemas.
 */
import type * as z from 'zod/mini';
import { choiceParam, idParam, keywordParam, listSearch, orderParams, pageParams } from '@/lib/list-search';
import { CARD_ORDER_FIELDS, CARD_STATUSES } from '../api/list-words';

/** A status filter's values: every status, or one. */
export const CARD_STATUS_FILTERS = ['all', ...CARD_STATUSES] as const;

/** By name, A to Z. */
export const { schema: cardSearchSchema, defaults: CARD_SEARCH_DEFAULTS } = listSearch({
  keyword: keywordParam(),
  status: choiceParam(CARD_STATUS_FILTERS, 'all'),
  /** A holder's user id; '' is every holder. */
  holder: idParam(),
  /** A catalogue app's id; '' is every app. */
  app: idParam(),
  ...orderParams(CARD_ORDER_FIELDS, 'name', 'asc'),
  ...pageParams(),
});
export type CardSearch = z.output<typeof cardSearchSchema>;
