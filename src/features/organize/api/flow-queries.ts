import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import { flowEventListSchema, flowListSchema, flowReplySchema, flowSuggestionListSchema } from './schemas';
import { flowUserListSchema, type FlowListQuery } from './schemas';

/** What a failed read says when the server gives no reason. */
export const FLOW_FALLBACKS = {
  list: 'Unable to load discovered apps. Please try again',
  detail: 'Unable to load this app. Please try again',
  users: 'Unable to load who uses this app. Please try again',
  events: 'Unable to load the sign-in events. Please try again',
  suggestions: 'Unable to suggest catalogue apps. Please try again',
} as const;

/** A flow's path segment. */
export const flowPath = (flowId: string, action?: string) =>
  `flows/${encodeURIComponent(flowId)}/${action ? `${action}/` : ''}`;

/** A page of a flow's users or events. */
export interface FlowPageQuery {
  skip?: number;
  top?: number;
}

/**
 * Organize's reads. Everything sits under `flowQueries.all()`, so a review, a merge or a finished
 * sync reaches every list page, count, summary and app page at once.
 */
export const flowQueries = {
  all: () => ['flows'] as const,
  lists: () => [...flowQueries.all(), 'list'] as const,
  list: (query: FlowListQuery) =>
    queryOptions({
      queryKey: [...flowQueries.lists(), query] as const,
      ...apiGet('flows/', flowListSchema, { searchParams: query, fallback: FLOW_FALLBACKS.list }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...flowQueries.all(), 'detail'] as const,
  detail: (flowId: string) =>
    queryOptions({
      queryKey: [...flowQueries.details(), flowId] as const,
      ...apiGet(flowPath(flowId), flowReplySchema, { fallback: FLOW_FALLBACKS.detail }),
    }),
  /** Client admins only: the people behind a flow. */
  users: (flowId: string, page: FlowPageQuery) =>
    queryOptions({
      queryKey: [...flowQueries.all(), 'users', flowId, page] as const,
      ...apiGet(flowPath(flowId, 'users'), flowUserListSchema, {
        searchParams: { ...page },
        fallback: FLOW_FALLBACKS.users,
      }),
      placeholderData: keepPreviousData,
    }),
  /** Client admins only: the log events behind a flow, newest first. */
  events: (flowId: string, page: FlowPageQuery) =>
    queryOptions({
      queryKey: [...flowQueries.all(), 'events', flowId, page] as const,
      ...apiGet(flowPath(flowId, 'events'), flowEventListSchema, {
        searchParams: { ...page },
        fallback: FLOW_FALLBACKS.events,
      }),
      placeholderData: keepPreviousData,
    }),
  suggestions: (flowId: string) =>
    queryOptions({
      queryKey: [...flowQueries.all(), 'suggestions', flowId] as const,
      ...apiGet(flowPath(flowId, 'suggestions'), flowSuggestionListSchema, {
        fallback: FLOW_FALLBACKS.suggestions,
      }),
      staleTime: 60_000,
    }),
};
