import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { formatTimeAgo } from '@/lib/format';
import { useSyncStatementMutation } from '../api/card-mutations';
import { cardQueries, isSyncing } from '../api/card-queries';
import type { StatementSync as SyncState } from '../api/schemas';

/** Once a sync has finished, the card's statement, activity and figures are read again (new rows show). */
function useRefreshWhenSyncFinishes(cardId: string, finishedAt: string | null | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(finishedAt);
  useEffect(() => {
    const before = previous.current;
    previous.current = finishedAt;
    if (!finishedAt || finishedAt === before) return;
    void queryClient.invalidateQueries({ queryKey: cardQueries.statements(cardId) });
    void queryClient.invalidateQueries({ queryKey: cardQueries.activities(cardId).queryKey });
    void queryClient.invalidateQueries({ queryKey: cardQueries.detail(cardId).queryKey });
  }, [cardId, finishedAt, queryClient]);
}

const rowsText = (count: number) => (count === 1 ? '1 new row' : `${count} new rows`);

/**
 * The last sync in words, as of when it finished or the page first showed it ('Synced 2 minutes ago
 * · 3 new rows'); keyed by the finishing time, so a new sync reads the clock again.
 */
function LastSynced({ sync }: { sync: SyncState }) {
  const [now] = useState(() => new Date());
  if (!sync.finished_at) return <>Not synced yet</>;
  const ago = formatTimeAgo(sync.finished_at, now);
  return (
    <>
      Synced <time dateTime={sync.finished_at}>{ago === 'now' ? 'just now' : ago}</time> ·{' '}
      {rowsText(sync.new_rows)}
    </>
  );
}

/**
 * 'Sync statement': asks the card issuer for the card's latest rows. While the sync runs its state is
 * polled (`cardQueries.sync()`); a polite live region says that it started and, when it has finished,
 * when and how many new rows it brought, and the statement and activity are read again.
 */
export function StatementSync({ cardId, canSync }: { cardId: string; canSync: boolean }) {
  const state = useQuery(cardQueries.sync());
  const sync = useSyncStatementMutation();
  const current = state.data?.sync;
  const running = isSyncing(current);
  useRefreshWhenSyncFinishes(cardId, current?.finished_at);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {running ? (
          'Syncing the statement…'
        ) : current ? (
          <LastSynced key={current.finished_at ?? 'never'} sync={current} />
        ) : null}
      </p>
      {canSync && (
        <Button variant="secondary" busy={sync.isPending || running} onClick={() => sync.mutate(cardId)}>
          {!sync.isPending && !running && <RefreshCw aria-hidden="true" className="size-4" />}
          Sync statement
        </Button>
      )}
    </div>
  );
}
