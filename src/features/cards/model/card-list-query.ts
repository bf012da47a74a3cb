/**
 * What the card list makes of its URL state: its filters and the API query it asks for. Kept apart
 * from the search schema, which the entry chunk carries for the route's validation.
 */
import { toListQuery } from '@/lib/list-query';
import type { CardSearch } from './card-search';

/** The search's filters: a change to one starts the list again at its first page. */
export const CARD_FILTERS = ['keyword', 'status', 'holder', 'app'] as const;

/** The list page a search asks for (`GET /cards/`); 'all' and '' filters are left out. */
export function cardListQueryOf(search: CardSearch) {
  return toListQuery(search);
}
