/**
 * The discovered apps' list in the URL (`/organize`): the search text, the source, type and status
 * filters, "not in the catalogue", the order and the page. Every value has a default that stays out
 * of the URL; a value that does not parse falls back to it instead of failing the page. Route
 * validation runs in the entry chunk, so this imports only Organize's URL vocabulary
 * (`api/list-words.ts`), never the payload schemas.
 */
import type * as z from 'zod/mini';
import { choiceParam, flagParam, keywordParam, listSearch, orderParams, pageParams } from '@/lib/list-search';
import { FLOW_ORDER_FIELDS, FLOW_SOURCES, FLOW_STATUS_FILTERS, FLOW_TYPES } from '../api/list-words';

/** By name, A to Z; everything but ignored apps. */
export const { schema: flowSearchSchema, defaults: FLOW_SEARCH_DEFAULTS } = listSearch({
  keyword: keywordParam(),
  source: choiceParam(['all', ...FLOW_SOURCES], 'all'),
  type: choiceParam(['all', ...FLOW_TYPES], 'all'),
  status: choiceParam(FLOW_STATUS_FILTERS, 'open'),
  /** Only apps not in the catalogue. */
  unmapped: flagParam(),
  ...orderParams(FLOW_ORDER_FIELDS, 'name', 'asc'),
  ...pageParams(),
});
export type FlowSearch = z.output<typeof flowSearchSchema>;
