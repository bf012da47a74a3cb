import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiQuery, pagedQuery } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
import { accountStatementSchema, cardActivityListSchema, cardListSchema, cardReplySchema } from './schemas';
import { cardStatementSchema, statementSyncReplySchema } from './schemas';
import type { CardListQuery, StatementQuery, StatementSync } from './schemas';

export const CARD_FALLBACKS = {
  list: 'Unable to load cards. Please try again',
  detail: 'Unable to load the card. Please try again',
  statement: 'Unable to load the statement. Please try again',
  activities: "Unable to load the card's activity. Please try again",
  sync: 'Unable to sync the statement. Please try again',
  accountStatement: 'Unable to load the account statement. Please try again',
} as const;

/** How often the sync state is read while a statement sync runs. */
export const SYNC_POLL_MS = 1000;

/** A card's path segment. */
export const cardPath = (cardId: string, action?: string) => recordPath('cards/', cardId, action);

/**
 * Cards' reads. Everything about cards sits under `cardQueries.all()` (lists, details, statements,
 * activities, the sync state), so a write that moves money or changes a status reaches all of them;
 * the account statement sits apart under `accountStatement` and is read again after a top-up,
 * a cancellation or a renewal (they move money on the account).
 */
export const cardQueries = {
  all: () => ['cards'] as const,
  lists: () => [...cardQueries.all(), 'list'] as const,
  list: (query: CardListQuery) =>
    pagedQuery(cardQueries.lists(), query, 'cards/', cardListSchema, { fallback: CARD_FALLBACKS.list }),
  details: () => [...cardQueries.all(), 'detail'] as const,
  detail: (cardId: string) =>
    apiQuery([...cardQueries.details(), cardId], cardPath(cardId), cardReplySchema, {
      fallback: CARD_FALLBACKS.detail,
    }),
  statements: (cardId: string) => [...cardQueries.all(), 'statement', cardId] as const,
  statement: (cardId: string, query: StatementQuery) =>
    pagedQuery(cardQueries.statements(cardId), query, cardPath(cardId, 'statement'), cardStatementSchema, {
      fallback: CARD_FALLBACKS.statement,
    }),
  activities: (cardId: string) =>
    apiQuery(
      [...cardQueries.all(), 'activities', cardId],
      cardPath(cardId, 'activities'),
      cardActivityListSchema,
      { fallback: CARD_FALLBACKS.activities },
    ),
  /** The statement sync's state, read every second while one runs. */
  sync: () =>
    queryOptions({
      queryKey: [...cardQueries.all(), 'sync'] as const,
      ...apiGet('cards/sync_statement/', statementSyncReplySchema, { fallback: CARD_FALLBACKS.sync }),
      refetchInterval: (query) => (isSyncing(query.state.data?.sync) ? SYNC_POLL_MS : false),
    }),
  accountStatements: () => ['account-statement'] as const,
  accountStatement: (query: StatementQuery) =>
    pagedQuery(cardQueries.accountStatements(), query, 'account/statement/', accountStatementSchema, {
      fallback: CARD_FALLBACKS.accountStatement,
    }),
};

export const isSyncing = (sync: StatementSync | undefined) => sync?.is_syncing === true;
