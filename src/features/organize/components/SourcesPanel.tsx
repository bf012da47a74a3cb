import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleSlash, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { PhoneCollapse } from '@/components/ui/PhoneCollapse';
import { LastSynced, SyncStateBadge } from '@/components/ui/SyncState';
import { extractErrorText } from '@/lib/errors';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import {
  INTEGRATION_FALLBACKS,
  integrationQueries,
  useSyncAuditLogsMutation,
  type IntegrationStatus,
  type ProviderSync,
} from '@/features/settings';
import { flowQueries } from '../api/flow-queries';
import { FLOW_SOURCES, type FlowSourceState } from '../api/schemas';
import { FLOW_SOURCE_LABELS } from '../model/flow-review';
import { FLOW_SOURCE_INFO, sourceState } from '../model/sources';
import { ConnectHint } from './ConnectHint';
import { SourceMark } from './SourceMark';

/**
 * A sync that ends may bring new apps and move counts (and an invalidated one disconnects its
 * source), so every flow read is read again once a source's state leaves 'started'.
 */
function useReadFlowsWhenSyncEnds(latest: IntegrationStatus | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef<IntegrationStatus | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = latest;
    if (!before || !latest) return;
    const ended = FLOW_SOURCES.some(
      (source) => before[source].state === 'started' && latest[source].state !== 'started',
    );
    if (ended) void queryClient.invalidateQueries({ queryKey: flowQueries.all() });
  }, [latest, queryClient]);
}

function ConnectionBadge({ connected }: { connected: boolean }) {
  return connected ? (
    <Badge tone="good">
      <CheckCircle2 aria-hidden="true" className="size-3" /> Connected
    </Badge>
  ) : (
    <Badge tone="none">
      <CircleSlash aria-hidden="true" className="size-3" /> Not connected
    </Badge>
  );
}

interface SourceItemProps {
  state: FlowSourceState;
  /** The sync's state and outcome: client admins only, once loaded. */
  sync: ProviderSync | undefined;
  isAdmin: boolean;
}

/** One source: connected or not, its last sync and its outcome, and Sync now for client admins. */
function SourceItem({ state, sync, isAdmin }: SourceItemProps) {
  const headingId = useId();
  const syncNow = useSyncAuditLogsMutation();
  const { source } = state;
  const label = FLOW_SOURCE_LABELS[source];
  // The sync status answers for the tenant's flag as of now (an invalidated sync turns it off).
  const connected = sync?.authorized ?? state.connected;
  const running = sync?.state === 'started';
  const lastSyncedAt = sync ? sync.last_synced_at : state.last_synced_at;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 max-xs:gap-1 max-xs:p-3 dark:border-slate-700"
      data-source={source}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <SourceMark source={source} className="size-5" decorative />
            {label}
          </h3>
          {/* A phone shows each source in a few lines, so the apps start on the first screen. */}
          <p className="text-sm text-slate-600 max-xs:hidden dark:text-slate-300">
            Reads {FLOW_SOURCE_INFO[source].reads}.
          </p>
        </div>
        <ConnectionBadge connected={connected} />
      </div>
      <dl className="grid gap-2 text-sm">
        {sync && (
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Last sync</dt>
            <dd className="mt-0.5">
              {/* Announced as it changes: started, then how it finished. */}
              <span role="status" data-sync-state={sync.state ?? 'none'} className="flex flex-col gap-1">
                <span className="sr-only">{label} sync: </span>
                <span>
                  <SyncStateBadge state={sync.state} />
                </span>
                {sync.message && !running && <span className="sr-only">. </span>}
                {sync.message && !running && (
                  <span
                    className={
                      sync.state === 'failed'
                        ? 'text-red-800 dark:text-red-200'
                        : sync.state === 'invalidated'
                          ? 'text-amber-900 dark:text-amber-100'
                          : 'text-slate-700 dark:text-slate-200'
                    }
                  >
                    {sync.message}
                  </span>
                )}
              </span>
            </dd>
          </div>
        )}
        <div className="max-xs:flex max-xs:flex-wrap max-xs:gap-x-1">
          <dt className="text-slate-600 dark:text-slate-300">Last synced</dt>
          <dd className="mt-0.5 font-medium max-xs:mt-0 text-slate-900 dark:text-white">
            <LastSynced at={lastSyncedAt} />
          </dd>
        </div>
      </dl>
      <div className="mt-auto text-sm empty:hidden">
        {!connected ? (
          <ConnectHint source={source} isAdmin={isAdmin} />
        ) : (
          isAdmin &&
          sync && (
            <Button
              variant="secondary"
              busy={syncNow.isPending || running}
              onClick={() => syncNow.mutate(source)}
              aria-describedby={headingId}
            >
              {!syncNow.isPending && !running && <RefreshCw aria-hidden="true" className="size-4" />}
              Sync now
            </Button>
          )
        )}
      </div>
    </li>
  );
}

/**
 * The sign-in logs Organize reads: for each source whether it is connected (and where to connect it)
 * and when it last synced. Client admins also see each sync's outcome and can sync a source now; the
 * state is polled while a sync runs, announced as it changes, and once it ends the apps are read again.
 * While the sources load (`sources` undefined) the panel already stands, so the list below keeps its place.
 */
export function SourcesPanel({ sources }: { sources: FlowSourceState[] | undefined }) {
  const isAdmin = useHasRole(CLIENT_ADMIN);
  const status = useQuery({ ...integrationQueries.status(), enabled: isAdmin });
  useReadFlowsWhenSyncEnds(status.data);
  return (
    <Card title="Sources">
      {isAdmin && status.isError && !status.data && (
        <div className="mb-4">
          <ErrorState
            title="The sync status could not be loaded"
            message={extractErrorText(status.error, INTEGRATION_FALLBACKS.status)}
            onRetry={() => void status.refetch()}
          />
        </div>
      )}
      <PhoneCollapse label="Source details">
        {sources ? (
          <ul aria-label="Sources" className="grid gap-4 max-xs:gap-2 md:grid-cols-3">
            {FLOW_SOURCES.map((source) => (
              <SourceItem
                key={source}
                state={sourceState(sources, source)}
                sync={status.data?.[source]}
                isAdmin={isAdmin}
              />
            ))}
          </ul>
        ) : (
          <LoadingState>Loading sources…</LoadingState>
        )}
      </PhoneCollapse>
    </Card>
  );
}
