/**
 * The usage table's state in the URL (`/usage`): the search text, the low-utilisation filter and
 * the order. Defaults stay out of the URL; a value that does not parse falls back to its default.
 */
import * as z from 'zod/mini';
import { choiceParam, keywordParam, listSearch, orderParam } from '@/lib/list-search';
import { LOW_UTILISATION_FILTERS, USAGE_ORDER_FIELDS } from '../api/fields';

/**
 * The low-utilisation filter. A typed or shared link says `?low=50`, which the router reads as the
 * number 50; a choice made on the page is the text '50'. Both mean the same filter.
 */
function lowParam() {
  const text = z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value)),
  );
  return z._default(z.catch(z.pipe(text, z.enum(LOW_UTILISATION_FILTERS)), 'all'), 'all');
}

/** The least used apps first: they are where seats can be reclaimed. */
const usageSearch = listSearch({
  keyword: keywordParam(),
  low: lowParam(),
  order_by: choiceParam(USAGE_ORDER_FIELDS, 'utilisation'),
  order: orderParam('asc'),
});
export const usageSearchSchema = usageSearch.schema;
export const USAGE_SEARCH_DEFAULTS = usageSearch.defaults;
export type UsageSearch = z.output<typeof usageSearchSchema>;
