import { CheckCircle2, CircleAlert, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime, formatTimeAgo } from '@/lib/format';
import { Badge } from './Badge';
import { Spinner } from './Spinner';

/**
 * An audit-log sync's states (the API's `state`): started, then complete (nothing new), success
 * (events imported), failed or invalidated (the authorisation no longer holds).
 */
export type SyncStateName = 'started' | 'complete' | 'success' | 'failed' | 'invalidated';

export const SYNC_STATE_LABELS: Readonly<Record<SyncStateName, string>> = {
  started: 'Syncing…',
  success: 'Success',
  complete: 'Complete',
  failed: 'Failed',
  invalidated: 'Invalidated',
};

/** A sync's state as a badge: 'Not synced yet' before the first, a spinner while one runs. */
export function SyncStateBadge({ state }: { state: SyncStateName | null }) {
  switch (state) {
    case null:
      return <Badge tone="none">Not synced yet</Badge>;
    case 'started':
      return (
        <Badge tone="busy">
          <Spinner className="size-3" /> {SYNC_STATE_LABELS.started}
        </Badge>
      );
    case 'success':
    case 'complete':
      return (
        <Badge tone="good">
          <CheckCircle2 aria-hidden="true" className="size-3" /> {SYNC_STATE_LABELS[state]}
        </Badge>
      );
    case 'failed':
      return (
        <Badge tone="bad">
          <CircleAlert aria-hidden="true" className="size-3" /> {SYNC_STATE_LABELS.failed}
        </Badge>
      );
    case 'invalidated':
      return (
        <Badge tone="warn">
          <ShieldAlert aria-hidden="true" className="size-3" /> {SYNC_STATE_LABELS.invalidated}
        </Badge>
      );
  }
}

/**
 * When a sync last brought the data up to date, and how long ago as of when it was first shown
 * ('12 Mar 2026, 09:05 (5 minutes ago)', or 'less than a minute ago'); `never` before the first.
 */
export function LastSynced({ at, never = 'Never' }: { at: string | null; never?: string }) {
  // Keyed by the time, so a new sync reads the clock again.
  return at ? <SyncedAt key={at} at={at} /> : <>{never}</>;
}

function SyncedAt({ at }: { at: string }) {
  const [now] = useState(() => new Date());
  const ago = formatTimeAgo(at, now);
  return (
    <time dateTime={at}>
      {formatDateTime(at)} ({ago === 'now' ? 'less than a minute ago' : ago})
    </time>
  );
}
