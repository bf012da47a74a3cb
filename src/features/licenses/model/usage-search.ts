/**
 * The usage table's state in the URL (`/usage`): the search text, the low-utilisation filter and
 * the order. Defaults stay out of the URL; a value that does not parse falls back to its default.
 */
import type * as z from 'zod/mini';
import { choiceParam, keywordParam, listSearch, orderParams } from '@/lib/list-search';
import { LOW_UTILISATION_FILTERS, USAGE_ORDER_FIELDS } from '../api/list-words';

/** The least used apps first: they are where seats can be reclaimed. */
export const { schema: usageSearchSchema, defaults: USAGE_SEARCH_DEFAULTS } = listSearch({
  keyword: keywordParam(),
  low: choiceParam(LOW_UTILISATION_FILTERS, 'all'),
  ...orderParams(USAGE_ORDER_FIELDS, 'utilisation', 'asc'),
});
export type UsageSearch = z.output<typeof usageSearchSchema>;
