/**
 * Adding, editing and deleting comments on an opportunity. Each is optimistic: the comment shows (or
 * changes, or leaves) at once, and so does the opportunity's comment count wherever a cached list
 * page or the board shows it; the server's comment replaces the guess when it answers, and a refusal
 * puts everything back with the server's reason in a toast. Only the author edits or deletes a
 * comment (`mine`). The writes share the opportunity writes' key, so the lists and the board are read
 * again only when the last write in flight settles.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { recordPath } from '@/lib/api-url';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { applyOptimisticUpdates, type OptimisticWrite } from '@/lib/optimistic';
import { useSignedInPerson } from '@/lib/use-signed-in-person';
import { OPPORTUNITY_MUTATION_KEY, refreshOpportunitiesWhenIdle } from './opportunity-mutations';
import { opportunityQueries } from './opportunity-queries';
import {
  commentReplySchema,
  messageReplySchema,
  type Board,
  type Comment,
  type CommentList,
  type Opportunity,
  type OpportunityList,
} from './schemas';

export const COMMENT_WRITE_FALLBACKS = {
  add: 'Unable to add the comment. Please try again',
  update: 'Unable to update the comment. Please try again',
  delete: 'Unable to delete the comment. Please try again',
} as const;

const COMMENT_MUTATION_KEY = [...OPPORTUNITY_MUTATION_KEY, 'comment'] as const;

const PLACEHOLDER_PREFIX = 'pending-comment-';
let placeholders = 0;

/** A comment shown before the server created it: it cannot be edited or deleted yet. */
export function isPlaceholderComment(comment: Pick<Comment, 'id'>): boolean {
  return comment.id.startsWith(PLACEHOLDER_PREFIX);
}

const commentPath = (id: string) => recordPath('comments/', id);

/** The opportunity's comment count moved by `by` in every cached list page and on the board. */
function countWrites(opportunityId: string, by: number): OptimisticWrite<unknown>[] {
  const bump = (opportunity: Opportunity): Opportunity =>
    opportunity.id === opportunityId
      ? { ...opportunity, comment_count: Math.max(0, opportunity.comment_count + by) }
      : opportunity;
  const holds = (rows: readonly Opportunity[]) => rows.some((row) => row.id === opportunityId);
  return [
    {
      queryKey: opportunityQueries.lists(),
      update: (list: OpportunityList) => (holds(list.rows) ? { ...list, rows: list.rows.map(bump) } : list),
    },
    {
      queryKey: opportunityQueries.board().queryKey,
      update: (board: Board) => ({
        ...board,
        kanban: board.kanban.map((column) =>
          holds(column.cards) ? { ...column, cards: column.cards.map(bump) } : column,
        ),
      }),
    },
  ] as OptimisticWrite<unknown>[];
}

/** The opportunity's comments changed by `update`. */
function commentsWrite(
  opportunityId: string,
  update: (list: CommentList) => CommentList,
): OptimisticWrite<unknown> {
  return {
    queryKey: opportunityQueries.comments(opportunityId).queryKey,
    update,
  } as OptimisticWrite<unknown>;
}

/** `comment` in place of the one with `id` (the server's comment for its placeholder, an edit). */
function replaceComment(queryClient: QueryClient, opportunityId: string, id: string, comment: Comment) {
  queryClient.setQueryData<CommentList>(
    opportunityQueries.comments(opportunityId).queryKey,
    (list) => list && { ...list, rows: list.rows.map((row) => (row.id === id ? comment : row)) },
  );
}

/** Adds a comment to an opportunity; it shows last (the list is oldest first) at once. */
export function useAddCommentMutation(opportunityId: string) {
  const queryClient = useQueryClient();
  const me = useSignedInPerson();
  return useMutation({
    mutationKey: COMMENT_MUTATION_KEY,
    mutationFn: ({ text }: { text: string }) =>
      request('post', recordPath('opportunities/', opportunityId, 'comments'), commentReplySchema, {
        json: { text },
        fallback: COMMENT_WRITE_FALLBACKS.add,
      }),
    meta: { errorFallback: COMMENT_WRITE_FALLBACKS.add },
    onMutate: async ({ text }) => {
      const placeholder: Comment = {
        id: `${PLACEHOLDER_PREFIX}${++placeholders}`,
        opportunity_id: opportunityId,
        text,
        author: me,
        created_at: new Date().toISOString(),
        updated_at: null,
        mine: true,
      };
      const context = await applyOptimisticUpdates(queryClient, [
        commentsWrite(opportunityId, (list) => ({
          rows: [...list.rows, placeholder],
          count: list.count + 1,
        })),
        ...countWrites(opportunityId, 1),
      ]);
      return { ...context, placeholderId: placeholder.id };
    },
    onSuccess: (reply, _variables, context) => {
      replaceComment(queryClient, opportunityId, context.placeholderId, reply.comment);
      notifySuccess(reply);
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () => refreshOpportunitiesWhenIdle(queryClient),
  });
}

/** Changes the text of my comment; it shows at once. */
export function useUpdateCommentMutation(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: COMMENT_MUTATION_KEY,
    mutationFn: ({ comment, text }: { comment: Comment; text: string }) =>
      request('put', commentPath(comment.id), commentReplySchema, {
        json: { text },
        fallback: COMMENT_WRITE_FALLBACKS.update,
      }),
    meta: { errorFallback: COMMENT_WRITE_FALLBACKS.update },
    onMutate: ({ comment, text }) =>
      applyOptimisticUpdates(queryClient, [
        commentsWrite(opportunityId, (list) => ({
          ...list,
          rows: list.rows.map((row) =>
            row.id === comment.id ? { ...row, text, updated_at: new Date().toISOString() } : row,
          ),
        })),
      ]),
    onSuccess: (reply, { comment }) => {
      replaceComment(queryClient, opportunityId, comment.id, reply.comment);
      notifySuccess(reply);
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () => refreshOpportunitiesWhenIdle(queryClient),
  });
}

/** Deletes my comment; it leaves at once. */
export function useDeleteCommentMutation(opportunityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: COMMENT_MUTATION_KEY,
    mutationFn: (comment: Comment) =>
      request('delete', commentPath(comment.id), messageReplySchema, {
        fallback: COMMENT_WRITE_FALLBACKS.delete,
      }),
    meta: { errorFallback: COMMENT_WRITE_FALLBACKS.delete },
    onMutate: (comment) =>
      applyOptimisticUpdates(queryClient, [
        commentsWrite(opportunityId, (list) => {
          const rows = list.rows.filter((row) => row.id !== comment.id);
          return { rows, count: list.count - (list.rows.length - rows.length) };
        }),
        ...countWrites(opportunityId, -1),
      ]),
    onSuccess: (reply) => notifySuccess({ message: reply.message ?? 'Comment deleted.' }),
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () => refreshOpportunitiesWhenIdle(queryClient),
  });
}
