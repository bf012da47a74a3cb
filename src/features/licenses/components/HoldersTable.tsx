import { useMemo, useState } from 'react';
import { createColumnHelper, DataTable, type TableColumns, type TableSort } from '@/components/table';
import { PersonAvatar } from '@/components/ui/Avatar';
import { personName } from '@/lib/person';
import type { SeatHolder } from '../api/schemas';
import { isInactive, lastActiveText } from '../model/activity';

/** A seat holder's display name (kept under this name for the licence pages). */
export const holderName = personName;

const HOLDER_ORDER_FIELDS = ['name', 'last_active', 'assigned'] as const;
type HolderOrderField = (typeof HOLDER_ORDER_FIELDS)[number];

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

function sortHolders(holders: readonly SeatHolder[], sort: TableSort<HolderOrderField>): SeatHolder[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  // Never active sorts as the oldest activity.
  const value = (holder: SeatHolder): string =>
    sort.by === 'name'
      ? holderName(holder.user).toLocaleLowerCase('en')
      : sort.by === 'assigned'
        ? holder.assigned_at
        : (holder.last_active_at ?? '');
  return [...holders].sort(
    (a, b) =>
      value(a).localeCompare(value(b), 'en') * direction ||
      holderName(a.user).localeCompare(holderName(b.user), 'en'),
  );
}

export interface HoldersTableProps {
  caption: string;
  holders: readonly SeatHolder[];
  now: number;
  /** Checkboxes for choosing seats to reclaim; left out when the caller may not reclaim. */
  selection?: {
    selected: ReadonlySet<string>;
    canSelect: (holder: SeatHolder) => boolean;
    onToggle: (holder: SeatHolder) => void;
  };
}

const column = createColumnHelper<SeatHolder>();

/**
 * The people holding seats, with their last activity; an inactive seat (no activity in 30 days) is
 * highlighted and says so in words. Sorted in the browser by name, last activity or assignment.
 */
export function HoldersTable({ caption, holders, now, selection }: HoldersTableProps) {
  const [sort, setSort] = useState<TableSort<HolderOrderField>>({ by: 'last_active', order: 'asc' });
  const rows = useMemo(() => sortHolders(holders, sort), [holders, sort]);
  const columns = useMemo(() => {
    const base = [
      column.accessor((holder) => holderName(holder.user), {
        id: 'name',
        header: 'Person',
        cell: ({ row: { original } }) => (
          <span className="inline-flex items-center gap-2">
            <PersonAvatar person={original.user} decorative />
            <span>
              {holderName(original.user)}
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                {original.user.email}
              </span>
            </span>
          </span>
        ),
      }),
      column.accessor((holder) => holder.last_active_at ?? '', {
        id: 'last_active',
        header: 'Last activity',
        cell: ({ row: { original } }) =>
          isInactive(original, now) ? (
            <span className="inline-flex items-center gap-2">
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
                Inactive
              </span>
              {lastActiveText(original, now)}
            </span>
          ) : (
            lastActiveText(original, now)
          ),
      }),
      column.accessor('assigned_at', {
        id: 'assigned',
        header: 'Assigned',
        cell: (info) => dateText(info.getValue()),
      }),
    ];
    if (!selection) return column.columns(base) as TableColumns<SeatHolder>;
    const select = column.display({
      id: 'select',
      header: 'Choose',
      meta: { hideHeader: true, padding: 'px-3 py-3' },
      cell: ({ row: { original } }) =>
        selection.canSelect(original) ? (
          <input
            type="checkbox"
            aria-label={`Reclaim the seat of ${holderName(original.user)}`}
            checked={selection.selected.has(original.user.user_id)}
            onChange={() => selection.onToggle(original)}
            className="size-4 rounded border-slate-400 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-500 dark:bg-slate-800"
          />
        ) : null,
    });
    return column.columns([select, ...base]) as TableColumns<SeatHolder>;
  }, [now, selection]);
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={rows}
      getRowId={(holder) => holder.user.user_id}
      rowHeader="name"
      sort={sort}
      onSortChange={(next) => {
        if ((HOLDER_ORDER_FIELDS as readonly string[]).includes(next.by)) {
          setSort(next as TableSort<HolderOrderField>);
        }
      }}
      empty="Nobody holds a seat."
    />
  );
}
