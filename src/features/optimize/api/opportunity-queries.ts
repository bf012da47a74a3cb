import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import {
  boardSchema,
  commentListSchema,
  opportunityFacetsSchema,
  opportunityListSchema,
  type OpportunityListQuery,
} from './schemas';

export const OPPORTUNITY_FALLBACKS = {
  list: 'Unable to load savings opportunities. Please try again',
  board: 'Unable to load the board. Please try again',
  comments: 'Unable to load comments. Please try again',
} as const;

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
        fallback: OPPORTUNITY_FALLBACKS.list,
      }),
      placeholderData: keepPreviousData,
    }),
  /** The board (`{ kanban, count, value, arr }`). */
  board: () =>
    queryOptions({
      queryKey: [...opportunityQueries.all(), 'board'] as const,
      ...apiGet('opportunities/kanban/', boardSchema, { fallback: OPPORTUNITY_FALLBACKS.board }),
    }),
  /** The apps and owners the list can be filtered by. */
  facets: () =>
    queryOptions({
      queryKey: [...opportunityQueries.all(), 'facets'] as const,
      ...apiGet('opportunities/facets/', opportunityFacetsSchema, { fallback: OPPORTUNITY_FALLBACKS.list }),
    }),
  comments: (opportunityId: string) =>
    queryOptions({
      queryKey: ['opportunity-comments', opportunityId] as const,
      ...apiGet(`opportunities/${encodeURIComponent(opportunityId)}/comments/`, commentListSchema, {
        fallback: OPPORTUNITY_FALLBACKS.comments,
      }),
    }),
};
