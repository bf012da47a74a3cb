/**
 * Every write to cards. Status changes (block, activate, cancel) and top-ups are optimistic: every
 * cached list and the card's detail show the change at once and go back, with the server's reason in
 * a toast, when it is refused. Creating and editing are silent on failure (the form shows the refusal
 * beside its fields and keeps what was typed). Once the last card write settles, every card read and
 * the money on the account (its statement, the payment account) are read again.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { applyOptimisticUpdates, invalidateWhenLastSettles, type OptimisticWrite } from '@/lib/optimistic';
import { paymentAccountQueries } from '@/features/settings';
import { cardPath, cardQueries } from './card-queries';
import { cardReplySchema, renewReplySchema, statementSyncReplySchema, topupReplySchema } from './schemas';
import type { Card, CardCreateInput, CardList, CardReply, CardUpdateInput } from './schemas';

export const CARD_WRITE_FALLBACKS = {
  save: 'Unable to save the card. Please try again',
  block: 'Unable to block the card. Please try again',
  activate: 'Unable to activate the card. Please try again',
  cancel: 'Unable to cancel the card. Please try again',
  topUp: 'Unable to top up the card. Please try again',
  renew: 'Unable to renew the card. Please try again',
  syncStatement: 'Unable to sync the statement. Please try again',
} as const;

const CARD_MUTATION_KEY = ['cards', 'write'] as const;

/** Every card read, and the account's money, once no other card write waits for its reply. */
function refreshWhenIdle(queryClient: QueryClient): Promise<void> | undefined {
  return invalidateWhenLastSettles(queryClient, CARD_MUTATION_KEY, [
    cardQueries.all(),
    cardQueries.accountStatements(),
    paymentAccountQueries.detail().queryKey,
  ]);
}

/** One change to a card, written into every list that holds it and into its detail. */
function cardWrites(cardId: string, change: (card: Card) => Card): OptimisticWrite<unknown>[] {
  return [
    {
      queryKey: cardQueries.lists(),
      update: (list: CardList) => ({
        ...list,
        rows: list.rows.map((row) => (row.card_id === cardId ? change(row) : row)),
      }),
    },
    {
      queryKey: cardQueries.detail(cardId).queryKey,
      update: (reply: CardReply) => ({ ...reply, card: change(reply.card) }),
    },
  ] as OptimisticWrite<unknown>[];
}

/** The server's card put into every cache that shows it. */
function storeCard(queryClient: QueryClient, card: Card): void {
  queryClient.setQueriesData<CardList>({ queryKey: cardQueries.lists() }, (list) =>
    list ? { ...list, rows: list.rows.map((row) => (row.card_id === card.card_id ? card : row)) } : list,
  );
  queryClient.setQueryData<CardReply>(cardQueries.detail(card.card_id).queryKey, (reply) =>
    reply ? { ...reply, card } : { card },
  );
}

export function useCreateCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CARD_MUTATION_KEY, 'create'],
    mutationFn: (input: CardCreateInput) =>
      request('post', 'cards/', cardReplySchema, { json: input, fallback: CARD_WRITE_FALLBACKS.save }),
    meta: { errorFallback: CARD_WRITE_FALLBACKS.save, silentError: true },
    onSuccess: (reply) => {
      notifySuccess({ message: reply.message ?? `Card ${reply.card.name} created.` });
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

export function useUpdateCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CARD_MUTATION_KEY, 'update'],
    mutationFn: ({ cardId, changes }: { cardId: string; changes: CardUpdateInput }) =>
      request('put', cardPath(cardId), cardReplySchema, {
        json: changes,
        fallback: CARD_WRITE_FALLBACKS.save,
      }),
    meta: { errorFallback: CARD_WRITE_FALLBACKS.save, silentError: true },
    onSuccess: (reply) => {
      storeCard(queryClient, reply.card);
      notifySuccess({ message: reply.message ?? 'Card saved.' });
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

type StatusAction = 'block' | 'activate' | 'cancel';
const STATUS_AFTER = { block: 'BLOCKED', activate: 'ACTIVATED', cancel: 'CANCELLED' } as const;

/** A status change shown everywhere before the server answers; a refusal toasts and rolls back. */
function useStatusMutation<V extends { card: Pick<Card, 'card_id'> }>(
  action: StatusAction,
  fallback: string,
  body: (variables: V) => object | undefined = () => undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CARD_MUTATION_KEY, action],
    mutationFn: (variables: V) =>
      request('post', cardPath(variables.card.card_id, action), cardReplySchema, {
        json: body(variables),
        fallback,
      }),
    meta: { errorFallback: fallback },
    onMutate: ({ card }) =>
      applyOptimisticUpdates(
        queryClient,
        cardWrites(card.card_id, (row) => ({ ...row, status: STATUS_AFTER[action] })),
      ),
    onSuccess: (reply) => {
      storeCard(queryClient, reply.card);
      notifySuccess(reply);
    },
    // The mutation cache toasts the server's reason (or the fallback).
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

export function useBlockCardMutation() {
  return useStatusMutation<{ card: Pick<Card, 'card_id'> }>('block', CARD_WRITE_FALLBACKS.block);
}

export function useActivateCardMutation() {
  return useStatusMutation<{ card: Pick<Card, 'card_id'> }>('activate', CARD_WRITE_FALLBACKS.activate);
}

/** Cancelling is final: the card's balance goes back to the payment account. */
export function useCancelCardMutation() {
  return useStatusMutation<{ card: Pick<Card, 'card_id'>; reason: string }>(
    'cancel',
    CARD_WRITE_FALLBACKS.cancel,
    ({ reason }) => ({ reason }),
  );
}

/** A top-up's amount shows on the card at once (balance up); a refusal toasts and rolls back. */
export function useTopupCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CARD_MUTATION_KEY, 'topup'],
    mutationFn: ({ card, amount }: { card: Pick<Card, 'card_id'>; amount: number }) =>
      request('post', cardPath(card.card_id, 'topup'), topupReplySchema, {
        json: { amount },
        fallback: CARD_WRITE_FALLBACKS.topUp,
      }),
    meta: { errorFallback: CARD_WRITE_FALLBACKS.topUp },
    onMutate: ({ card, amount }) =>
      applyOptimisticUpdates(
        queryClient,
        cardWrites(card.card_id, (row) => ({ ...row, balance: row.balance + amount })),
      ),
    onSuccess: (reply) => {
      storeCard(queryClient, reply.card);
      notifySuccess(reply);
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

/** A new number and expiry: the reply's new card replaces the old, which is now cancelled. */
export function useRenewCardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CARD_MUTATION_KEY, 'renew'],
    mutationFn: (card: Pick<Card, 'card_id'>) =>
      request('post', cardPath(card.card_id, 'renew'), renewReplySchema, {
        fallback: CARD_WRITE_FALLBACKS.renew,
      }),
    meta: { errorFallback: CARD_WRITE_FALLBACKS.renew },
    onSuccess: (reply) => {
      storeCard(queryClient, reply.replaced);
      queryClient.setQueryData(cardQueries.detail(reply.card.card_id).queryKey, { card: reply.card });
      notifySuccess({ message: reply.message ?? 'Card renewed.' });
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
}

/** Starts a statement sync (of one card, or of every card the caller sees); the sync query polls it. */
export function useSyncStatementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CARD_MUTATION_KEY, 'sync'],
    mutationFn: (cardId?: string) =>
      request('post', 'cards/sync_statement/', statementSyncReplySchema, {
        json: cardId ? { card_id: cardId } : {},
        fallback: CARD_WRITE_FALLBACKS.syncStatement,
      }),
    meta: { errorFallback: CARD_WRITE_FALLBACKS.syncStatement },
    onSuccess: (reply) => {
      queryClient.setQueryData(cardQueries.sync().queryKey, reply);
      notifySuccess(reply);
    },
  });
}
