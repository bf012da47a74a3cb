import type { RowData } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import { createColumnHelper } from './columns';

/** The rows of a page a person has ticked, for an action on them all. */
export interface RowSelection<Row> {
  /** The ticked rows among those shown, in their order. */
  selected: Row[];
  isSelected: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  /** Ticks or clears every row shown. */
  setAll: (on: boolean) => void;
  clear: () => void;
}

/**
 * Which of the rows shown are ticked. Only rows on screen can be: a row that leaves (another page, a
 * filter, a change that moves it out) is no longer selected, and a new `resetKey` (the list's query)
 * clears the selection.
 */
export function useRowSelection<Row>(
  rows: readonly Row[] | undefined,
  getRowId: (row: Row) => string,
  resetKey: string,
): RowSelection<Row> {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setIds(new Set());
  }
  const shown = rows ?? [];
  const selected = shown.filter((row) => ids.has(getRowId(row)));
  return {
    selected,
    isSelected: (id) => ids.has(id),
    toggle: (id, on) =>
      setIds((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (on) => setIds(on ? new Set(shown.map(getRowId)) : new Set()),
    clear: () => setIds(new Set()),
  };
}

const CHECKBOX =
  'size-4 cursor-pointer rounded accent-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500';

/** The page's own box: ticked when every row shown is, mixed when some are. */
function SelectAllBox<Row>({
  selection,
  count,
  label,
}: {
  selection: RowSelection<Row>;
  count: number;
  label: string;
}) {
  const box = useRef<HTMLInputElement>(null);
  const ticked = selection.selected.length;
  const mixed = ticked > 0 && ticked < count;
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      className={CHECKBOX}
      disabled={count === 0}
      checked={count > 0 && ticked === count}
      onChange={(event) => selection.setAll(event.target.checked)}
    />
  );
}

/**
 * The first column of a list whose rows can be ticked: a box per row, named after it (`rowLabel`,
 * 'Select Slack'), and in the header one for every row on the page (`allLabel`). Pass the rows shown
 * (`count`) and make the columns again when the selection changes, so the boxes follow it.
 */
export function selectionColumn<Row extends RowData>({
  selection,
  count,
  getRowId,
  rowLabel,
  allLabel = 'Select all on this page',
}: {
  selection: RowSelection<Row>;
  count: number;
  getRowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  allLabel?: string;
}) {
  return createColumnHelper<Row>().display({
    id: 'select',
    header: () => <SelectAllBox selection={selection} count={count} label={allLabel} />,
    meta: { padding: 'py-3 pr-1 pl-4', className: 'w-8' },
    cell: ({ row }) => {
      const id = getRowId(row.original);
      return (
        <input
          type="checkbox"
          aria-label={rowLabel(row.original)}
          className={CHECKBOX}
          checked={selection.isSelected(id)}
          onChange={(event) => selection.toggle(id, event.target.checked)}
        />
      );
    },
  });
}
