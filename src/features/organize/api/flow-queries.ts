import { apiQuery, pagedQuery } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
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

/** A flow's path, or one of its actions'. */
export const flowPath = (flowId: string, action?: string) => recordPath('flows/', flowId, action);

/** A page of a flow's users or events. */
export type FlowPageQuery = { skip?: number; top?: number };

/**
 * Organize's reads. Everything sits under `flowQueries.all()`, so a review, a merge or a finished
 * sync reaches every list page, count, summary and app page at once.
 */
export const flowQueries = {
  all: () => ['flows'] as const,
  lists: () => [...flowQueries.all(), 'list'] as const,
  list: (query: FlowListQuery) =>
    pagedQuery(flowQueries.lists(), query, 'flows/', flowListSchema, { fallback: FLOW_FALLBACKS.list }),
  details: () => [...flowQueries.all(), 'detail'] as const,
  detail: (flowId: string) =>
    apiQuery([...flowQueries.details(), flowId], flowPath(flowId), flowReplySchema, {
      fallback: FLOW_FALLBACKS.detail,
    }),
  /** Client admins only: the people behind a flow, a page at a time. */
  users: (flowId: string, page: FlowPageQuery) =>
    pagedQuery([...flowQueries.all(), 'users', flowId], page, flowPath(flowId, 'users'), flowUserListSchema, {
      fallback: FLOW_FALLBACKS.users,
    }),
  /** Client admins only: the log events behind a flow, newest first. */
  events: (flowId: string, page: FlowPageQuery) =>
    pagedQuery(
      [...flowQueries.all(), 'events', flowId],
      page,
      flowPath(flowId, 'events'),
      flowEventListSchema,
      {
        fallback: FLOW_FALLBACKS.events,
      },
    ),
  suggestions: (flowId: string) => ({
    ...apiQuery(
      [...flowQueries.all(), 'suggestions', flowId],
      flowPath(flowId, 'suggestions'),
      flowSuggestionListSchema,
      {
        fallback: FLOW_FALLBACKS.suggestions,
      },
    ),
    staleTime: 60_000,
  }),
};
