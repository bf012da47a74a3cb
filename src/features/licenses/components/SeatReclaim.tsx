import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { Person } from '@/lib/person';
import type { SeatHolder, UsageApp } from '../api/schemas';
import { HoldersTable } from './HoldersTable';

// The dialogs' code (their forms included) loads when one first opens, not with the page.
const ReclaimDialog = lazyDialog(() => import('./ReclaimDialog').then((module) => module.ReclaimDialog));

export interface SeatReclaimProps {
  app: UsageApp;
  owner: Person | null;
  holders: readonly SeatHolder[];
  /** Which holders' seats may be chosen (the inactive ones). */
  canSelect: (holder: SeatHolder) => boolean;
  canReclaim: boolean;
  seatCost: number;
  currency: string;
  caption: string;
  now: number;
}

/**
 * The seat holders with Reclaim: choose inactive holders one by one or all at once, confirm, and see
 * what the reclaim did. People who may not reclaim (everyone but client admins) see the table only.
 */
export function SeatReclaim({
  app,
  owner,
  holders,
  canSelect,
  canReclaim,
  seatCost,
  currency,
  caption,
  now,
}: SeatReclaimProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The holders being reclaimed, kept while the dialog shows the outcome (the selection is spent).
  const [reclaiming, setReclaiming] = useState<readonly SeatHolder[] | null>(null);
  const selectable = useMemo(() => holders.filter(canSelect), [holders, canSelect]);
  // A holder who has left the list (reclaimed, or no longer inactive) is no longer chosen.
  const chosen = useMemo(
    () => selectable.filter((holder) => selected.has(holder.user.user_id)),
    [selectable, selected],
  );
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  const selection = useMemo(
    () =>
      canReclaim
        ? {
            selected,
            canSelect,
            onToggle: (holder: SeatHolder) =>
              setSelected((current) => {
                const next = new Set(current);
                if (!next.delete(holder.user.user_id)) next.add(holder.user.user_id);
                return next;
              }),
          }
        : undefined,
    [canReclaim, selected, canSelect],
  );
  return (
    <div className="space-y-3">
      {canReclaim ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100">
            <input
              type="checkbox"
              checked={allChosen}
              disabled={selectable.length === 0}
              onChange={() =>
                setSelected(allChosen ? new Set() : new Set(selectable.map((holder) => holder.user.user_id)))
              }
              className="size-4 rounded border-slate-400 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-500 dark:bg-slate-800"
            />
            Select all inactive ({selectable.length})
          </label>
          <Button disabled={chosen.length === 0} onClick={() => setReclaiming(chosen)}>
            {chosen.length === 0
              ? 'Reclaim seats'
              : `Reclaim ${chosen.length === 1 ? '1 seat' : `${chosen.length} seats`}`}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">Only client admins can reclaim seats.</p>
      )}
      <HoldersTable caption={caption} holders={holders} now={now} selection={selection} />
      {reclaiming && (
        <ReclaimDialog
          app={app}
          owner={owner}
          holders={reclaiming}
          seatCost={seatCost}
          currency={currency}
          onClose={() => setReclaiming(null)}
          onReclaimed={() => setSelected(new Set())}
        />
      )}
    </div>
  );
}
