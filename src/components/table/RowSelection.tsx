import type { RowData } from '@tanstack/react-table';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createColumnHelper } from './columns';

/**
 * Which rows of a page are ticked, held outside React's state so that the table's columns stay the
 * same while it changes (new columns would mount every cell again, and lose their focus): each box
 * reads its own row's state from here.
 */
export interface RowSelectionStore {
  subscribe: (listener: () => void) => () => void;
  /** The ticked ids (a new set after every change). */
  ids: () => ReadonlySet<string>;
  /** The ids of the rows shown, in their order. */
  shown: () => readonly string[];
  toggle: (id: string, on: boolean) => void;
  /** Ticks or clears every row shown. */
  setAll: (on: boolean) => void;
  clear: () => void;
}

function createSelectionStore() {
  let ids: ReadonlySet<string> = new Set();
  let shown: readonly string[] = [];
  const listeners = new Set<() => void>();
  const set = (next: ReadonlySet<string>) => {
    ids = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ids: () => ids,
    shown: () => shown,
    toggle: (id: string, on: boolean) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      set(next);
    },
    setAll: (on: boolean) => set(on ? new Set(shown) : new Set()),
    clear: () => set(new Set()),
    /** The rows now shown: a ticked row that left is no longer ticked. */
    show: (next: readonly string[]) => {
      shown = next;
      const kept = [...ids].filter((id) => next.includes(id));
      set(kept.length === ids.size ? ids : new Set(kept));
    },
  };
}

/** The rows of a page a person has ticked, for an action on them all. */
export interface RowSelection<Row> {
  /** For the table's `selectionColumn`: the same store for the page's whole life. */
  store: RowSelectionStore;
  /** The ticked rows among those shown, in their order. */
  selected: Row[];
  clear: () => void;
}

/**
 * Which of the rows shown are ticked. Only rows on screen can be: a row that leaves (a change that
 * moves it out of the list) is no longer selected, and a new `resetKey` (the list's query: another
 * page, filter or order) clears the selection.
 */
export function useRowSelection<Row>(
  rows: readonly Row[] | undefined,
  getRowId: (row: Row) => string,
  resetKey: string,
): RowSelection<Row> {
  const [store] = useState(createSelectionStore);
  const ids = useSyncExternalStore(store.subscribe, store.ids);
  const shownKey = (rows ?? []).map(getRowId).join('\n');
  useLayoutEffect(() => {
    store.show(shownKey ? shownKey.split('\n') : []);
  }, [store, shownKey]);
  const firstKey = useRef(resetKey);
  useLayoutEffect(() => {
    if (firstKey.current === resetKey) return;
    firstKey.current = resetKey;
    store.clear();
  }, [store, resetKey]);
  return {
    store,
    selected: (rows ?? []).filter((row) => ids.has(getRowId(row))),
    clear: store.clear,
  };
}

const CHECKBOX =
  'size-4 cursor-pointer rounded accent-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500';

/** The page's own box: ticked when every row shown is, mixed when some are. */
function SelectAllBox({ store, label }: { store: RowSelectionStore; label: string }) {
  const box = useRef<HTMLInputElement>(null);
  const state = useSyncExternalStore(store.subscribe, () => {
    const shown = store.shown();
    const ticked = shown.filter((id) => store.ids().has(id)).length;
    return ticked === 0 ? 'none' : ticked === shown.length ? 'all' : 'some';
  });
  const count = useSyncExternalStore(store.subscribe, () => store.shown().length);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      className={CHECKBOX}
      disabled={count === 0}
      checked={state === 'all'}
      onChange={(event) => store.setAll(event.target.checked)}
    />
  );
}

function RowBox({ store, id, label }: { store: RowSelectionStore; id: string; label: string }) {
  const checked = useSyncExternalStore(store.subscribe, () => store.ids().has(id));
  return (
    <input
      type="checkbox"
      aria-label={label}
      className={CHECKBOX}
      checked={checked}
      onChange={(event) => store.toggle(id, event.target.checked)}
    />
  );
}

/**
 * The first column of a list whose rows can be ticked: a box per row, named after it (`rowLabel`,
 * 'Select Slack'), and in the header one for every row on the page (`allLabel`).
 */
export function selectionColumn<Row extends RowData>({
  store,
  getRowId,
  rowLabel,
  allLabel = 'Select all on this page',
}: {
  store: RowSelectionStore;
  getRowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  allLabel?: string;
}) {
  return createColumnHelper<Row>().display({
    id: 'select',
    header: () => <SelectAllBox store={store} label={allLabel} />,
    meta: { padding: 'py-3 pr-1 pl-4', className: 'w-8' },
    cell: ({ row }) => <RowBox store={store} id={getRowId(row.original)} label={rowLabel(row.original)} />,
  });
}
