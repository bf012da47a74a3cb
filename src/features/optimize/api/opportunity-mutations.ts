/**
 * Creating, editing and deleting opportunities. Each is optimistic across every cached page of the
 * list and the board: the row and the totals (count, savings potential, ARR) change by exactly the
 * difference before the server answers (model/totals.ts), a list takes the row only when its filter
 * selects it (`matchesQuery`), the server's record replaces the guess when it answers, and a refusal
 * puts everything back. Saving is silent (the form shows a refusal beside its fields and keeps what
 * was typed); a refused delete shows the server's reason in a toast.
 *
 * Every opportunity write (the board's moves and the comments too) carries `OPPORTUNITY_MUTATION_KEY`:
 * the lists, the board and the tenant's figures are read again only when the last of them settles,
 * so a read for one write can never put back a row another write has just changed.
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { recordPath } from '@/lib/api-url';
import { roundCents } from '@/lib/calendar';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { applyOptimisticUpdates, invalidateWhenLastSettles, type OptimisticWrite } from '@/lib/optimistic';
import type { Person } from '@/lib/person';
import { tenantQueries } from '@/features/tenants';
import { matchesQuery } from '../model/list-membership';
import { removeFromBoard, removeFromList, replaceOnBoard, upsertInList } from '../model/totals';
import { opportunityQueries } from './opportunity-queries';
import {
  messageReplySchema,
  opportunityReplySchema,
  type Board,
  type Opportunity,
  type OpportunityApp,
  type OpportunityInput,
  type OpportunityList,
  type OpportunityListQuery,
} from './schemas';

export const OPPORTUNITY_WRITE_FALLBACKS = {
  save: 'Unable to save the opportunity. Please try again',
  delete: 'Unable to delete the opportunity. Please try again',
} as const;

/** Every opportunity write carries a key under this one (see the file's comment). */
export const OPPORTUNITY_MUTATION_KEY = ['opportunities'] as const;

/** The comments of every opportunity (`['opportunity-comments', id]`). */
const COMMENT_LISTS = ['opportunity-comments'] as const;

/**
 * Reads the lists, the board, the facets, open comments and the tenant's figures (the dashboard's
 * "Identified savings") again once no other opportunity write is in flight. Writes do not wait for
 * these reads: a form is free again as soon as the server has answered.
 */
export function refreshOpportunitiesWhenIdle(queryClient: QueryClient): void {
  void invalidateWhenLastSettles(queryClient, OPPORTUNITY_MUTATION_KEY, [
    opportunityQueries.all(),
    COMMENT_LISTS,
    tenantQueries.current().queryKey,
  ]);
}

/** The list query a cached list's key ends with. */
const queryOfKey = (queryKey: QueryKey) => (queryKey[queryKey.length - 1] ?? {}) as OpportunityListQuery;

/** An opportunity as it now is (`saved`, in place of `replaces` when given), or gone (`deleted`). */
export type OpportunityChange =
  { kind: 'saved'; opportunity: Opportunity; replaces?: string } | { kind: 'deleted'; id: string };

/**
 * A saved opportunity in one cached page of the list. The totals of every page follow; a row new to
 * the list shows first on the first page only (where it falls on later pages is the server's to
 * say), and that page keeps its size.
 */
function saveInList(list: OpportunityList, query: OpportunityListQuery, change: OpportunityChange) {
  if (change.kind === 'deleted') return removeFromList(list, change.id);
  const { opportunity } = change;
  const base = change.replaces ? removeFromList(list, change.replaces) : list;
  const belongs = matchesQuery(opportunity, query);
  const next = upsertInList(base, opportunity, belongs);
  if (!belongs || base.rows.some((row) => row.id === opportunity.id)) return next;
  const skip = query.skip ?? 0;
  return { ...next, rows: skip > 0 ? base.rows : next.rows.slice(0, query.top ?? next.rows.length) };
}

/** One cache write per shape: every cached page of the list, and the board. */
export function opportunityWrites(change: OpportunityChange): OptimisticWrite<unknown>[] {
  return [
    {
      queryKey: opportunityQueries.lists(),
      update: (list: OpportunityList, queryKey: QueryKey) => saveInList(list, queryOfKey(queryKey), change),
    },
    {
      queryKey: opportunityQueries.board().queryKey,
      update: (board: Board) => {
        if (change.kind === 'deleted') return removeFromBoard(board, change.id);
        const base = change.replaces ? removeFromBoard(board, change.replaces) : board;
        return replaceOnBoard(base, change.opportunity);
      },
    },
  ] as OptimisticWrite<unknown>[];
}

/** Writes a change without a snapshot (the server has answered). */
export function applyOpportunityChange(queryClient: QueryClient, change: OpportunityChange): void {
  for (const { queryKey, update } of opportunityWrites(change)) {
    for (const [key, data] of queryClient.getQueriesData({ queryKey })) {
      if (data !== undefined) queryClient.setQueryData(key, update(data, key));
    }
  }
}

const PLACEHOLDER_PREFIX = 'pending-';
let placeholders = 0;

/** An opportunity shown before the server created it: nothing can act on it yet. */
export function isPlaceholderOpportunity(opportunity: Pick<Opportunity, 'id'>): boolean {
  return opportunity.id.startsWith(PLACEHOLDER_PREFIX);
}

export interface SaveOpportunityVariables {
  input: OpportunityInput;
  /** The app and owner the input names, as the form chose them: shown before the server answers. */
  app: OpportunityApp;
  owner: Person | null;
}

/** The record an input makes, shown until the server's arrives. */
function guessed(base: Opportunity, { input, app, owner }: SaveOpportunityVariables): Opportunity {
  return {
    ...base,
    title: input.title,
    app,
    owner,
    status: input.status,
    savings_potential: roundCents(input.savings_potential),
    arr: roundCents(input.arr),
    due_date: input.due_date,
    updated_at: new Date().toISOString(),
  };
}

/** Adds an opportunity; the form shows a refusal beside its fields. */
export function useCreateOpportunityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...OPPORTUNITY_MUTATION_KEY, 'save'],
    mutationFn: ({ input }: SaveOpportunityVariables) =>
      request('post', 'opportunities/', opportunityReplySchema, {
        json: input,
        fallback: OPPORTUNITY_WRITE_FALLBACKS.save,
      }),
    meta: { errorFallback: OPPORTUNITY_WRITE_FALLBACKS.save, silentError: true },
    onMutate: async (variables) => {
      const now = new Date().toISOString();
      const placeholder = guessed(
        {
          id: `${PLACEHOLDER_PREFIX}${++placeholders}`,
          title: '',
          app: variables.app,
          owner: variables.owner,
          status: variables.input.status,
          position: 0,
          savings_potential: 0,
          arr: 0,
          due_date: null,
          comment_count: 0,
          created_at: now,
          updated_at: now,
          can_edit: false,
        },
        variables,
      );
      const context = await applyOptimisticUpdates(
        queryClient,
        opportunityWrites({ kind: 'saved', opportunity: placeholder }),
      );
      return { ...context, placeholderId: placeholder.id };
    },
    onSuccess: (reply, _variables, context) => {
      applyOpportunityChange(queryClient, {
        kind: 'saved',
        opportunity: reply.opportunity,
        replaces: context.placeholderId,
      });
      notifySuccess(reply);
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () => refreshOpportunitiesWhenIdle(queryClient),
  });
}

/** Saves an opportunity's form (`previous` is the record edited); the form shows a refusal beside its fields. */
export function useUpdateOpportunityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...OPPORTUNITY_MUTATION_KEY, 'save'],
    mutationFn: ({ previous, input }: SaveOpportunityVariables & { previous: Opportunity }) =>
      request('put', recordPath('opportunities/', previous.id), opportunityReplySchema, {
        json: input,
        fallback: OPPORTUNITY_WRITE_FALLBACKS.save,
      }),
    meta: { errorFallback: OPPORTUNITY_WRITE_FALLBACKS.save, silentError: true },
    onMutate: (variables) =>
      applyOptimisticUpdates(
        queryClient,
        opportunityWrites({ kind: 'saved', opportunity: guessed(variables.previous, variables) }),
      ),
    onSuccess: (reply) => {
      applyOpportunityChange(queryClient, { kind: 'saved', opportunity: reply.opportunity });
      notifySuccess(reply);
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () => refreshOpportunitiesWhenIdle(queryClient),
  });
}

/** Deletes an opportunity (and its comments); a refusal puts it back and toasts the server's reason. */
export function useDeleteOpportunityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...OPPORTUNITY_MUTATION_KEY, 'delete'],
    mutationFn: (opportunity: Pick<Opportunity, 'id' | 'title'>) =>
      request('delete', recordPath('opportunities/', opportunity.id), messageReplySchema, {
        fallback: OPPORTUNITY_WRITE_FALLBACKS.delete,
      }),
    meta: { errorFallback: OPPORTUNITY_WRITE_FALLBACKS.delete },
    onMutate: (opportunity) =>
      applyOptimisticUpdates(queryClient, opportunityWrites({ kind: 'deleted', id: opportunity.id })),
    onSuccess: (reply, opportunity) =>
      notifySuccess({ message: reply.message ?? `Opportunity "${opportunity.title}" has been deleted.` }),
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () => refreshOpportunitiesWhenIdle(queryClient),
  });
}
