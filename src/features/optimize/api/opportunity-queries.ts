import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import {
  boardSchema,
  commentListSchema,
  opportunityFacetsSchema,
  opportunityListSchema,
  type OpportunityListQuery,
} from './schemas';

export const LIST_OPPORTUNITIES_FALLBACK = 'Unable to load savings opportunities. Please try again';
export const FETCH_BOARD_FALLBACK = 'Unable to load the board. Please try again';
export const LIST_COMMENTS_FALLBACK = 'Unable to load comments. Please try again';

/**
 * Optimize's reads. Every list page and the board sit under `opportunityQueries.all()`, so one
 * optimistic write reaches every place an opportunity and its totals appear. Comments sit apart:
 * they change without touching any total.
 */
export const opportunityQueries = {
  all: () => ['opportunities'] as const,
  /** Every cached page of the list (`{ rows, count, value, arr }`). */
  lists: () => [...opportunityQueries.all(), 'list'] as const,
  list: (query: OpportunityListQuery) =>
    queryOptions({
      queryKey: [...opportunityQueries.lists(), query] as const,
      ...apiGet('opportunities/', opportunityListSchema, {
        searchParams: query,
        fallback: LIST_OPPORTUNITIES_FALLBACK,
      }),
      placeholderData: keepPreviousData,
    }),
  /** The board (`{ kanban, count, value, arr }`). */
  board: () =>
    queryOptions({
      queryKey: [...opportunityQueries.all(), 'board'] as const,
      ...apiGet('opportunities/kanban/', boardSchema, { fallback: FETCH_BOARD_FALLBACK }),
    }),
  /** The apps and owners the list can be filtered by. */
  facets: () =>
    queryOptions({
      queryKey: [...opportunityQueries.all(), 'facets'] as const,
      ...apiGet('opportunities/facets/', opportunityFacetsSchema, { fallback: LIST_OPPORTUNITIES_FALLBACK }),
    }),
  comments: (opportunityId: string) =>
    queryOptions({
      queryKey: ['opportunity-comments', opportunityId] as const,
      ...apiGet(`opportunities/${encodeURIComponent(opportunityId)}/comments/`, commentListSchema, {
        fallback: LIST_COMMENTS_FALLBACK,
      }),
    }),
};
