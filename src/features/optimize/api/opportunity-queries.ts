import { apiQuery, pagedQuery } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
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
    pagedQuery(opportunityQueries.lists(), query, 'opportunities/', opportunityListSchema, {
      fallback: OPPORTUNITY_FALLBACKS.list,
    }),
  /** The board (`{ kanban, count, value, arr }`). */
  board: () =>
    apiQuery([...opportunityQueries.all(), 'board'], 'opportunities/kanban/', boardSchema, {
      fallback: OPPORTUNITY_FALLBACKS.board,
    }),
  /** The apps and owners the list can be filtered by. */
  facets: () =>
    apiQuery([...opportunityQueries.all(), 'facets'], 'opportunities/facets/', opportunityFacetsSchema, {
      fallback: OPPORTUNITY_FALLBACKS.list,
    }),
  comments: (opportunityId: string) =>
    apiQuery(
      ['opportunity-comments', opportunityId],
      recordPath('opportunities/', opportunityId, 'comments'),
      commentListSchema,
      { fallback: OPPORTUNITY_FALLBACKS.comments },
    ),
};
